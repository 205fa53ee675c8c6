import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import type { GrowthDay } from "../../../../contract/analytics.ts";

/**
 * Daily new users split referred / organic. Its own chunk: loaded only when the Community Growth tab opens. A picture
 * with its name to assistive technology (an `aria-label` needs a role); the same figures are the daily table's text.
 */
export default function GrowthChart({ data }: { data: GrowthDay[] }) {
  return (
    <BarChart
      h={240}
      data={data.map((d) => ({ date: d.date.slice(5), Referred: d.referredUsers, Organic: d.organicUsers }))}
      dataKey="date"
      type="stacked"
      series={[
        { name: "Referred", color: "teal.6" },
        { name: "Organic", color: "gray.5" },
      ]}
      tickLine="y"
      withLegend
      role="img"
      aria-label="Daily new users, referred and organic"
    />
  );
}
