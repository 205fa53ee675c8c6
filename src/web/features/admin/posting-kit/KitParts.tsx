import { ActionIcon, Button, Group, Kbd, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";

import { MARKETPLACE_LIMITS, type PostingKit } from "../../../../contract/marketplace-kit/kit.ts";
import { copyToClipboard } from "../../../lib/clipboard.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { downloadFile } from "../shared/download.ts";

/** A key that does the same as a button: shown on it, and told to assistive technology. */
export interface ButtonShortcut {
  key: string;
}

/**
 * One field of the kit with its Copy control. With a `shortcut` the control is a labelled button carrying its
 * key (the posting session); without, an icon (the kit dialog).
 */
export function KitField(props: {
  label: string;
  value: string;
  hint?: string;
  multiline?: boolean;
  shortcut?: ButtonShortcut;
  onCopy?: () => void;
}) {
  const copy = props.onCopy ?? (() => void copyToClipboard(props.value, props.label));
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
        {props.shortcut ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCopy size={14} />}
            rightSection={<Kbd size="xs">{props.shortcut.key}</Kbd>}
            aria-keyshortcuts={props.shortcut.key}
            onClick={copy}
          >
            Copy {props.label.toLowerCase()}
          </Button>
        ) : (
          <Tooltip label={`Copy ${props.label.toLowerCase()}`}>
            <ActionIcon variant="light" aria-label={`Copy ${props.label}`} onClick={copy}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        )}
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

export type CopyableField = "title" | "description" | "price";

/** The kit's text: title, description and price fitted to the marketplace, the category path and key facts. */
export function KitFields(props: {
  kit: PostingKit;
  shortcuts?: Record<CopyableField, ButtonShortcut>;
  onCopy?: (field: CopyableField) => void;
}) {
  const { kit } = props;
  const limits = MARKETPLACE_LIMITS[kit.marketplace];
  const facts = kit.facts.map((f) => `${f.label}: ${f.value}`).join("\n");
  const copyOf = (field: CopyableField) => (props.onCopy ? () => props.onCopy?.(field) : undefined);
  return (
    <>
      <KitField
        label="Title"
        value={kit.title}
        hint={`${[...kit.title].length}/${kit.titleMax} · ${limits.titleField}`}
        shortcut={props.shortcuts?.title}
        onCopy={copyOf("title")}
      />
      <KitField
        label="Description"
        value={kit.description}
        multiline
        hint={`${[...kit.description].length}/${kit.descriptionMax}`}
        shortcut={props.shortcuts?.description}
        onCopy={copyOf("description")}
      />
      <KitField
        label="Price"
        value={kit.price}
        hint={`₹ · ${limits.priceField}`}
        shortcut={props.shortcuts?.price}
        onCopy={copyOf("price")}
      />
      <KitField label="Category" value={kit.categoryPath.join(" › ")} />
      <KitField label="Key facts" value={facts} multiline />
    </>
  );
}

/** The photos in the seller's order, and one zip of them all. */
export function KitPhotos(props: { listing: AdminListing; kit: PostingKit }) {
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Photos ({props.kit.photos.length}, in order)
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
        {props.kit.photos.map((src, i) => (
          <WholePhoto key={src} src={src} alt={`Photo ${i + 1}`} radius="sm" h={64} original />
        ))}
      </SimpleGrid>
    </>
  );
}

/** The text of a kit field, as copied. */
export const kitValue = (kit: PostingKit, field: CopyableField) => kit[field];
