import { Button, CloseButton, Group, Select, TextInput } from "@mantine/core";
import { AUDIT_ACTION_LABELS, type AuditAction } from "../../../../contract/audit.ts";
import { useCan } from "../shared/permissions.ts";
import { useTeam } from "../team/api.ts";
import { activityCsvUrl, type ActivityFilters as Filters } from "./api.ts";

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

function Chip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Group gap={2} px={8} py={2} bg="var(--mantine-color-blue-0)" style={{ borderRadius: 12 }}>
      <span style={{ fontSize: 13 }}>{label}</span>
      <CloseButton size="xs" aria-label={`Clear ${label}`} onClick={onClear} />
    </Group>
  );
}

/**
 * Admin, action and dates to pick (the admins from the Team list, issue 29 item 7); listing and sale come from a
 * History link and show as chips. All of them live in the URL.
 */
export function ActivityFilters(props: { filters: Filters; onChange: (next: Filters) => void; actorName?: string }) {
  const { filters, onChange } = props;
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const team = useTeam();
  const canExport = useCan("exports");
  const adminOptions = (team.data?.admins ?? []).map((a) => ({
    value: a.id,
    label: a.deactivatedAt ? `${a.name} (deactivated)` : a.name,
  }));
  // An id in the URL that is not (or not yet) in the list still shows as chosen, by the name the entries carry.
  if (filters.actorId && !adminOptions.some((o) => o.value === filters.actorId)) {
    adminOptions.push({ value: filters.actorId, label: props.actorName ?? `Admin ${filters.actorId.slice(-8)}` });
  }
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        w={190}
        size="xs"
        label="Admin"
        placeholder="Any admin"
        clearable
        searchable
        data={adminOptions}
        value={filters.actorId ?? null}
        onChange={(v) => set({ actorId: v ?? undefined })}
      />
      <Select
        w={190}
        size="xs"
        label="Action"
        placeholder="Any action"
        clearable
        data={ACTION_OPTIONS}
        value={filters.action ?? null}
        onChange={(v) => set({ action: (v as AuditAction | null) ?? undefined })}
      />
      <TextInput
        type="date"
        size="xs"
        label="From"
        value={filters.from ?? ""}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        size="xs"
        label="To"
        value={filters.to ?? ""}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
      />
      {canExport ? (
        <Button
          component="a"
          size="xs"
          variant="default"
          href={activityCsvUrl(filters)}
          download
          disabled={Boolean(filters.from && filters.to && filters.from > filters.to)}
        >
          Export CSV
        </Button>
      ) : null}
      {filters.listingId && (
        <Chip label={`Listing ${filters.listingId.slice(-8)}`} onClear={() => set({ listingId: undefined })} />
      )}
      {filters.saleId && <Chip label={`Sale ${filters.saleId.slice(-8)}`} onClear={() => set({ saleId: undefined })} />}
    </Group>
  );
}
