import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { DEFAULT_METRICS_RANGE, type MetricsRange } from "../../../../contract/ranges.ts";
import { errorText } from "../../../lib/api.ts";
import { Spinner } from "../../../ui/Spinner.tsx";
import { StatCards } from "../growth/StatCards.tsx";
import { RangePicker } from "../shared/RangePicker.tsx";
import { businessCsvUrl, useBusinessNumbers } from "./api.ts";
import { days, duration, num, pct } from "./format.ts";
import { NumbersTable } from "./NumbersTable.tsx";

const SoldChart = lazy(() => import("./SoldChart.tsx"));

/**
 * The business's numbers (issue 48 item 2, docs/decisions/207): what sells, where and how fast, for owners and
 * managers. Every figure comes from the listings' history; a dash is a figure nothing in the period backs.
 */
export default function AnalyticsTab() {
  const [range, setRange] = useState<MetricsRange>(DEFAULT_METRICS_RANGE);
  const numbers = useBusinessNumbers(range);
  const n = numbers.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <RangePicker range={range} onChange={setRange} />
        <Anchor href={businessCsvUrl(range)} download size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={14} aria-hidden /> Export CSV
          </Group>
        </Anchor>
      </Group>
      {!n && numbers.isLoading ? (
        <Spinner label="Loading the business's numbers" />
      ) : !n ? (
        <Text c="red">{errorText(numbers.error, "Could not load the business's numbers")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {n.from ? `From ${n.from} to ${n.today}` : `All time, to ${n.today}`} ({n.timeZone}). Sell-through is sales
            for every 100 listings put on sale in the period; medians are the middle value.
          </Text>
          <StatCards
            items={[
              { label: "Listed", value: String(n.total.listed), hint: `${n.total.liveListings} live in the period` },
              { label: "Sold", value: String(n.total.sold), hint: `Sell-through ${pct(n.total.sellThrough)}` },
              { label: "Median days to sell", value: days(n.total.medianDaysToSell) },
              {
                label: "Price realisation",
                value: pct(n.total.soldVsAsking),
                hint: `of asking; ${pct(n.total.soldVsMarket)} of the market price`,
              },
              {
                label: "Offers per live listing",
                value: num(n.total.offersPerLive),
                hint: `${num(n.total.questionsPerLive)} questions per live listing`,
              },
              {
                label: "Post to ad live",
                value: duration(n.total.medianHoursToLive),
                hint: `median of ${n.total.adsLive} ads`,
              },
              {
                label: "Sale to every ad down",
                value: duration(n.total.medianHoursToAdsDown),
                hint: `${n.total.adsStillUp} sales with an ad still up`,
              },
              {
                label: "Sale to payout",
                value: duration(n.total.medianHoursToPayout),
                hint: `${n.total.payoutsPending} payouts pending`,
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {[
              { title: "Listed and sold by marketplace", rows: n.byMarketplace },
              { title: "Listed and sold by category", rows: n.byCategory },
            ].map((chart) => (
              <Card withBorder radius="md" key={chart.title}>
                <Title order={3} size="h5" mb="xs">
                  {chart.title}
                </Title>
                {chart.rows.every((r) => r.listed + r.sold === 0) ? (
                  <Text c="dimmed">Nothing listed or sold in this period</Text>
                ) : (
                  <Suspense fallback={<Spinner size="sm" label="Loading the chart" />}>
                    <SoldChart rows={chart.rows} label={chart.title} />
                  </Suspense>
                )}
              </Card>
            ))}
          </SimpleGrid>
          <NumbersTable title="By marketplace" first="Marketplace" rows={n.byMarketplace} />
          <NumbersTable title="By category" first="Category" rows={n.byCategory} />
        </>
      )}
    </Stack>
  );
}
