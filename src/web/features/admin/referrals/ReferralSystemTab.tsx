import { Text } from "@mantine/core";

/** Placeholder shell for the ReferralSystemTab; its issue replaces this file. */
export default function ReferralSystemTab() {
  return <Text c="dimmed">ReferralSystemTab</Text>;
}
