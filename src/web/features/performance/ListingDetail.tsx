import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SimilarItems, TimelineEvent } from "../../../contract/performance.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useListingDetail } from "./api.ts";
import { formatDay, formatDays, formatPercent, marketplaceName } from "./format.ts";

const EVENT_KEYS = {
  listed: "performance.evListed",
  relisted: "performance.evRelisted",
  withdrawn: "performance.evWithdrawn",
  sold: "performance.evSold",
  sale_undone: "performance.evSaleUndone",
  live: "performance.evLive",
  renewed: "performance.evRenewed",
  ad_ended: "performance.evAdEnded",
  taken_down: "performance.evTakenDown",
  ad_back: "performance.evAdBack",
  price: "performance.evPrice",
  offer: "performance.evOffer",
  question: "performance.evQuestion",
  paid: "performance.evPaid",
} as const satisfies Record<TimelineEvent["kind"], string>;

function EventText({ e }: { e: TimelineEvent }) {
  const { t } = useTranslation();
  return (
    <>
      {t(EVENT_KEYS[e.kind], {
        amount: formatRupees(e.amount),
        marketplace: marketplaceName(e.marketplace),
        from: formatRupees(e.previousAmount),
        to: formatRupees(e.amount),
      })}
    </>
  );
}

function Similar({ s }: { s: SimilarItems }) {
  const { t } = useTranslation();
  if (!s.enough || s.medianDaysToSell === null || s.soldVsAsking === null)
    return <Text size="sm">{t("performance.notEnough")}</Text>;
  const band =
    s.band.max === null
      ? t("performance.bandFrom", { min: formatRupees(s.band.min) })
      : t("performance.bandUpTo", { min: formatRupees(s.band.min), max: formatRupees(s.band.max) });
  const what =
    s.basis === "itemType"
      ? t("performance.similarType", { band })
      : t("performance.similarCategory", { band, category: t(`categories.${s.value}` as "categories.other") });
  return (
    <Text size="sm">
      {what}{" "}
      {t("performance.similarSold", { days: formatDays(s.medianDaysToSell), share: formatPercent(s.soldVsAsking) })}
    </Text>
  );
}

/** One listing's timeline and how similar items sold, asked for when the seller opens it. */
export function ListingDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useListingDetail(id, true);
  if (detail.isLoading) return <Spinner size="sm" label={t("performance.loading")} />;
  if (detail.isError || !detail.data)
    return <Text c="red">{errorText(detail.error, t("performance.detailFailed"))}</Text>;
  const { timeline, similar } = detail.data;
  return (
    <Stack gap="xs" mt="xs">
      <Title order={4} size="h5">
        {t("performance.timelineTitle")}
      </Title>
      <List size="sm" spacing={2}>
        {timeline.map((e, i) => (
          // Events of one listing in their order (two can share a kind and a day): the list is never reordered.
          <List.Item key={i}>
            <Text span size="sm" c="dimmed">
              {formatDay(e.day)}
            </Text>{" "}
            <EventText e={e} />
          </List.Item>
        ))}
      </List>
      <Title order={4} size="h5">
        {t("performance.similarTitle")}
      </Title>
      <Similar s={similar} />
    </Stack>
  );
}
