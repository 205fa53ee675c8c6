import { Text } from "@mantine/core";

/** Placeholder shell for the MarketplaceTab; its issue replaces this file. */
export default function MarketplaceTab() {
  return <Text c="dimmed">MarketplaceTab</Text>;
}
