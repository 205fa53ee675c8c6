import { Card, Progress, ScrollArea, Table, Text, Title } from "@mantine/core";
import type { GrowthDay } from "../../../../contract/analytics.ts";
import { createdDate } from "../../../ui/format.ts";
import { dayRate } from "./report.ts";

/** The Daily Growth Breakdown, newest day first, in the admin lists' 600 px scroll area. */
export function DailyGrowthTable({ days }: { days: GrowthDay[] }) {
  const newestFirst = [...days].reverse();
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        Daily Growth Breakdown
      </Title>
      {days.every((d) => d.newUsers === 0) ? (
        <Text c="dimmed">No growth data available for this period</Text>
      ) : (
        <ScrollArea.Autosize
          mah={600}
          type="auto"
          // Scrolls on its own: a keyboard reaches it, a screen reader names it (issue 25 item 2).
          viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Daily Growth Breakdown" }}
        >
          <Table striped aria-label="Daily Growth Breakdown" miw={420}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>New</Table.Th>
                <Table.Th>Referred</Table.Th>
                <Table.Th>Organic</Table.Th>
                <Table.Th>Referral rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newestFirst.map((d) => {
                const rate = dayRate(d);
                return (
                  <Table.Tr key={d.date}>
                    <Table.Td>{createdDate(d.date)}</Table.Td>
                    <Table.Td>{d.newUsers}</Table.Td>
                    <Table.Td>{d.referredUsers}</Table.Td>
                    <Table.Td>{d.organicUsers}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{rate.toFixed(1)}%</Text>
                      <Progress value={rate} size="sm" aria-label={`Referral rate ${rate.toFixed(1)}%`} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
}
