import { Alert, Group, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { useBadAdAddresses } from "../shared/api.ts";
import { StatusMenu } from "../shared/StatusMenu.tsx";

/**
 * Live ads whose stored address is not the marketplace's own (saved before the ad-address rule): each with why, and
 * Update Status to mark it posted again with the right address. Nothing is shown when there are none.
 */
export function AdAddressesToFix() {
  const { data } = useBadAdAddresses();
  if (!data?.length) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={`${data.length} ad address${data.length === 1 ? "" : "es"} to fix`}
    >
      <Stack gap="xs">
        <Text size="sm">
          Sellers' notices link to these. Open the ad on the marketplace, copy its address from the address bar, and use
          Mark Posted with it.
        </Text>
        <List spacing="xs" size="sm" aria-label="Ad addresses to fix">
          {data.map((row) => (
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
