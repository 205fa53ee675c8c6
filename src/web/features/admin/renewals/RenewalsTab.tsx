import { Stack, Text } from "@mantine/core";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { useRenewals } from "./api.ts";
import { RenewalCard } from "./RenewalCard.tsx";

/** The "Renewals due" queue: ads within a few days of expiry, and expired ones, soonest first. */
export default function RenewalsTab() {
  const list = useRenewals();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Renew these ads on the marketplace before they leave search, or send expired ones back to be posted again.
      </Text>
      {list.isLoading ? (
        <Text c="dimmed">Loading renewals...</Text>
      ) : list.isError ? (
        <Text c="red">Failed to load renewals</Text>
      ) : list.items.length === 0 ? (
        <Text c="dimmed">No renewals due</Text>
      ) : (
        <InfiniteScrollArea
          hasNextPage={Boolean(list.hasNextPage)}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label="Renewals due"
        >
          <Stack gap="sm">
            {list.items.map((r) => (
              <RenewalCard key={`${r.listingId}:${r.marketplace}`} renewal={r} />
            ))}
          </Stack>
        </InfiniteScrollArea>
      )}
    </Stack>
  );
}
