import { Button, Card, Center, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { DEFAULT_METRICS_RANGE, type MetricsRange } from "../../../../contract/analytics.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { Spinner } from "../../../ui/Spinner.tsx";
import { useCommunityMetrics } from "../../referrals/admin-api.ts";
import { RangePicker } from "../shared/RangePicker.tsx";
import { DailyGrowthTable } from "./DailyGrowthTable.tsx";
import { csvReport, downloadFile, reportFileName, textReport } from "./report.ts";
import { StatCards } from "./StatCards.tsx";
import { TopSources } from "./TopSources.tsx";

const GrowthChart = lazy(() => import("./GrowthChart.tsx"));

/** Admin tab 7: the Community Growth Analytics panel (spec section 2). */
export default function CommunityGrowthTab() {
  const [range, setRange] = useState<MetricsRange>(DEFAULT_METRICS_RANGE);
  const metrics = useCommunityMetrics(range);
  const m = metrics.data;

  const exportAs = (ext: "txt" | "csv") => {
    if (!m) return;
    downloadFile(
      reportFileName(range, ext),
      ext === "txt" ? textReport(m) : csvReport(m),
      ext === "txt" ? "text/plain;charset=utf-8" : "text/csv;charset=utf-8",
    );
    toast({ title: "Report downloaded" });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <RangePicker range={range} onChange={setRange} />
        <Group gap={6}>
          <Button size="xs" leftSection={<IconDownload size={14} />} onClick={() => exportAs("txt")} disabled={!m}>
            Export Report
          </Button>
          <Button size="xs" variant="light" onClick={() => exportAs("csv")} disabled={!m}>
            Export CSV
          </Button>
        </Group>
      </Group>
      {metrics.isLoading ? (
        <Center py="xl">
          <Text c="dimmed">Loading community analytics...</Text>
        </Center>
      ) : metrics.isError ? (
        <Text c="red">{errorText(metrics.error, "No analytics data available")}</Text>
      ) : !m ? (
        <Text c="dimmed">No analytics data available</Text>
      ) : (
        <>
          <StatCards
            items={[
              { label: "Total Users", value: String(m.totalUsers) },
              { label: "Total Referrals", value: String(m.totalReferrals) },
              { label: "Active Referrers", value: String(m.activeReferrers) },
              {
                label: "Conversion Rate",
                value: `${m.conversionRate.toFixed(1)}%`,
                hint: `${m.avgReferralsPerUser.toFixed(2)} referrals per referrer`,
              },
            ]}
          />
          <Card withBorder radius="md">
            <Title order={3} size="h5" mb="xs">
              New users per day
            </Title>
            <Suspense fallback={<Spinner size="sm" label="Loading the chart" />}>
              <GrowthChart data={m.growthData} />
            </Suspense>
          </Card>
          <TopSources sources={m.topReferralSources} />
          <DailyGrowthTable days={m.growthData} />
        </>
      )}
    </Stack>
  );
}
