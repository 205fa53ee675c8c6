import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import dayjs from "dayjs";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "../../../../contract/audit.ts";
import { changedValues, subjectOf } from "./changes.ts";

/** One audit entry: when, who (a click filters by them), what, on which listing or sale, and what changed. */
export function ActivityEntry(props: { entry: AuditEntry; onActor: (id: string) => void }) {
  const e = props.entry;
  const changes = changedValues(e.before, e.after);
  return (
    <Card withBorder padding="xs" data-testid="activity-entry">
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{AUDIT_ACTION_LABELS[e.action]}</Badge>
          <Text size="sm" fw={600}>
            <Anchor component="button" type="button" size="sm" onClick={() => props.onActor(e.actorId)}>
              {e.actorName}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            {dayjs(e.at).format("MMM D, YYYY HH:mm:ss")}
          </Text>
          <Text size="xs" c="dimmed">
            {subjectOf(e)}
          </Text>
        </Group>
        {changes.map((c) => (
          <Text key={c} size="sm" style={{ overflowWrap: "anywhere" }}>
            {c}
          </Text>
        ))}
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          Request {e.requestId} · {e.ip}
        </Text>
      </Stack>
    </Card>
  );
}
