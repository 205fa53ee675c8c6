import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  CATEGORY_OPTIONS,
  MARKETPLACE_LABELS,
  MARKETPLACES,
  type Marketplace,
  type PostingState,
} from "../../../../contract/enums.ts";
import { isForSale } from "../../../../contract/listing-life.ts";
import { saleStartOf } from "../../../../contract/offers.ts";
import { InfiniteScrollArea } from "../../../ui/InfiniteScrollArea.tsx";
import { RecordOfferButton } from "../offers/OffersPanel.tsx";
import { AskSellerButton, BuyerAnswers } from "../offers/QuestionsPanel.tsx";
import { openMarkSoldDialog } from "../sales/openMarkSoldDialog.ts";
import { useAdminListings } from "../shared/api.ts";
import { messageAbout, PostingKitButton } from "../shared/ListingActions.tsx";
import { ListingCard } from "../shared/ListingCard.tsx";
import { ADMIN_STATUS_LABELS } from "../shared/PostingBadge.tsx";
import { useCan } from "../shared/permissions.ts";
import { StatusMenu } from "../shared/StatusMenu.tsx";
import { AdAddressesToFix } from "./AdAddressesToFix.tsx";
import { AdsToTakeDown } from "./AdsToTakeDown.tsx";
import { liveMoreThanOptions, parseLiveMoreThan } from "./age.ts";
import { ListingAge } from "./ListingAge.tsx";

/** Tab 1: every listing, searched and filtered on the server, loaded page by page as it scrolls. */
export default function MarketplaceTab() {
  // Roles (docs/decisions/161): only the actions the admin's role may take are offered.
  const canPost = useCan("postings");
  const canSell = useCan("money");
  const canMessage = useCan("messages");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [postingStatus, setPostingStatus] = useState<PostingState | null>(null);
  const [marketplace, setMarketplace] = useState<Marketplace | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [sold, setSold] = useState<"true" | "false" | null>(null);
  // Issue 30: "Live more than N days" is kept in the URL (?live=14), so a filtered desk can be shared or reloaded.
  const [params, setParams] = useSearchParams();
  const liveMoreThanDays = parseLiveMoreThan(params.get("live"));
  const setLiveMoreThan = (v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set("live", v);
    else next.delete("live");
    setParams(next, { replace: true });
  };
  const now = Date.now();
  const list = useAdminListings({
    q,
    postingStatus,
    marketplace: postingStatus ? marketplace : null,
    category,
    sold,
    liveMoreThanDays,
  });
  return (
    <Stack gap="sm">
      <BuyerAnswers />
      <AdAddressesToFix />
      <AdsToTakeDown />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: "1 1 240px" }}
          leftSection={<IconSearch size={16} />}
          placeholder="Search title, brand, owner name or email"
          aria-label="Search listings"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Select
          w={150}
          placeholder="Any status"
          aria-label="Posting status"
          clearable
          data={Object.entries(ADMIN_STATUS_LABELS).map(([value, s]) => ({ value, label: s.label }))}
          value={postingStatus}
          onChange={(v) => setPostingStatus(v as PostingState | null)}
        />
        <Select
          w={150}
          placeholder="Any marketplace"
          aria-label="Marketplace"
          clearable
          disabled={!postingStatus}
          data={MARKETPLACES.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] }))}
          value={marketplace}
          onChange={(v) => setMarketplace(v as Marketplace | null)}
        />
        <Select
          w={170}
          placeholder="Any category"
          aria-label="Category"
          clearable
          data={CATEGORY_OPTIONS.map((c) => ({ value: c.value, label: c.label }))}
          value={category}
          onChange={setCategory}
        />
        <Select
          w={130}
          placeholder="Sold or not"
          aria-label="Sold"
          clearable
          data={[
            { value: "false", label: "Not sold" },
            { value: "true", label: "Sold" },
          ]}
          value={sold}
          onChange={(v) => setSold(v as "true" | "false" | null)}
        />
        <Select
          w={200}
          placeholder="Any age"
          aria-label="Live more than"
          clearable
          data={liveMoreThanOptions(liveMoreThanDays)}
          value={liveMoreThanDays === null ? null : String(liveMoreThanDays)}
          onChange={setLiveMoreThan}
        />
      </Group>
      {list.isLoading ? (
        <Text c="dimmed">Loading listings...</Text>
      ) : list.isError ? (
        <Text c="red">Failed to load listings</Text>
      ) : list.items.length === 0 ? (
        <Text c="dimmed">No listings found</Text>
      ) : (
        <InfiniteScrollArea
          hasNextPage={Boolean(list.hasNextPage)}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label="Listings"
        >
          <Stack gap="sm">
            {list.items.map((l) => (
              <ListingCard
                key={l.id}
                listing={l}
                canActOnOffers={canPost}
                statusControl={(m) =>
                  canPost ? <StatusMenu listingId={l.id} marketplace={m} offSale={!isForSale(l.status)} /> : null
                }
                actions={
                  <>
                    {canMessage ? (
                      <Button size="xs" variant="default" onClick={() => messageAbout(l, "listing_update")}>
                        Message User
                      </Button>
                    ) : null}
                    {canSell ? (
                      <Button
                        size="xs"
                        variant="default"
                        disabled={!isForSale(l.status)}
                        onClick={() =>
                          openMarkSoldDialog({ id: l.id, title: l.title, price: l.price, start: saleStartOf(l) })
                        }
                      >
                        Mark as Sold
                      </Button>
                    ) : null}
                    {canPost ? <PostingKitButton listing={l} /> : null}
                    {canPost ? <RecordOfferButton listing={l} /> : null}
                    {canPost ? <AskSellerButton listing={l} /> : null}
                    <ListingAge listing={l} now={now} />
                  </>
                }
              />
            ))}
          </Stack>
        </InfiniteScrollArea>
      )}
    </Stack>
  );
}
