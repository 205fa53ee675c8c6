import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CopyIconButton } from "../../ui/CopyIconButton.tsx";
import { shareLinkFor } from "./api.ts";

/** The code and the share link, each with a copy button, and the phone's share sheet where there is one. */
export function ShareCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = shareLinkFor(code);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <Card withBorder radius="md">
      <Stack>
        <Text fw={600}>{t("referrals.share")}</Text>
        <TextInput
          label={t("referrals.yourCode")}
          value={code}
          readOnly
          rightSection={<CopyIconButton text={code} label={t("referralBar.label")} />}
          styles={{ input: { fontFamily: "monospace", letterSpacing: 1 } }}
        />
        <TextInput
          label={t("referrals.shareLink")}
          value={link}
          readOnly
          rightSection={<CopyIconButton text={link} label={t("referrals.shareLink")} />}
        />
        {canShare && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconShare size={16} />}
              onClick={() =>
                void navigator
                  .share({ title: t("referrals.shareTitle"), text: t("referrals.shareText", { code }), url: link })
                  .catch(() => {})
              }
            >
              {t("referrals.shareButton")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
