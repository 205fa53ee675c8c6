import { Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DEFAULT_METRICS_RANGE, METRICS_RANGES, type MetricsRange } from "../../../contract/ranges.ts";
import { errorText } from "../../lib/api.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { tabHref } from "../seller-home/tabs.ts";
import { Aging } from "./Aging.tsx";
import { usePerformance } from "./api.ts";
import { Cohorts } from "./Cohorts.tsx";
import { ListingList } from "./ListingList.tsx";
import { NoInterest } from "./NoInterest.tsx";
import { Overview } from "./Overview.tsx";

const RANGE_KEYS = {
  "7d": "performance.range7d",
  "30d": "performance.range30d",
  "90d": "performance.range90d",
  all: "performance.rangeAll",
} as const satisfies Record<MetricsRange, string>;

function RangePicker({ range, onChange }: { range: MetricsRange; onChange: (r: MetricsRange) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="group" aria-label={t("performance.periodLabel")}>
      {METRICS_RANGES.map((r) => (
        <Button
          key={r}
          size="xs"
          variant={r === range ? "filled" : "default"}
          aria-pressed={r === range}
          onClick={() => onChange(r)}
        >
          {t(RANGE_KEYS[r])}
        </Button>
      ))}
    </Group>
  );
}

function NothingYet() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" ta="center">
      <Title order={3} size="h4">
        {t("performance.emptyTitle")}
      </Title>
      <Text c="dimmed" my="xs">
        {t("performance.emptyText")}
      </Text>
      <Button component={Link} to={tabHref("create")}>
        {t("performance.createFirst")}
      </Button>
    </Card>
  );
}

/**
 * How my listings are doing (issue 48 item 1): the seller's own figures, phone first - what is on sale and sells,
 * what nobody asks about, the money, then each listing with its timeline and how similar items sold.
 */
export default function PerformancePage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<MetricsRange>(DEFAULT_METRICS_RANGE);
  const perf = usePerformance(range);
  const p = perf.data;
  return (
    <Container size="lg" py="xl" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Title order={2}>{t("performance.title")}</Title>
        <Text size="sm" c="dimmed">
          {t("performance.intro")}
        </Text>
        {p && p.counts.listed === 0 ? (
          <NothingYet />
        ) : (
          <>
            <RangePicker range={range} onChange={setRange} />
            {!p && perf.isLoading ? (
              <Spinner label={t("performance.loading")} />
            ) : !p ? (
              <Text c="red">{errorText(perf.error, t("performance.loadFailed"))}</Text>
            ) : (
              <>
                <Overview p={p} />
                <NoInterest quiet={p.noInterest} />
                <Cohorts cohorts={p.cohorts} />
                <Aging aging={p.aging} />
                <ListingList />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
