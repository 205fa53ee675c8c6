import {
  Alert,
  Button,
  Group,
  Kbd,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { can } from "../../../../contract/roles.ts";
import {
  DEFAULT_TARGET_MINUTES,
  WORK_KIND_PERMISSION,
  WORK_KIND_PLURALS,
  WORK_KINDS,
  type WorkCounts,
  type WorkItem,
  type WorkKind,
} from "../../../../contract/work-queue.ts";
import { errorText } from "../../../lib/api.ts";
import { useNow } from "../shared/claims.ts";
import { useAdminRole, useCan } from "../shared/permissions.ts";
import { type QueueFilters, useWorkQueue } from "./api.ts";
import { TODAY_SHORTCUTS, useTodayShortcuts } from "./shortcuts.ts";
import { openTargetsDialog } from "./TargetsDialog.tsx";
import { useWorkActions } from "./useWorkActions.ts";
import { WorkItemCard } from "./WorkItemCard.tsx";

const keyOf = (i: Pick<WorkItem, "kind" | "id">) => `${i.kind}:${i.id}`;
const isKind = (v: string | null): v is WorkKind => (WORK_KINDS as readonly string[]).includes(v ?? "");
const isMarketplace = (v: string | null): v is Marketplace => (MARKETPLACES as readonly string[]).includes(v ?? "");

/**
 * Today (issue 41, docs/decisions/160): the desk's first view. Every kind of work the admin's role does in one list,
 * delists first, then overdue items (highlighted), then by time left; counts per kind; filters in the URL; J/K to
 * move, O to open the item's work, D for done; a polite live region says what happened and what arrived.
 */
export default function TodayTab() {
  const role = useAdminRole();
  const kinds = WORK_KINDS.filter((k) => can(role, WORK_KIND_PERMISSION[k]));
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    kind:
      isKind(params.get("kind")) && kinds.includes(params.get("kind") as WorkKind)
        ? (params.get("kind") as WorkKind)
        : null,
    marketplace: isMarketplace(params.get("marketplace")) ? (params.get("marketplace") as Marketplace) : null,
    claim:
      params.get("claim") === "mine" || params.get("claim") === "unclaimed" ? (params.get("claim") as "mine") : null,
  };
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const queue = useWorkQueue(filters);
  const items = useMemo(() => queue.data?.pages.flatMap((p) => p.items) ?? [], [queue.data]);
  const first = queue.data?.pages[0];
  const targets = first?.targets ?? DEFAULT_TARGET_MINUTES;
  const clientNow = useNow(30_000);
  // Ages are counted on the server's clock: the client's may be off.
  const skew = useRef(0);
  useEffect(() => {
    if (first) skew.current = Date.parse(first.now) - Date.now();
  }, [first]);
  const now = new Date(clientNow.getTime() + skew.current);

  const [announcement, setAnnouncement] = useState("");
  const say = useCallback((text: string) => setAnnouncement(text), []);
  const actions = useWorkActions(say);
  const canSettings = useCan("settings");

  // The selected item, kept by key across refreshes; when it goes (done here or by someone else), the item that
  // took its place is selected.
  const [selected, setSelected] = useState<string | null>(null);
  const lastIndex = useRef(0);
  const selectedIndex = items.findIndex((i) => keyOf(i) === selected);
  useEffect(() => {
    if (items.length === 0) return;
    if (selectedIndex >= 0) {
      lastIndex.current = selectedIndex;
      return;
    }
    const fallback = items[Math.min(lastIndex.current, items.length - 1)];
    setSelected(keyOf(fallback));
    // The selected card went (done, or finished by someone else): the keyboard stays in the list.
    if (typeof document !== "undefined" && document.activeElement === document.body) {
      requestAnimationFrame(() => cards.current.get(keyOf(fallback))?.focus());
    }
  }, [items, selectedIndex]);

  // New items, said once per refresh (what this admin finished is said by the action itself).
  const previous = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!queue.data) return;
    const keys = new Set(items.map(keyOf));
    const before = previous.current;
    previous.current = keys;
    if (!before) return;
    const added = [...keys].filter((k) => !before.has(k)).length;
    if (added) say(`${added} new item${added === 1 ? "" : "s"} in Today`);
  }, [queue.data, items, say]);

  const cards = useRef(new Map<string, HTMLDivElement>());
  const focusItem = (index: number) => {
    const item = items[index];
    if (!item) return;
    setSelected(keyOf(item));
    cards.current.get(keyOf(item))?.focus();
    cards.current.get(keyOf(item))?.scrollIntoView?.({ block: "nearest" });
  };
  const current = selectedIndex >= 0 ? items[selectedIndex] : undefined;
  useTodayShortcuts({
    next: () => focusItem(Math.min(items.length - 1, Math.max(0, selectedIndex + 1))),
    previous: () => focusItem(Math.max(0, selectedIndex - 1)),
    open: () => {
      if (current && !(current.claim && !current.claim.mine)) void actions.open(current);
    },
    done: () => {
      if (current && !(current.claim && !current.claim.mine)) void actions.done(current);
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          Today
        </Title>
        {canSettings ? (
          <Button size="xs" variant="default" onClick={() => openTargetsDialog()}>
            Targets
          </Button>
        ) : null}
      </Group>
      <CountsLine
        counts={first?.counts}
        kinds={kinds}
        active={filters.kind ?? null}
        onPick={(k) => setFilter("kind", k)}
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Select
          label="Kind"
          size="xs"
          w={150}
          data={[{ value: "", label: "All kinds" }, ...kinds.map((k) => ({ value: k, label: WORK_KIND_PLURALS[k] }))]}
          value={filters.kind ?? ""}
          onChange={(v) => setFilter("kind", v || null)}
          allowDeselect={false}
        />
        <Select
          label="Marketplace"
          size="xs"
          w={150}
          data={[
            { value: "", label: "All marketplaces" },
            ...MARKETPLACES.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] })),
          ]}
          value={filters.marketplace ?? ""}
          onChange={(v) => setFilter("marketplace", v || null)}
          allowDeselect={false}
        />
        <SegmentedControl
          size="xs"
          aria-label="Who holds it"
          data={[
            { value: "", label: "All" },
            { value: "mine", label: "Mine" },
            { value: "unclaimed", label: "Unclaimed" },
          ]}
          value={filters.claim ?? ""}
          onChange={(v) => setFilter("claim", v || null)}
        />
      </Group>
      <Group
        component="ul"
        gap="xs"
        wrap="wrap"
        aria-label="Keyboard shortcuts"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {Object.values(TODAY_SHORTCUTS).map((s) => (
          <Text component="li" key={s.shown} size="xs" c="dimmed">
            <Kbd size="xs">{s.shown}</Kbd> {s.label}
          </Text>
        ))}
      </Group>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="today-announcer">
        {announcement}
      </VisuallyHidden>
      {queue.isLoading ? (
        <Loader size="sm" aria-label="Loading Today" />
      ) : queue.isError ? (
        <Alert color="red">{errorText(queue.error, "Could not load Today")}</Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">
          Nothing waiting{filters.kind || filters.marketplace || filters.claim ? " here" : ""}. New work appears here by
          itself.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label="Today's work, most urgent first"
          style={{ listStyle: "none" }}
        >
          {items.map((item) => (
            <li key={keyOf(item)}>
              <WorkItemCard
                ref={(el) => {
                  if (el) cards.current.set(keyOf(item), el);
                  else cards.current.delete(keyOf(item));
                }}
                item={item}
                now={now}
                target={targets[item.kind]}
                selected={keyOf(item) === selected}
                onSelect={() => setSelected(keyOf(item))}
                onOpen={() => {
                  setSelected(keyOf(item));
                  void actions.open(item);
                }}
                onDone={() => {
                  setSelected(keyOf(item));
                  void actions.done(item);
                }}
                onRelease={() => void actions.release(item)}
              />
            </li>
          ))}
        </Stack>
      )}
      {queue.hasNextPage ? (
        <Button variant="default" size="xs" onClick={() => queue.fetchNextPage()} loading={queue.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}

/** Counts per kind, each a button that filters to it; overdue counts in red. */
function CountsLine(props: {
  counts: WorkCounts | undefined;
  kinds: WorkKind[];
  active: WorkKind | null;
  onPick: (kind: WorkKind | null) => void;
}) {
  if (!props.counts) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Work waiting, by kind">
      {props.kinds.map((k) => {
        const c = props.counts?.[k] ?? { total: 0, overdue: 0 };
        return (
          <Button
            key={k}
            size="compact-xs"
            variant={props.active === k ? "filled" : "light"}
            color={c.overdue ? "red" : "gray"}
            aria-pressed={props.active === k}
            data-testid={`count-${k}`}
            onClick={() => props.onPick(props.active === k ? null : k)}
          >
            {WORK_KIND_PLURALS[k]} {c.total}
            {c.overdue ? `, ${c.overdue} overdue` : ""}
          </Button>
        );
      })}
    </Group>
  );
}
