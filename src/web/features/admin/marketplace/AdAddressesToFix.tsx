import { Alert, Group, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { BadAdAddress } from "../../../../contract/admin-listings.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { useBadAdAddresses, useSharedAdAddresses } from "../shared/api.ts";
import { StatusMenu } from "../shared/StatusMenu.tsx";

/**
 * Stored ad addresses to fix, each with why and Update Status to mark it posted again with the right address: live
 * ads whose address is not the marketplace's own (saved before the ad-address rule), and ads two listings hold
 * (saved before the one-ad-one-listing rule). Nothing is shown when there are none.
 */
export function AdAddressesToFix() {
  const bad = useBadAdAddresses().data ?? [];
  const shared = useSharedAdAddresses().data ?? [];
  return (
    <>
      <AddressList
        rows={bad}
        title={`${bad.length} ad address${bad.length === 1 ? "" : "es"} to fix`}
        label="Ad addresses to fix"
        help="Sellers' notices link to these. Open the ad on the marketplace, copy its address from the address bar, and use Mark Posted with it."
      />
      <AddressList
        rows={shared}
        title={`${shared.length} ad address${shared.length === 1 ? "" : "es"} held by two listings`}
        label="Ad addresses held by two listings"
        help="One ad can belong to one listing only: a seller may have been sent the other listing's ad. Find each listing's own ad on the marketplace and use Mark Posted with its address."
      />
    </>
  );
}

function AddressList({
  rows,
  title,
  label,
  help,
}: {
  rows: BadAdAddress[];
  title: string;
  label: string;
  help: string;
}) {
  if (!rows.length) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={title}>
      <Stack gap="xs">
        <Text size="sm">{help}</Text>
        <List spacing="xs" size="sm" aria-label={label}>
          {rows.map((row) => (
            <List.Item key={`${row.listingId}:${row.marketplace}`}>
              <Group gap="xs" wrap="wrap" align="center">
                <Text size="sm" fw={600}>
                  {row.title} on {MARKETPLACE_LABELS[row.marketplace]}
                </Text>
                <StatusMenu listingId={row.listingId} marketplace={row.marketplace} />
              </Group>
              {/* Shown as text, never a link: a refused address may lead anywhere. */}
              <Text size="xs" ff="monospace" style={{ wordBreak: "break-all" }}>
                {row.url}
              </Text>
              <Text size="xs" c="dimmed">
                {row.problem}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
