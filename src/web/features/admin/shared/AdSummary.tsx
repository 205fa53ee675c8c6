import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AdminListing } from "../../../../contract/admin-listings.ts";
import { WholePhoto } from "../../../ui/WholePhoto.tsx";
import { ownerName } from "./ListingCard.tsx";

/**
 * One live ad as the after-posting queues show it (Updates, Renewals due): the listing's photo, title and seller,
 * the marketplace, any state badges, and a link to the ad itself.
 */
export function AdSummary(props: {
  listing: AdminListing;
  marketplaceName: string;
  adUrl: string | null;
  /** After the seller's name on the second line, e.g. " · edited 3 Nov". */
  ownerSuffix?: string;
  badges?: ReactNode;
}) {
  const l = props.listing;
  return (
    <>
      <WholePhoto src={l.imageUrl} alt={l.title} w={72} h={72} radius="sm" fallbackSrc="/favicon.svg" />
      <Stack gap={4} style={{ flex: "1 1 220px", minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {l.title}
        </Text>
        <Text size="sm" c="dimmed">
          {ownerName(l)}
          {props.ownerSuffix}
        </Text>
        <Group gap={6}>
          <Badge variant="light">{props.marketplaceName}</Badge>
          {props.badges}
          {props.adUrl ? (
            <Anchor href={props.adUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                Open the ad <IconExternalLink size={14} />
              </Group>
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </>
  );
}
