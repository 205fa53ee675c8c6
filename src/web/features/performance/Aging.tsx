import { Card, Group, List, Text, Title } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { Performance } from "../../../contract/performance.ts";
import { LazyChart } from "./charts/LazyChart.tsx";
import { agingLabel } from "./format.ts";

const AgingChart = lazy(() => import("./charts/AgingChart.tsx"));

/** Live items by days on sale: the counts as a list, and as a chart. */
export function Aging({ aging }: { aging: Performance["aging"] }) {
  const { t } = useTranslation();
  const live = aging.reduce((n, a) => n + a.count, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-aging">
      <Title order={3} size="h4" id="perf-aging">
        {t("performance.agingTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("performance.agingText")}
      </Text>
      {live === 0 ? (
        <Text size="sm">{t("performance.agingEmpty")}</Text>
      ) : (
        <>
          <LazyChart height={180} loading={t("performance.chartLoading")}>
            <AgingChart aging={aging} />
          </LazyChart>
          <List size="sm" spacing={2} mt="sm" listStyleType="none">
            {aging.map((a) => (
              <List.Item key={a.bucket}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <span>{agingLabel(a.bucket)}</span>
                  <Text span fw={600} size="sm" data-testid={`aging-${a.bucket}`}>
                    {t("performance.items", { count: a.count })}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
