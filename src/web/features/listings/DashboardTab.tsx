import { Text } from "@mantine/core";

/** Dashboard tab: Your Listings (spec section 2). */
export default function DashboardTab() {
  return <Text c="dimmed">This tab is being built.</Text>;
}
