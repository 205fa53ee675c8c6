import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import type { BusinessRow } from "../../../../contract/business-numbers.ts";
import { rowName } from "./format.ts";

/**
 * Listed and sold per marketplace or category. Its own chunk: loaded only when the Analytics tab opens. A picture
 * with its name to assistive technology; the same figures are the table below it.
 */
export default function SoldChart({ rows, label }: { rows: BusinessRow[]; label: string }) {
  return (
    <BarChart
      h={220}
      data={rows.map((r) => ({ name: rowName(r), Listed: r.listed, Sold: r.sold }))}
      dataKey="name"
      series={[
        { name: "Listed", color: "gray.5" },
        { name: "Sold", color: "teal.6" },
      ]}
      yAxisProps={{ allowDecimals: false }}
      tickLine="y"
      withLegend
      role="img"
      aria-label={label}
    />
  );
}
