import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Performance } from "../../../contract/performance.ts";
import { formatRupees } from "../../ui/format.ts";
import { StatCard } from "../../ui/StatCard.tsx";
import { formatDay, formatDays, formatPercent } from "./format.ts";

/** Where the seller's listings are, the period's sell-through and days to sell, and the money. */
export function Overview({ p }: { p: Performance }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <section aria-labelledby="perf-counts">
        <Title order={3} size="h4" mb="xs" id="perf-counts">
          {t("performance.countsTitle")}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard id="listed" label={t("performance.listed")} value={String(p.counts.listed)} />
          <StatCard id="live" label={t("performance.live")} value={String(p.counts.live)} />
          <StatCard id="sold" label={t("performance.sold")} value={String(p.counts.sold)} />
          <StatCard id="withdrawn" label={t("performance.withdrawn")} value={String(p.counts.withdrawn)} />
        </SimpleGrid>
      </section>
      <section aria-labelledby="perf-period">
        <Title order={3} size="h4" id="perf-period">
          {t("performance.periodTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {p.from ? t("performance.periodFrom", { date: formatDay(p.from) }) : t("performance.periodAll")}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <StatCard
            id="sell-through"
            label={t("performance.sellThrough")}
            value={p.period.sellThrough === null ? "—" : formatPercent(p.period.sellThrough)}
            hint={
              p.period.sellThrough === null
                ? t("performance.noSellThrough")
                : t("performance.sellThroughText", { sold: p.period.sold, listed: p.period.listed })
            }
          />
          <StatCard
            id="days-to-sell"
            label={t("performance.medianDays")}
            value={p.period.medianDaysToSell === null ? "—" : formatDays(p.period.medianDaysToSell, true)}
            hint={p.period.medianDaysToSell === null ? t("performance.noSales") : t("performance.medianDaysText")}
          />
        </SimpleGrid>
      </section>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-money">
        <Title order={3} size="h4" mb="xs" id="perf-money">
          {t("performance.moneyTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Money label={t("performance.earnings")} amount={p.money.earnings} id="earnings" />
          <Money
            label={t("performance.pending")}
            amount={p.money.pendingAmount}
            id="pending"
            note={t("performance.sales", { count: p.money.pendingCount })}
          />
          <Money
            label={t("performance.paid")}
            amount={p.money.paidAmount}
            id="paid"
            note={t("performance.sales", { count: p.money.paidCount })}
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

function Money({ label, amount, note, id }: { label: string; amount: string; note?: string; id: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`stat-${id}`}>
        {formatRupees(amount)}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </div>
  );
}
