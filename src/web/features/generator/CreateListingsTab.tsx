import { Text } from "@mantine/core";

/** Create Listings tab: the Smart Listing Generator (spec section 2). */
export default function CreateListingsTab() {
  return <Text c="dimmed">This tab is being built.</Text>;
}
