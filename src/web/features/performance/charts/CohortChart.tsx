import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import type { Performance } from "../../../../contract/performance.ts";
import { formatMonth } from "../format.ts";

/**
 * Sell-through by month listed as bars (its own chunk: loaded only on the performance screen, when it comes into
 * view). A picture with its name to assistive technology; the same figures are the table beside it.
 */
export default function CohortChart({ cohorts }: { cohorts: Performance["cohorts"] }) {
  const { t } = useTranslation();
  const names = cohorts[0]?.windows.map((w) => t("performance.within", { days: w.days })) ?? [];
  return (
    <BarChart
      h={220}
      data={cohorts.map((c) => ({
        month: formatMonth(c.month),
        ...Object.fromEntries(c.windows.map((w, i) => [names[i], w.share ?? 0])),
      }))}
      dataKey="month"
      series={names.map((name, i) => ({ name, color: ["teal.3", "teal.5", "teal.8"][i] }))}
      unit="%"
      yAxisProps={{ domain: [0, 100] }}
      tickLine="y"
      withLegend
      role="img"
      aria-label={t("performance.cohortsChart")}
    />
  );
}
