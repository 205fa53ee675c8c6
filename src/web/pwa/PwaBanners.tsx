import { Button, Group, Paper, Text } from "@mantine/core";
import { IconRefresh, IconWifiOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWaitingUpdate } from "./update.ts";
import { useOnline } from "./useOnline.ts";

/**
 * The app's own state, above every page (docs/decisions/119): "You are offline" while the phone has no network,
 * and "New version available - Refresh" once a new version is installed and waiting.
 */
export function PwaBanners() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useWaitingUpdate();
  const [refreshing, setRefreshing] = useState(false);
  if (online && !update) return null;
  return (
    <div style={{ position: "sticky", top: 0, zIndex: 300 }}>
      {!online && (
        <Paper role="status" aria-live="polite" radius={0} px="md" py={6} bg="yellow.1" withBorder>
          <Group gap="xs" justify="center" wrap="nowrap">
            <IconWifiOff size={18} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm">
              <Text span fw={700}>
                {t("pwa.offlineTitle")}
              </Text>{" "}
              {t("pwa.offlineText")}
            </Text>
          </Group>
        </Paper>
      )}
      {update && (
        <Paper role="status" aria-live="polite" radius={0} px="md" py={6} bg="blue.0" withBorder>
          <Group gap="xs" justify="center" wrap="nowrap">
            <Text size="sm" fw={500}>
              {t("pwa.newVersion")}
            </Text>
            <Button
              size="xs"
              leftSection={<IconRefresh size={14} />}
              loading={refreshing}
              onClick={() => {
                setRefreshing(true);
                void update();
              }}
            >
              {t("pwa.refresh")}
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
