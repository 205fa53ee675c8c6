import { Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Performance, PerformanceTip } from "../../../contract/performance.ts";
import { GOOD_PHOTO_COUNT } from "../../../contract/performance-rules.ts";
import { formatRupees } from "../../ui/format.ts";
import { formatDay, formatDays } from "./format.ts";

function Tip({ tip }: { tip: PerformanceTip }) {
  const { t } = useTranslation();
  if (tip.kind === "price") {
    const price = formatRupees(tip.suggestedPrice);
    return (
      <>
        {tip.source === "suggestion"
          ? t("performance.tryPriceSuggestion", { price })
          : t("performance.tryPriceMarket", { price })}
      </>
    );
  }
  return (
    <>
      {tip.photoCount < GOOD_PHOTO_COUNT
        ? t("performance.tryMorePhotos", { count: tip.photoCount })
        : t("performance.tryBetterPhoto")}
    </>
  );
}

/** Live items nobody has asked about in 14 days, each with what to try and a way to do it. */
export function NoInterest({ quiet }: { quiet: Performance["noInterest"] }) {
  const { t } = useTranslation();
  const more = quiet.total - quiet.items.length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="perf-quiet">
      <Title order={3} size="h4" id="perf-quiet">
        {t("performance.noInterestTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("performance.noInterestText")}
      </Text>
      {quiet.items.length === 0 ? (
        <Text size="sm">{t("performance.noInterestNone")}</Text>
      ) : (
        <Stack gap="sm">
          {quiet.items.map((item) => (
            <div key={item.id} data-testid="no-interest-item">
              <Anchor
                component={Link}
                to={`/edit-listing/${item.id}`}
                fw={600}
                aria-label={t("performance.editListing", { title: item.title })}
              >
                {item.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatRupees(item.price)} · {t("performance.onSaleFor", { days: formatDays(item.daysListed) })} ·{" "}
                {item.lastInterestDay
                  ? t("performance.lastInterest", { date: formatDay(item.lastInterestDay) })
                  : t("performance.noInterestYet")}
              </Text>
              <List size="sm" spacing={0}>
                {item.tips.map((tip) => (
                  <List.Item key={tip.kind}>
                    <Tip tip={tip} />
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
          {more > 0 ? <Text size="sm">{t("performance.noInterestMore", { count: more })}</Text> : null}
        </Stack>
      )}
    </Card>
  );
}
