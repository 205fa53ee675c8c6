import { Button, Stack, Text } from "@mantine/core";
import { MARKETPLACES } from "../../../../contract/enums.ts";
import { postingStatusOf } from "../../../../contract/listings.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { useAdminListings } from "../shared/api.ts";
import { messageAbout, PostingKitButton } from "../shared/ListingActions.tsx";
import { ListingCard } from "../shared/ListingCard.tsx";
import { StatusMenu } from "../shared/StatusMenu.tsx";

/** Tab 2: listings waiting on a marketplace, oldest first, so the longest-waiting seller is served first. */
export default function PendingReviewTab() {
  const list = useAdminListings({ pending: "true" });
  if (list.isLoading) return <Text c="dimmed">Loading pending listings...</Text>;
  if (list.isError) return <Text c="red">Failed to load pending listings</Text>;
  if (list.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        All listings are processed! Nothing is waiting for review.
      </Text>
    );
  }
  return (
    <InfiniteScrollArea
      hasNextPage={Boolean(list.hasNextPage)}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={list.fetchNextPage}
      label="Pending listings"
    >
      <Stack gap="sm">
        {list.items.map((l) => {
          const pending = MARKETPLACES.filter((m) => postingStatusOf(l, m) === "pending");
          return (
            <ListingCard
              key={l.id}
              listing={l}
              showDescription
              marketplaces={pending}
              statusControl={(m) => <StatusMenu listingId={l.id} marketplace={m} pendingOnly />}
              actions={
                <>
                  <Button size="xs" variant="default" onClick={() => messageAbout(l, "info_request")}>
                    Request Info
                  </Button>
                  <PostingKitButton listing={l} marketplace={pending[0]} />
                </>
              }
            />
          );
        })}
      </Stack>
    </InfiniteScrollArea>
  );
}
