import { Center, Loader, Stack, Text } from "@mantine/core";
import { IconCamera } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Shown while the session loads (spec section 2: 'Loading' followed by the product name). */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <IconCamera size={40} color="var(--mantine-color-teal-6)" aria-hidden />
        <Loader size="sm" />
        <Text fw={600}>{t("common.loadingProduct", { product: "SnapList" })}</Text>
      </Stack>
    </Center>
  );
}
