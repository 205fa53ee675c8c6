import { Alert, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { FIELD_LABELS } from "../../../../contract/field-maps.ts";
import { errorText } from "../../../lib/api.ts";
import { createdDate } from "../../../ui/format.ts";
import { useAssistantHealth } from "./api.ts";

/** Per marketplace and field over 7 days: filled, healed, taught, missed; a field filled yesterday and missed today first. */
export function AssistantHealth() {
  const health = useAssistantHealth();
  if (health.isLoading) return <Text c="dimmed">Loading the assistant's health...</Text>;
  if (health.isError || !health.data) {
    return <Text c="red">{errorText(health.error, "Failed to load the assistant's health")}</Text>;
  }
  const rows = health.data;
  const flagged = rows.filter((r) => r.flagged);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Assistant health (7 days)
      </Title>
      {flagged.length ? (
        <Alert color="red" title="A marketplace may have changed its form">
          {flagged.map((r) => `${FIELD_LABELS[r.field]} on ${MARKETPLACE_LABELS[r.marketplace]}`).join(", ")}: filled
          yesterday, missed today. Teach it from the assistant's panel on the marketplace's page.
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <Text c="dimmed">No runs of the assistant in the last 7 days.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label="Assistant health">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Marketplace</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Filled</Table.Th>
                <Table.Th>Healed</Table.Th>
                <Table.Th>Taught</Table.Th>
                <Table.Th>Missed</Table.Th>
                <Table.Th>Last filled</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.marketplace}:${r.field}`} data-flagged={r.flagged || undefined}>
                  <Table.Td>{MARKETPLACE_LABELS[r.marketplace]}</Table.Td>
                  <Table.Td>
                    {FIELD_LABELS[r.field]}{" "}
                    {r.flagged ? (
                      <Badge color="red" size="xs">
                        missed today
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{r.filled}</Table.Td>
                  <Table.Td>{r.healed}</Table.Td>
                  <Table.Td>{r.taught}</Table.Td>
                  <Table.Td>{r.missed}</Table.Td>
                  <Table.Td>{r.lastFilledAt ? createdDate(r.lastFilledAt) : "never"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
