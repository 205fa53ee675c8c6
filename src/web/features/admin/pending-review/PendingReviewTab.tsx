import { Text } from "@mantine/core";

/** Placeholder shell for the PendingReviewTab; its issue replaces this file. */
export default function PendingReviewTab() {
  return <Text c="dimmed">PendingReviewTab</Text>;
}
