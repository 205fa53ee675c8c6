import { Badge, Button, Group, NativeSelect, Popover, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { isForSale } from "../../../../contract/listing-life.ts";
import { type OfferView, offerOutcome, recordOfferSchema } from "../../../../contract/offers.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { useAcceptOffer, useRecordOffer } from "./api.ts";

const STATE_LABELS: Record<OfferView["status"], string> = {
  open: "Open",
  accepted: "Accepted",
  declined: "Declined",
  countered: "Countered",
};

/** A listing's offers, highest first, with Accept on those at or above the seller's lowest price (issue 42). */
export function OfferList({ listing, canAct }: { listing: AdminListing; canAct: boolean }) {
  const accept = useAcceptOffer();
  if (listing.offers.length === 0) return null;
  return (
    <Stack gap={2} data-testid="offers" aria-label="Offers">
      {listing.offers.map((o) => {
        // Once sold, an offer reads as what it became, not as the answer it had (issue 47 item 11).
        const outcome = offerOutcome(o, listing);
        return (
          <Group key={o.id} gap={6} wrap="wrap" data-testid="offer">
            <Text size="sm" fw={500}>
              {formatRupees(o.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {MARKETPLACE_LABELS[o.marketplace]}
            </Text>
            <Badge
              size="xs"
              variant="light"
              color={outcome?.startsWith("Sold") || (!outcome && o.status === "accepted") ? "teal" : "gray"}
            >
              {outcome ??
                `${STATE_LABELS[o.status]}${o.status === "countered" && o.counterAmount ? ` ${formatRupees(o.counterAmount)}` : ""}`}
            </Badge>
            {!outcome && o.status === "open" && !o.atOrAboveFloor ? (
              <Text size="xs" c="dimmed">
                below the seller's lowest: asked the seller
              </Text>
            ) : null}
            {canAct && !outcome && o.status === "open" && o.atOrAboveFloor && isForSale(listing.status) ? (
              <Button
                size="compact-xs"
                loading={accept.isPending && accept.variables === o.id}
                onClick={() =>
                  accept.mutate(o.id, {
                    onSuccess: () => toast({ title: "Offer accepted and seller told" }),
                    onError: (err) =>
                      toast({
                        title: "Not accepted",
                        description: errorText(err, "Please try again"),
                        variant: "destructive",
                      }),
                  })
                }
              >
                Accept {formatRupees(o.amount)}
              </Button>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * "Record offer": one action opens it, the amount, Enter saves (the marketplace is the first live ad's; a note is
 * optional). Only for a listing with a live ad.
 */
export function RecordOfferButton({ listing }: { listing: AdminListing }) {
  const live = MARKETPLACES.filter((m) => listing[`${m}Status`] === "posted");
  const [opened, setOpened] = useState(false);
  const [marketplace, setMarketplace] = useState<Marketplace>(live[0] ?? "olx");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const record = useRecordOffer(listing.id);
  if (live.length === 0 || !isForSale(listing.status)) return null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = recordOfferSchema.safeParse({ marketplace, amount, note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    record.mutate(
      { marketplace, amount, note },
      {
        onSuccess: (offer) => {
          toast({
            title: offer.atOrAboveFloor ? "Offer recorded: you may accept it" : "Offer recorded and sent to the seller",
          });
          setOpened(false);
          setAmount("");
          setNote("");
        },
        onError: (err) => setError(errorText(err, "Offer not recorded")),
      },
    );
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withArrow>
      <Popover.Target>
        <Button size="xs" variant="default" onClick={() => setOpened((o) => !o)}>
          Record offer
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate aria-label={`Record an offer for ${listing.title}`}>
          <Stack gap="xs" w={260}>
            <TextInput
              label="Buyer's offer"
              leftSection="₹"
              inputMode="decimal"
              data-autofocus
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={error}
            />
            {live.length > 1 ? (
              <NativeSelect
                label="Marketplace"
                data={live.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] }))}
                value={marketplace}
                onChange={(e) => setMarketplace(e.currentTarget.value as Marketplace)}
              />
            ) : null}
            <TextInput label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button type="submit" size="xs" loading={record.isPending}>
              Save offer
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
