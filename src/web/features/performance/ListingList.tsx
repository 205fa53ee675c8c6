import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListingPerformance } from "../../../contract/performance.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useListingPages } from "./api.ts";
import { formatDay, formatDays, formatPercent, marketplaceName } from "./format.ts";
import { ListingDetail } from "./ListingDetail.tsx";

const STATE_KEYS = {
  draft: "listings.draft",
  active: "performance.live",
  sold: "listings.stateSold",
  withdrawn: "performance.withdrawn",
} as const;

function ListingRow({ l }: { l: ListingPerformance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const days = formatDays(l.daysListed);
  const interest = [
    l.offers.count > 0
      ? `${t("performance.offers", { count: l.offers.count })}${
          l.offers.best && l.offers.bestVsAsking !== null
            ? `, ${t("performance.bestOffer", { amount: formatRupees(l.offers.best), share: formatPercent(l.offers.bestVsAsking) })}`
            : ""
        }`
      : null,
    l.questions.count > 0 ? t("performance.questions", { count: l.questions.count }) : null,
    l.lastInterestDay
      ? t("performance.lastInterest", { date: formatDay(l.lastInterestDay) })
      : t("performance.noInterestYet"),
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="performance-listing">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {l.title}
        </Text>
        <Badge variant="light" color={l.state === "active" ? "teal" : "gray"} style={{ flexShrink: 0 }}>
          {t(STATE_KEYS[l.state])}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {formatRupees(l.price)} ·{" "}
        {l.state === "active" ? t("performance.onSaleFor", { days }) : t("performance.wasOnSale", { days })}
      </Text>
      <Text size="sm">
        {l.live.length === 0
          ? t("performance.notLiveYet")
          : l.live
              .map((m) =>
                t(m.liveNow ? "performance.liveNowOn" : "performance.liveOn", {
                  marketplace: marketplaceName(m.marketplace),
                  days: t("performance.days", { count: m.days }),
                }),
              )
              .join(" · ")}
      </Text>
      <Text size="sm">{interest.join(" · ")}</Text>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        aria-expanded={open}
        aria-controls={panel}
        aria-label={t("performance.detailsFor", { title: l.title })}
        onClick={() => setOpen((o) => !o)}
        style={{ alignSelf: "flex-start" }}
      >
        {t("performance.showDetails")}
      </Button>
      <div id={panel}>{open ? <ListingDetail id={l.id} /> : null}</div>
    </Card>
  );
}

/** Every listing the seller has put on sale, newest first, a page at a time. */
export function ListingList() {
  const { t } = useTranslation();
  const pages = useListingPages();
  return (
    <section aria-labelledby="perf-listings">
      <Title order={3} size="h4" mb="xs" id="perf-listings">
        {t("performance.listingsTitle")}
      </Title>
      {pages.isLoading ? (
        <Spinner size="sm" label={t("performance.loading")} />
      ) : pages.isError && pages.items.length === 0 ? (
        <Text c="red">{errorText(pages.error, t("performance.loadFailed"))}</Text>
      ) : pages.items.length === 0 ? (
        <Text size="sm">{t("performance.listingsEmpty")}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {pages.items.map((l) => (
            <ListingRow key={l.id} l={l} />
          ))}
        </Stack>
      )}
      {pages.hasNextPage ? (
        <Button variant="default" mt="sm" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t("performance.showMore")}
        </Button>
      ) : null}
    </section>
  );
}
