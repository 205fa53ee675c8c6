import { Text } from "@mantine/core";

/** Placeholder shell for the CommunityGrowthTab; its issue replaces this file. */
export default function CommunityGrowthTab() {
  return <Text c="dimmed">CommunityGrowthTab</Text>;
}
