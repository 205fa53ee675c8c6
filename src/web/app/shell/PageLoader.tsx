import { Center, Loader, Stack, Text } from "@mantine/core";

export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
