import { ActionIcon, Badge, Group } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import {
  MARKETPLACE_LABELS,
  type Marketplace,
  type PostingState,
  WITHDRAWN_SOLD_BADGE,
} from "../../../contract/enums.ts";
import { failureReasonOf, postingStatusOf, postingUrlOf } from "../../../contract/listing-view.ts";
import type { ListingDto } from "../../../contract/listings.ts";
import i18n from "../../i18n/index.ts";
import { Hint } from "../../ui/Hint.tsx";

/** Seller-facing badge per posting state (spec section 2): anything else or missing is Queued. */
export function badgeFor(status: PostingState | null): { label: string; color: string } {
  switch (status) {
    case "withdrawn_sold":
      return { label: i18n.t("listings.badgeWithdrawn"), color: WITHDRAWN_SOLD_BADGE.color };
    case "taken_down":
      return { label: i18n.t("listings.badgeTakenDown"), color: "gray" };
    case null:
      // No posting yet: a draft, which the seller has not posted (docs/decisions/170).
      return { label: i18n.t("listings.badgeNotPosted"), color: "gray" };
    case "posted":
      return { label: i18n.t("listings.badgeLive"), color: "green" };
    case "failed":
      return { label: i18n.t("listings.badgeIssue"), color: "red" };
    case "pending_human":
      return { label: i18n.t("listings.badgeProcessing"), color: "blue" };
    default:
      return { label: i18n.t("listings.badgeQueued"), color: "gray" };
  }
}

/** One marketplace cell: the badge (with the failure reason on hover/focus) and, when live, the link out. */
export function PlatformStatus({ listing, marketplace }: { listing: ListingDto; marketplace: Marketplace }) {
  const { t } = useTranslation();
  const status = postingStatusOf(listing, marketplace);
  const url = postingUrlOf(listing, marketplace);
  const reason = failureReasonOf(listing, marketplace);
  const { label, color } = badgeFor(status);
  const name = MARKETPLACE_LABELS[marketplace];
  const badge = (
    <Badge color={color} variant="light" aria-label={`${name}: ${label}`}>
      {label}
    </Badge>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {status === "failed" && reason ? (
        <Hint label={reason} wide>
          {badge}
        </Hint>
      ) : (
        badge
      )}
      {status === "posted" && url ? (
        <ActionIcon
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="sm"
          aria-label={t("listings.openOn", { name })}
        >
          <IconExternalLink size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
