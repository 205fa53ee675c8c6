import { Text } from "@mantine/core";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import { ageSummary } from "./age.ts";

/** A listing's age on the marketplaces and how many price suggestions it has had (issue 30 item 3). */
export function ListingAge({ listing, now }: { listing: AdminListing; now: number }) {
  return (
    <Text size="xs" c="dimmed" data-testid="listing-age">
      {ageSummary(listing, now)}
    </Text>
  );
}
