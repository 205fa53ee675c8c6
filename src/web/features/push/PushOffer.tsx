import { Button, CloseButton, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { thisDevice } from "./form-factor.ts";
import { markOffered } from "./offered.ts";
import { blockedText, setupErrorText } from "./texts.ts";
import { usePushDevice } from "./usePushDevice.ts";

/**
 * "Tell me when it sells": offered right after a seller's first Post on this device, never on page load. It shows
 * only where switching on can work or where it needs the home-screen app (iPhone), and only while notifications
 * are off here; Not now (or leaving) does not bring it back - the account menu's switch is always there.
 */
export default function PushOffer({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { state, on, busy } = usePushDevice(userId);
  const [shown, setShown] = useState(false);
  const decided = useRef(false);

  // Decided once, from the state before anything is asked; afterwards the card says how switching on went.
  useEffect(() => {
    if (state === null || decided.current) return;
    decided.current = true;
    if (state === "off" || state === "ios-install") {
      markOffered(userId);
      setShown(true);
    } else onDone();
  }, [state, userId, onDone]);

  if (!shown) return null;
  const blocked = blockedText(state, t);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="push-offer-title" bg="teal.0">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBell size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={4}>
            <Title order={3} size="h5" id="push-offer-title">
              {state === "on" ? t("push.turnedOn") : t("push.offerTitle")}
            </Title>
            <Text size="sm">
              {state === "on"
                ? t("push.turnedOnText", thisDevice(t))
                : blocked
                  ? blocked.text
                  : t("push.offerText", thisDevice(t))}
            </Text>
            {on.error && (
              <Text size="sm" c="red" role="alert">
                {setupErrorText(on.error, t)}
              </Text>
            )}
          </Stack>
        </Group>
        <CloseButton aria-label={t("push.close")} onClick={onDone} />
      </Group>
      {state === "off" && (
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t("push.offerLater")}
          </Button>
          <Button leftSection={<IconBell size={16} />} onClick={() => on.mutate()} loading={busy}>
            {t("push.offerOn")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
