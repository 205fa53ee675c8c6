import { Stack, Text } from "@mantine/core";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { useUpdateTasks } from "./api.ts";
import { UpdateTaskCard } from "./UpdateTaskCard.tsx";

/** The "Updates" queue: sellers' edits still to be made on live ads, oldest first, loaded page by page. */
export default function UpdatesTab() {
  const list = useUpdateTasks();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Sellers changed these live listings. Make the same change on the ad, then mark it updated.
      </Text>
      {list.isLoading ? (
        <Text c="dimmed">Loading updates...</Text>
      ) : list.isError ? (
        <Text c="red">Failed to load updates</Text>
      ) : list.items.length === 0 ? (
        <Text c="dimmed">No ads to update</Text>
      ) : (
        <InfiniteScrollArea
          hasNextPage={Boolean(list.hasNextPage)}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label="Ads to update"
        >
          <Stack gap="sm">
            {list.items.map((t) => (
              <UpdateTaskCard key={t.id} task={t} />
            ))}
          </Stack>
        </InfiniteScrollArea>
      )}
    </Stack>
  );
}
