import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A spinner with its text: a whole page while it loads, or `inline` inside a page's own layout. */
export function PageLoader({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={inline ? undefined : "50vh"} py={inline ? "xl" : undefined} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label ?? t("common.loading")}</Text>
      </Stack>
    </Center>
  );
}
