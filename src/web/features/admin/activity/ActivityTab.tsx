import { Button, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { ActivityEntry } from "./ActivityEntry.tsx";
import { ActivityFilters } from "./ActivityFilters.tsx";
import { ACTIVITY_URL_PARAMS, type ActivityFilters as Filters, filtersFromUrl, useActivity } from "./api.ts";

/** The audit trail (issue 23): newest first, filtered in SQL, 50 at a time with Load more. */
export default function ActivityTab() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const activity = useActivity(filters);
  const setFilters = (next: Filters) => {
    const url = new URLSearchParams(params);
    for (const [key, name] of Object.entries(ACTIVITY_URL_PARAMS)) {
      const value = next[key as keyof Filters];
      if (value) url.set(name, value);
      else url.delete(name);
    }
    setParams(url, { replace: true });
  };
  const actorName = activity.items.find((e) => e.actorId === filters.actorId)?.actorName;
  return (
    <Stack gap="sm">
      <ActivityFilters filters={filters} onChange={setFilters} actorName={actorName} />
      {activity.isLoading ? (
        <Text c="dimmed">Loading activity...</Text>
      ) : activity.isError ? (
        <Text c="red">Failed to load activity</Text>
      ) : activity.items.length === 0 ? (
        <Text c="dimmed">No activity matches these filters</Text>
      ) : (
        <Stack gap="xs" aria-label="Activity">
          {activity.items.map((e) => (
            <ActivityEntry key={e.id} entry={e} onActor={(actorId) => setFilters({ ...filters, actorId })} />
          ))}
          {activity.hasNextPage && (
            <Button
              variant="default"
              size="xs"
              loading={activity.isFetchingNextPage}
              onClick={() => activity.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
