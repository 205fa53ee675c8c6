import { Alert, Box, Button, Center, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LISTING_FILTERS, type ListingFilter, matchesFilter } from "../../../contract/listing-view.ts";
import { errorText } from "../../lib/api.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { handleUnauthorized, useListings, useSoldListings } from "./api.ts";
import { ListingCards, ListingsTable } from "./ListingViews.tsx";

/** The filter's labels and empty states, as language-file keys (docs/decisions/170: the listing's states too). */
const FILTER_KEYS = {
  all: { label: "listings.filterAll", empty: "listings.emptyAll" },
  pending: { label: "listings.filterPending", empty: "listings.emptyPending" },
  posted: { label: "listings.filterPosted", empty: "listings.emptyPosted" },
  failed: { label: "listings.filterFailed", empty: "listings.emptyFailed" },
  draft: { label: "listings.filterDraft", empty: "listings.emptyDraft" },
  live: { label: "listings.filterLive", empty: "listings.emptyLive" },
  sold: { label: "listings.filterSold", empty: "listings.emptySold" },
  withdrawn: { label: "listings.filterWithdrawn", empty: "listings.emptyWithdrawn" },
} as const satisfies Record<ListingFilter, { label: string; empty: string }>;

/**
 * Dashboard tab: Your Listings (spec section 2). Its delete confirmation (ListingActions, `modals.openConfirmModal`)
 * is the only dialog of the seller's pages opened through Mantine's modals manager, so the manager is provided here
 * rather than around every seller page: Create Listings does not load it (issue 31, docs/decisions/137).
 */
export default function DashboardTab() {
  return (
    <ModalsProvider>
      <YourListings />
    </ModalsProvider>
  );
}

/** Sold listings are not in the default list (spec): the Sold filter asks the server for them. */
function YourListings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filterOptions = LISTING_FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value].label) }));
  const [filter, setFilter] = useState<ListingFilter>("all");
  const all = useListings();
  const sold = useSoldListings(filter === "sold");
  const listings = filter === "sold" ? sold : all;
  const now = useMinuteClock();
  const shown = useMemo(() => (listings.data ?? []).filter((l) => matchesFilter(l, filter)), [listings.data, filter]);

  useEffect(() => {
    if (listings.error) handleUnauthorized(listings.error);
  }, [listings.error]);

  // The Create Listings tab is the seller home's default tab.
  const toCreate = () => navigate("/");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3">
          {t("listings.title")}
        </Title>
        <Group gap="sm" wrap="nowrap">
          {/* The phone's own picker, and no floating-UI code on the Dashboard's first load (docs/decisions/143). */}
          <NativeSelect
            aria-label={t("listings.statusFilter")}
            data={filterOptions}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value as ListingFilter)}
            w={150}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={toCreate}>
            {t("listings.newListing")}
          </Button>
        </Group>
      </Group>

      {listings.isLoading ? (
        <Center py="xl">
          <Spinner label={t("listings.loading")} />
        </Center>
      ) : listings.error ? (
        <Alert color="red" title={t("listings.loadFailed")}>
          {errorText(listings.error, t("common.pleaseTryAgain"))}
        </Alert>
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="sm">
            <Text fw={600}>{t(FILTER_KEYS[filter].empty)}</Text>
            {filter === "all" ? (
              <>
                <Text c="dimmed" size="sm" ta="center">
                  {t("listings.emptyHint")}
                </Text>
                <Button onClick={toCreate}>{t("listings.createFirst")}</Button>
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
