import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MARKETPLACE_LABELS, type Marketplace } from "../../../../contract/enums.ts";
import type { ListingDto } from "../../../../contract/listings.ts";
import i18n from "../../../i18n/index.ts";
import { dayMonth } from "../../../ui/format.ts";

/** "Live since 3 Nov · renews 3 Dec" for one live ad, in the seller's language; null when it is not live. */
export function liveLine(listing: ListingDto, marketplace: Marketplace): string | null {
  const ad = listing.live.find((a) => a.marketplace === marketplace);
  if (!ad) return null;
  if (!ad.renewsOn) return i18n.t("afterLive.liveSinceOnly", { since: dayMonth(ad.since) });
  return i18n.t("afterLive.liveSince", { since: dayMonth(ad.since), renews: dayMonth(ad.renewsOn) });
}

/**
 * Under a marketplace's badge on the Dashboard: "Updating on OLX" while an admin has the seller's edit to carry to
 * that ad, and how long the ad has been live and when it renews.
 */
export function AdLife({ listing, marketplace }: { listing: ListingDto; marketplace: Marketplace }) {
  const { t } = useTranslation();
  const updating = listing.updating.includes(marketplace);
  const line = liveLine(listing, marketplace);
  if (!updating && !line) return null;
  return (
    <Stack gap={2} mt={4}>
      {updating ? (
        <Badge color="blue" variant="outline" size="sm" style={{ textTransform: "none" }}>
          {t("afterLive.updatingOn", { name: MARKETPLACE_LABELS[marketplace] })}
        </Badge>
      ) : null}
      {line ? (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      ) : null}
    </Stack>
  );
}
