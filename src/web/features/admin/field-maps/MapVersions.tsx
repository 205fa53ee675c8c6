import { Badge, Button, Card, Code, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import type { FieldMapVersion } from "../../../../contract/field-maps.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { createdDate } from "../../../ui/format.ts";
import { useCan } from "../shared/permissions.ts";
import { useFieldMapVersion, useFieldMapVersions, useRevertFieldMap } from "./api.ts";

const KIND_WORDS: Record<FieldMapVersion["kind"], string> = {
  bundled: "Bundled",
  taught: "Taught",
  edited: "Edited",
  reverted: "Reverted",
};

/** Each marketplace's field map versions, newest first: what each changed, who and when; view one, revert to one. */
export function MapVersions() {
  const versions = useFieldMapVersions();
  const [viewing, setViewing] = useState<{ marketplace: Marketplace; version: number } | null>(null);
  if (versions.isLoading) return <Text c="dimmed">Loading the field maps...</Text>;
  if (versions.isError || !versions.data) {
    return <Text c="red">{errorText(versions.error, "Failed to load the field maps")}</Text>;
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Field maps
      </Title>
      <Text size="sm" c="dimmed">
        What the posting assistant knows of each marketplace's forms. Every admin's assistant takes the current version
        when it opens a form; teaching from its panel adds a version.
      </Text>
      {MARKETPLACES.map((m) => (
        <Card key={m} withBorder padding="sm" aria-label={`${MARKETPLACE_LABELS[m]} field map`}>
          <Text fw={600}>{MARKETPLACE_LABELS[m]}</Text>
          <List spacing="xs" size="sm" listStyleType="none" mt="xs">
            {versions.data
              .filter((v) => v.marketplace === m)
              .map((v) => (
                <VersionItem key={v.version} v={v} onView={() => setViewing({ marketplace: m, version: v.version })} />
              ))}
          </List>
        </Card>
      ))}
      <ViewVersion viewing={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

function VersionItem({ v, onView }: { v: FieldMapVersion; onView: () => void }) {
  const revert = useRevertFieldMap();
  // Changing which map every admin's assistant uses is an owner's setting (docs/decisions/161).
  const canChange = useCan("settings");
  const name = MARKETPLACE_LABELS[v.marketplace];
  const confirm = () =>
    modals.openConfirmModal({
      title: `Revert ${name}'s field map to version ${v.version}?`,
      children: <Text size="sm">A new version holding version {v.version}'s map becomes current for every admin.</Text>,
      labels: { confirm: "Revert", cancel: "Cancel" },
      onConfirm: () =>
        revert.mutate(
          { marketplace: v.marketplace, version: v.version },
          {
            onSuccess: (r) => toast({ title: `${name}'s field map reverted`, description: `Now version ${r.version}` }),
            onError: (err) =>
              toast({
                title: "Revert failed",
                description: errorText(err, "Please try again"),
                variant: "destructive",
              }),
          },
        ),
    });
  return (
    <List.Item data-testid="field-map-version">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Version {v.version}
        </Text>
        <Badge size="xs" variant="light">
          {KIND_WORDS[v.kind]}
        </Badge>
        {v.current ? (
          <Badge size="xs" color="green">
            Current
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed">
          {createdDate(v.createdAt)}
          {v.createdBy ? ` by ${v.createdBy}` : ""}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onView} aria-label={`View ${name} version ${v.version}`}>
          View
        </Button>
        {v.current || !canChange ? null : (
          <Button
            size="compact-xs"
            variant="light"
            onClick={confirm}
            loading={revert.isPending}
            aria-label={`Revert ${name} to version ${v.version}`}
          >
            Revert
          </Button>
        )}
      </Group>
      <Text size="xs">{v.changes.join("; ")}</Text>
    </List.Item>
  );
}

function ViewVersion(props: { viewing: { marketplace: Marketplace; version: number } | null; onClose: () => void }) {
  const map = useFieldMapVersion(props.viewing?.marketplace ?? "olx", props.viewing?.version ?? null);
  const title = props.viewing
    ? `${MARKETPLACE_LABELS[props.viewing.marketplace]} field map, version ${props.viewing.version}`
    : "";
  return (
    <Modal opened={props.viewing !== null} onClose={props.onClose} title={title} size="lg">
      {map.data ? (
        <Code block style={{ maxHeight: "60vh", overflow: "auto" }}>
          {JSON.stringify(map.data, null, 2)}
        </Code>
      ) : (
        <Text c="dimmed">Loading...</Text>
      )}
    </Modal>
  );
}
