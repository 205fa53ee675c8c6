import { Card, ScrollArea, Table, Text, Title } from "@mantine/core";
import type { BusinessRow } from "../../../../contract/business-numbers.ts";
import { days, duration, num, pct, rowName } from "./format.ts";

const COLUMNS: Array<{ title: string; value: (r: BusinessRow) => string }> = [
  { title: "Listed", value: (r) => String(r.listed) },
  { title: "Sold", value: (r) => String(r.sold) },
  { title: "Sell-through", value: (r) => pct(r.sellThrough) },
  { title: "Median days to sell", value: (r) => days(r.medianDaysToSell) },
  { title: "Sold ÷ asking", value: (r) => pct(r.soldVsAsking) },
  { title: "Sold ÷ market price", value: (r) => pct(r.soldVsMarket) },
  { title: "Live listings", value: (r) => String(r.liveListings) },
  { title: "Offers per live", value: (r) => num(r.offersPerLive) },
  { title: "Questions per live", value: (r) => num(r.questionsPerLive) },
  { title: "Post to ad live", value: (r) => duration(r.medianHoursToLive) },
  { title: "Sale to ads down", value: (r) => duration(r.medianHoursToAdsDown) },
  { title: "Ads still up", value: (r) => String(r.adsStillUp) },
  { title: "Sale to payout", value: (r) => duration(r.medianHoursToPayout) },
  { title: "Payouts pending", value: (r) => String(r.payoutsPending) },
];

/** One grouping of the numbers (by marketplace, by category) as a table that scrolls on its own on a phone. */
export function NumbersTable({ title, rows, first }: { title: string; rows: BusinessRow[]; first: string }) {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Nothing listed, sold or asked about in this period</Text>
      ) : (
        <ScrollArea
          type="auto"
          // Scrolls on its own: a keyboard reaches it, a screen reader names it (issue 25 item 2).
          viewportProps={{ tabIndex: 0, role: "region", "aria-label": title }}
        >
          <Table striped miw={1100} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{first}</Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Th key={c.title}>{c.title}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Th scope="row">{rowName(r)}</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Td key={c.title}>{c.value(r)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
