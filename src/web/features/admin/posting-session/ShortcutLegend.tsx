import { Group, Kbd, Text } from "@mantine/core";
import { SESSION_SHORTCUTS } from "./shortcuts.ts";

/** The session's keys, always on screen (issue 29 item 1: "the shortcuts are shown on screen"). */
export function ShortcutLegend() {
  return (
    <Group
      component="ul"
      gap="xs"
      wrap="wrap"
      aria-label="Keyboard shortcuts"
      style={{ listStyle: "none" }}
      p={0}
      m={0}
    >
      {Object.values(SESSION_SHORTCUTS).map((s) => (
        <Text component="li" key={s.key} size="xs" c="dimmed">
          <Kbd size="xs">{s.key}</Kbd> {s.label}
        </Text>
      ))}
    </Group>
  );
}
