import { Badge, Box, Card, Group, Stack, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { MARKETPLACE_LABELS, MARKETPLACES } from "../../../contract/enums.ts";
import type { ListingDto } from "../../../contract/listings.ts";
import { WholePhoto } from "../../ui/WholePhoto.tsx";
import { AdLife } from "./after-live/AdLife.tsx";
import { OffersCard } from "./after-live/OffersCard.tsx";
import { PriceSuggestionCard } from "./after-live/PriceSuggestionCard.tsx";
import { createdAge, formatRupees } from "./format.ts";
import { ListingActions } from "./ListingActions.tsx";
import { PlatformStatus } from "./PlatformStatus.tsx";

function Thumb({ listing, size }: { listing: ListingDto; size: number }) {
  return (
    <WholePhoto
      src={listing.imageUrl}
      alt={listing.title}
      w={size}
      h={size}
      radius="sm"
      fallbackSrc={`data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="%23e9ecef"/></svg>`}
    />
  );
}

/** The listing's state where it is not simply live (docs/decisions/170). */
const STATE_BADGES = {
  draft: { key: "listings.draft", color: "gray" },
  sold: { key: "listings.stateSold", color: "violet" },
  withdrawn: { key: "listings.stateWithdrawn", color: "gray" },
} as const;

function ProductTitle({ listing }: { listing: ListingDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} miw={0}>
      <Text fw={600} size="sm" lineClamp={2}>
        {listing.title}
      </Text>
      {listing.status !== "active" ? (
        <Badge size="xs" variant="outline" color={STATE_BADGES[listing.status].color}>
          {t(STATE_BADGES[listing.status].key)}
        </Badge>
      ) : null}
      {listing.status === "withdrawn" ? (
        <Text size="xs" c="dimmed">
          {t("listings.withdrawnNote")}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The wide table (tablet and desktop). Each row is named by the listing title for assistive tech and tests. */
export function ListingsTable({ listings, now }: { listings: ListingDto[]; now: number }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("listings.product")}</Table.Th>
            <Table.Th>{t("listings.price")}</Table.Th>
            {MARKETPLACES.map((m) => (
              <Table.Th key={m}>{MARKETPLACE_LABELS[m]}</Table.Th>
            ))}
            <Table.Th>{t("listings.created")}</Table.Th>
            <Table.Th>{t("listings.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {listings.map((l) => (
            <Fragment key={l.id}>
              <Table.Tr aria-label={l.title}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Thumb listing={l} size={48} />
                    <ProductTitle listing={l} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ whiteSpace: "nowrap" }}>
                    {formatRupees(l.price)}
                  </Text>
                </Table.Td>
                {MARKETPLACES.map((m) => (
                  <Table.Td key={m}>
                    <PlatformStatus listing={l} marketplace={m} />
                    <AdLife listing={l} marketplace={m} />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {createdAge(l.createdAt, now)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ListingActions listing={l} nowrap />
                </Table.Td>
              </Table.Tr>
              {l.suggestion ? (
                <Table.Tr>
                  <Table.Td colSpan={MARKETPLACES.length + 4} style={{ borderTop: 0 }}>
                    <PriceSuggestionCard listing={l} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {l.offers.length > 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={MARKETPLACES.length + 4} style={{ borderTop: 0 }}>
                    <OffersCard listing={l} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Cards instead of the wide table on a phone. */
export function ListingCards({ listings, now }: { listings: ListingDto[]; now: number }) {
  useTranslation();
  return (
    <Stack gap="sm">
      {listings.map((l) => (
        <Card key={l.id} withBorder padding="sm" component="article" aria-label={l.title}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb listing={l} size={64} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <ProductTitle listing={l} />
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {formatRupees(l.price)}
                </Text>
                <Text size="xs" c="dimmed">
                  {createdAge(l.createdAt, now)}
                </Text>
              </Group>
            </Stack>
          </Group>
          <Stack gap={6} mt="sm">
            {MARKETPLACES.map((m) => (
              <Stack key={m} gap={0}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{MARKETPLACE_LABELS[m]}</Text>
                  <PlatformStatus listing={l} marketplace={m} />
                </Group>
                <Group justify="flex-end">
                  <AdLife listing={l} marketplace={m} />
                </Group>
              </Stack>
            ))}
          </Stack>
          {l.suggestion ? (
            <Box mt="sm">
              <PriceSuggestionCard listing={l} />
            </Box>
          ) : null}
          {l.offers.length > 0 ? (
            <Box mt="sm">
              <OffersCard listing={l} />
            </Box>
          ) : null}
          <Group mt="sm" justify="flex-end">
            <ListingActions listing={l} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
