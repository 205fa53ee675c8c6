import { Card, Table, Text, Title } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { Performance } from "../../../contract/performance.ts";
import { LazyChart } from "./charts/LazyChart.tsx";
import { formatMonth, formatPercent } from "./format.ts";

const CohortChart = lazy(() => import("./charts/CohortChart.tsx"));

/** Sell-through by month listed: a table (the figures, for everyone) and its chart. */
export function Cohorts({ cohorts }: { cohorts: Performance["cohorts"] }) {
  const { t } = useTranslation();
  const windows = cohorts[0]?.windows.map((w) => w.days) ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-cohorts">
      <Title order={3} size="h4" id="perf-cohorts">
        {t("performance.cohortsTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("performance.cohortsText")}
      </Text>
      {cohorts.length === 0 ? (
        <Text size="sm">{t("performance.cohortsEmpty")}</Text>
      ) : (
        <>
          <LazyChart height={220} loading={t("performance.chartLoading")}>
            <CohortChart cohorts={cohorts} />
          </LazyChart>
          <Table fz="sm" layout="fixed" mt="sm" verticalSpacing={4} horizontalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("performance.month")}</Table.Th>
                <Table.Th>{t("performance.listed")}</Table.Th>
                {windows.map((days) => (
                  <Table.Th key={days}>{t("performance.within", { days })}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cohorts.map((c) => (
                <Table.Tr key={c.month}>
                  <Table.Td>{formatMonth(c.month)}</Table.Td>
                  <Table.Td>{c.listed}</Table.Td>
                  {c.windows.map((w) => {
                    const share = w.share === null ? "—" : formatPercent(w.share);
                    return (
                      <Table.Td key={w.days}>{w.final ? share : t("performance.soFar", { value: share })}</Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
