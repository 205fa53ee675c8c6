import { Center, Loader, Stack, Text } from "@mantine/core";

/** A spinner with its text: a whole page while it loads, or `inline` inside a page's own layout. */
export function PageLoader({ label = "Loading", inline = false }: { label?: string; inline?: boolean }) {
  return (
    <Center mih={inline ? undefined : "50vh"} py={inline ? "xl" : undefined} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
