import { Text } from "@mantine/core";

/** Placeholder shell for the SalesTrackingTab; its issue replaces this file. */
export default function SalesTrackingTab() {
  return <Text c="dimmed">SalesTrackingTab</Text>;
}
