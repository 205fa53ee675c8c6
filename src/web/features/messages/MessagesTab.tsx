import { Text } from "@mantine/core";

/** Messages tab: the seller's inbox (spec section 2). */
export default function MessagesTab() {
  return <Text c="dimmed">This tab is being built.</Text>;
}
