import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import type { Performance } from "../../../../contract/performance.ts";
import { agingLabel } from "../format.ts";

/** Live items by days on sale as bars (its own chunk, as CohortChart); the same figures are the list beside it. */
export default function AgingChart({ aging }: { aging: Performance["aging"] }) {
  const { t } = useTranslation();
  const name = t("performance.live");
  return (
    <BarChart
      h={180}
      data={aging.map((a) => ({ bucket: agingLabel(a.bucket), [name]: a.count }))}
      dataKey="bucket"
      series={[{ name, color: "teal.6" }]}
      yAxisProps={{ allowDecimals: false }}
      tickLine="y"
      role="img"
      aria-label={t("performance.agingChart")}
    />
  );
}
