import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import {
  CATEGORY_OPTIONS,
  CONDITION_LABELS,
  type Condition,
  MARKETPLACE_LABELS,
  MARKETPLACES,
  type Marketplace,
} from "../../../../contract/enums.ts";
import { failureReasonOf, postingStatusOf, postingUrlOf } from "../../../../contract/listings.ts";
import { availabilityLine } from "../../../../contract/seller-terms.ts";
import { createdDate, formatRupees } from "../../../ui/format.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { OfferList } from "../offers/OffersPanel.tsx";
import { HistoryLink } from "./HistoryLink.tsx";
import { PostingBadge, PostingClaimNote } from "./PostingBadge.tsx";

export const categoryLabel = (value: string) => CATEGORY_OPTIONS.find((c) => c.value === value)?.label ?? "General";
export const ownerName = (l: AdminListing) => l.user.firstName?.trim() || l.user.email;

/**
 * One listing in Marketplace Management and Pending Review. A card that wraps: a row on a laptop,
 * a stacked card on a 390 px phone (issue 10 item 8).
 */
export function ListingCard(props: {
  listing: AdminListing;
  /** Which marketplaces to show (Pending Review shows only the pending ones). */
  marketplaces?: readonly Marketplace[];
  statusControl: (m: Marketplace) => ReactNode;
  showDescription?: boolean;
  /** Whether this admin may accept buyers' offers (the postings permission). */
  canActOnOffers?: boolean;
  actions: ReactNode;
}) {
  const l = props.listing;
  return (
    <Card withBorder padding="sm" data-testid="admin-listing" aria-label={l.title}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <WholePhoto src={l.imageUrl} alt={l.title} w={96} h={96} radius="sm" fallbackSrc="/favicon.svg" />
        <Stack gap={4} style={{ flex: "1 1 220px", minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {l.title}
          </Text>
          <Text size="sm" c="dimmed">
            {ownerName(l)} · {createdDate(l.createdAt)}
          </Text>
          <Group gap={6}>
            <Text fw={600}>{formatRupees(l.price)}</Text>
            <Badge variant="outline" color="gray">
              {categoryLabel(l.category)}
            </Badge>
            <Badge variant="outline" color="gray">
              {CONDITION_LABELS[l.condition as Condition] ?? l.condition}
            </Badge>
            {l.status === "sold" ? <Badge color="violet">Sold</Badge> : null}
            {l.status === "withdrawn" ? <Badge color="gray">Withdrawn by the seller</Badge> : null}
            {l.status === "draft" ? <Badge color="gray">Draft</Badge> : null}
          </Group>
          {/* The seller's private terms (issue 42): for the team, never in the posting kit's copy. */}
          {l.floorPrice || l.availability ? (
            <Text size="sm" data-testid="seller-terms">
              {l.floorPrice ? <b>Seller's lowest: {formatRupees(l.floorPrice)}</b> : null}
              {l.floorPrice && l.availability ? " · " : null}
              {l.availability ? `Buyers can see it: ${availabilityLine(l.availability)}` : null}
            </Text>
          ) : null}
          <OfferList listing={l} canAct={props.canActOnOffers ?? false} />
          {props.showDescription ? (
            <Text size="sm" lineClamp={3}>
              {l.description}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={6} style={{ flex: "1 1 260px" }}>
          {(props.marketplaces ?? MARKETPLACES).map((m) => (
            // On a phone the status control moves under the badge rather than squeezing it.
            <Group key={m} gap="xs" justify="space-between" wrap="wrap" style={{ rowGap: 4 }} data-marketplace={m}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" w={70}>
                  {MARKETPLACE_LABELS[m]}
                </Text>
                <PostingBadge
                  marketplace={m}
                  status={postingStatusOf(l, m)}
                  url={postingUrlOf(l, m)}
                  reason={failureReasonOf(l, m)}
                />
              </Group>
              {props.statusControl(m)}
              <PostingClaimNote listingId={l.id} marketplace={m} />
            </Group>
          ))}
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" wrap="wrap">
        {props.actions}
        <HistoryLink listingId={l.id} />
      </Group>
    </Card>
  );
}
