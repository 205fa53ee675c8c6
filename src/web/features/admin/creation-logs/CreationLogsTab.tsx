import { Text } from "@mantine/core";

/** Placeholder shell for the CreationLogsTab; its issue replaces this file. */
export default function CreationLogsTab() {
  return <Text c="dimmed">CreationLogsTab</Text>;
}
