import { Button, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { postingUrlOf } from "../../../../contract/listings.ts";
import { buildPostingKit, MARKETPLACE_LIMITS } from "../../../../contract/marketplace-kit/kit.ts";
import { useStatusChange } from "../shared/StatusMenu.tsx";
import { KitFields, KitPhotos } from "./KitParts.tsx";

/**
 * The posting kit (issue 10 item 7): what to paste into one marketplace's form, fitted to its limits,
 * with the photos in order, one zip of them all, and the URL field with Mark Posted in the same place.
 */
export function PostingKitPanel(props: { listing: AdminListing; initial: Marketplace }) {
  const [marketplace, setMarketplace] = useState<Marketplace>(props.initial);
  const [url, setUrl] = useState(postingUrlOf(props.listing, marketplace) ?? "");
  const { run, isPending } = useStatusChange();
  const kit = buildPostingKit(props.listing, marketplace);
  const limits = MARKETPLACE_LIMITS[marketplace];
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={marketplace}
        onChange={(v) => {
          setMarketplace(v as Marketplace);
          setUrl(postingUrlOf(props.listing, v as Marketplace) ?? "");
        }}
        data={MARKETPLACES.map((m) => ({ value: m, label: MARKETPLACE_LABELS[m] }))}
        aria-label="Marketplace"
      />
      <Text size="xs" c="dimmed">
        Open{" "}
        <a href={limits.postUrl} target="_blank" rel="noopener noreferrer">
          {MARKETPLACE_LABELS[marketplace]}'s posting form
        </a>{" "}
        and paste each field.
      </Text>
      <KitFields kit={kit} />
      <KitPhotos listing={props.listing} kit={kit} />
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (await run({ listingId: props.listing.id, marketplace, status: "posted", postingUrl: url }))
            modals.closeAll();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: "1 1 200px" }}
            label={`${MARKETPLACE_LABELS[marketplace]} posting URL`}
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Button type="submit" loading={isPending}>
            Mark Posted
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

export function openPostingKit(listing: AdminListing, marketplace: Marketplace = "olx") {
  modals.open({
    title: `Posting kit: ${listing.title}`,
    size: "lg",
    fullScreen: typeof window !== "undefined" && window.innerWidth < 500,
    children: <PostingKitPanel listing={listing} initial={marketplace} />,
  });
}
