import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconCurrencyRupee } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import type { ListingDto } from "../../../../contract/listings.ts";
import type { OfferAnswerInput, OfferView } from "../../../../contract/offers.ts";
import { apiJson, errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { messagesKey, unreadCountKey } from "../../messages/api.ts";
import { handleUnauthorized, listingKey, listingsKey } from "../api.ts";

/**
 * Answers an offer; the answer is the listing as it now is (issue 42 item 2). The notice that asked is read now
 * (the server marks it): the inbox and its badge are fetched again.
 */
function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, ...body }: OfferAnswerInput & { offerId: string }) =>
      apiJson<ListingDto>("POST", `/api/offers/${encodeURIComponent(offerId)}/answer`, body),
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKey(listing.id), listing);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listingsKey }),
        queryClient.invalidateQueries({ queryKey: messagesKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey }),
      ]);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}

/**
 * Buyers' offers on a listing, highest first. An open one asks the seller: Accept, Counter (an amount) or Decline -
 * one tap each. Decided ones stay listed with what happened.
 */
export function OffersCard({ listing }: { listing: ListingDto }) {
  const { t } = useTranslation();
  if (listing.offers.length === 0) return null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t("offers.cardLabel", { title: listing.title })}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconCurrencyRupee size={18} aria-hidden />
          <Text fw={600} size="sm">
            {t("offers.title")}
          </Text>
        </Group>
        {listing.offers.map((o) => (
          <OfferLine key={o.id} offer={o} />
        ))}
      </Stack>
    </Paper>
  );
}

function OfferLine({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer();
  const [countering, setCountering] = useState(false);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const where = MARKETPLACE_LABELS[offer.marketplace];
  const send = (body: OfferAnswerInput) =>
    answer.mutate(
      { offerId: offer.id, ...body },
      {
        onSuccess: () => toast({ title: t("offers.sent") }),
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          setError(errorText(err, t("common.pleaseTryAgain")));
        },
      },
    );
  return (
    <Stack gap={4} data-testid="seller-offer">
      <Text size="sm">
        {t("offers.line", { amount: formatRupees(offer.amount), marketplace: where })}{" "}
        <Text span c="dimmed" size="sm">
          {t(`offers.state.${offer.status}`, { amount: formatRupees(offer.counterAmount ?? "") })}
        </Text>
      </Text>
      {offer.status === "open" ? (
        countering ? (
          <Group gap="xs" align="flex-start">
            <TextInput
              aria-label={t("offers.counterAmount")}
              placeholder={t("offers.counterAmount")}
              leftSection="₹"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={error}
              w={160}
            />
            <Button size="sm" loading={answer.isPending} onClick={() => send({ decision: "counter", amount })}>
              {t("offers.sendCounter")}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="compact-sm" loading={answer.isPending} onClick={() => send({ decision: "accept" })}>
              {t("offers.accept", { amount: formatRupees(offer.amount) })}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setCountering(true)}>
              {t("offers.counter")}
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => send({ decision: "decline" })}>
              {t("offers.decline")}
            </Button>
            {error ? (
              <Text c="red" size="sm">
                {error}
              </Text>
            ) : null}
          </Group>
        )
      ) : null}
    </Stack>
  );
}
