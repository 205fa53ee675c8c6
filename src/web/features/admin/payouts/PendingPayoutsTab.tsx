import { Text } from "@mantine/core";

/** Placeholder shell for the PendingPayoutsTab; its issue replaces this file. */
export default function PendingPayoutsTab() {
  return <Text c="dimmed">PendingPayoutsTab</Text>;
}
