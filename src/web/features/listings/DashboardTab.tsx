import { Alert, Box, Button, Center, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import {
  LISTING_FILTER_LABELS,
  LISTING_FILTERS,
  type ListingFilter,
  matchesFilter,
} from "../../../contract/listings.ts";
import { errorText } from "../../lib/api.ts";
import { handleUnauthorized, useListings } from "./api.ts";
import { ListingCards, ListingsTable } from "./ListingViews.tsx";

const FILTER_OPTIONS = LISTING_FILTERS.map((value) => ({ value, label: LISTING_FILTER_LABELS[value] }));

/** Dashboard tab: Your Listings (spec section 2). Sold listings are not in the list (the API leaves them out). */
export default function DashboardTab() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ListingFilter>("all");
  const listings = useListings();
  const now = useMinuteClock();
  const shown = useMemo(
    () => (listings.data ?? []).filter((l) => !l.isSold && matchesFilter(l, filter)),
    [listings.data, filter],
  );

  useEffect(() => {
    if (listings.error) handleUnauthorized(listings.error);
  }, [listings.error]);

  // The Create Listings tab is the seller home's default tab.
  const toCreate = () => navigate("/");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          Your Listings
        </Title>
        <Group gap="sm" wrap="nowrap">
          <Select
            aria-label="Status filter"
            data={FILTER_OPTIONS}
            value={filter}
            onChange={(v) => setFilter((v as ListingFilter | null) ?? "all")}
            allowDeselect={false}
            w={150}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={toCreate}>
            New Listing
          </Button>
        </Group>
      </Group>

      {listings.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading listings" />
        </Center>
      ) : listings.error ? (
        <Alert color="red" title="Could not load your listings">
          {errorText(listings.error, "Please try again.")}
        </Alert>
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text fw={600}>
              {filter === "all" ? "No listings yet" : `No ${LISTING_FILTER_LABELS[filter].toLowerCase()} listings`}
            </Text>
            {filter === "all" ? (
              <>
                <Text c="dimmed" size="sm" ta="center">
                  Snap a photo and we will write the listing and post it for you.
                </Text>
                <Button onClick={toCreate}>Create First Listing</Button>
              </>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Paper withBorder radius="md">
              <ListingsTable listings={shown} now={now} />
            </Paper>
          </Box>
          <Box hiddenFrom="sm">
            <ListingCards listings={shown} now={now} />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Re-renders the ages ('Just now', '2 hours ago') once a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
