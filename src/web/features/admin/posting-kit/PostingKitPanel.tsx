import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { postingUrlOf } from "../../../../contract/listings.ts";
import { buildPostingKit, MARKETPLACE_LIMITS } from "../../../../contract/marketplace-kit/kit.ts";
import { copyToClipboard } from "../../../lib/clipboard.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { downloadFile } from "../shared/download.ts";
import { useStatusChange } from "../shared/StatusMenu.tsx";

export function KitField(props: { label: string; value: string; hint?: string; multiline?: boolean }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {props.label}
          {props.hint ? (
            <Text span size="xs" c="dimmed" ml={6}>
              {props.hint}
            </Text>
          ) : null}
        </Text>
        <Tooltip label={`Copy ${props.label.toLowerCase()}`}>
          <ActionIcon
            variant="light"
            aria-label={`Copy ${props.label}`}
            onClick={() => copyToClipboard(props.value, props.label)}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text
        size="sm"
        style={{ whiteSpace: props.multiline ? "pre-wrap" : undefined, wordBreak: "break-word" }}
        data-kit-field={props.label}
      >
        {props.value || "—"}
      </Text>
    </Stack>
  );
}

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
  const facts = kit.facts.map((f) => `${f.label}: ${f.value}`).join("\n");
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
      <KitField
        label="Title"
        value={kit.title}
        hint={`${[...kit.title].length}/${kit.titleMax} · ${limits.titleField}`}
      />
      <KitField
        label="Description"
        value={kit.description}
        multiline
        hint={`${[...kit.description].length}/${kit.descriptionMax}`}
      />
      <KitField label="Price" value={kit.price} hint={`₹ · ${limits.priceField}`} />
      <KitField label="Category" value={kit.categoryPath.join(" › ")} />
      <KitField label="Key facts" value={facts} multiline />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Photos ({kit.photos.length}, in order)
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            downloadFile(
              `/api/admin/listings/${props.listing.id}/photos.zip`,
              `product-${props.listing.id.slice(-8)}-photos.zip`,
            )
          }
        >
          Download all photos
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
        {kit.photos.map((src, i) => (
          <WholePhoto key={src} src={src} alt={`Photo ${i + 1}`} radius="sm" h={64} original />
        ))}
      </SimpleGrid>
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
