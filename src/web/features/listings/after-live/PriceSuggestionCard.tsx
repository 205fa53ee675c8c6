import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconTrendingDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PriceSuggestionDto } from "../../../../contract/after-live.ts";
import type { ListingDto } from "../../../../contract/listings.ts";
import i18n from "../../../i18n/index.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { handleUnauthorized } from "../api.ts";
import { type DecideInput, useDecideSuggestion } from "./api.ts";
import { askAgainDays, dropPercent, reasonText } from "./reason.ts";

/** What the seller is told once the server has answered (the card itself is gone by then). */
function onDecided(listing: ListingDto, input: DecideInput, suggestion: PriceSuggestionDto) {
  if (input.decision === "decline") {
    toast({
      title: i18n.t("afterLive.declinedTitle"),
      description: i18n.t("afterLive.declinedText", { count: askAgainDays(suggestion) }),
    });
    return;
  }
  toast({
    title: i18n.t("afterLive.acceptedTitle", { price: formatRupees(listing.price) }),
    description: listing.updating.length > 0 ? i18n.t("afterLive.acceptedLive") : undefined,
  });
}

function onFailed(err: unknown, input: DecideInput) {
  if (handleUnauthorized(err)) return;
  toast({
    title: i18n.t(input.decision === "accept" ? "afterLive.acceptFailed" : "afterLive.declineFailed"),
    description: errorText(err, i18n.t("common.pleaseTryAgain")),
    variant: "destructive",
  });
}

/**
 * The open price suggestion of a listing (issue 30 item 3): the current and suggested prices, why, and one tap to
 * Accept (the price changes, and live ads get update tasks) or Decline (not asked again for N days). The seller's
 * price never changes without the Accept tap.
 */
export function PriceSuggestionCard({ listing }: { listing: ListingDto }) {
  const { t } = useTranslation();
  const suggestion = listing.suggestion;
  const decide = useDecideSuggestion({
    onSuccess: (l, input) => suggestion && onDecided(l, input, suggestion),
    onError: onFailed,
  });
  if (!suggestion) return null;
  const run = (decision: DecideInput["decision"]) =>
    decide.mutate({ listingId: listing.id, suggestionId: suggestion.id, decision });
  const busy = decide.isPending ? decide.variables?.decision : undefined;
  const percent = dropPercent(suggestion);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-yellow-light)"
      component="section"
      aria-label={t("afterLive.cardLabel", { title: listing.title })}
      data-testid="price-suggestion"
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconTrendingDown size={18} aria-hidden />
          <Text fw={600} size="sm">
            {t("afterLive.cardTitle")}
          </Text>
        </Group>
        <Group gap="md" wrap="wrap" align="baseline">
          <Text size="sm">
            {t("afterLive.current")}{" "}
            <Text span td="line-through" c="dimmed" data-testid="suggestion-current">
              {formatRupees(suggestion.currentPrice)}
            </Text>
          </Text>
          <Text size="sm">
            {t("afterLive.suggested")}{" "}
            <Text span fw={700} data-testid="suggestion-price">
              {formatRupees(suggestion.suggestedPrice)}
            </Text>
          </Text>
          {percent > 0 ? (
            <Badge color="yellow" variant="light" size="sm">
              {t("afterLive.percentOff", { percent })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {reasonText(suggestion.reason)}
        </Text>
        <Text size="xs" c="dimmed">
          {t("afterLive.onlyIfYouAccept")}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={() => run("accept")} loading={busy === "accept"} disabled={busy === "decline"}>
            {t("afterLive.accept", { price: formatRupees(suggestion.suggestedPrice) })}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => run("decline")}
            loading={busy === "decline"}
            disabled={busy === "accept"}
          >
            {t("afterLive.decline")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
