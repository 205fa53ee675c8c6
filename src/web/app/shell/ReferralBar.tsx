import { ActionIcon, Button, Group, Paper, Text, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAuth } from "../../features/auth/useAuth.ts";
import { useReferralBarStepsAside } from "../../features/referrals/referralBox.ts";
import { useReferralLink } from "../../features/referrals/useReferralLink.ts";
import { local } from "../../lib/storage.ts";

export const REFERRAL_BAR_DISMISSED_KEY = "referralBarDismissed";

/**
 * The referral-code bar at the top of every page (spec section 2).
 * Dismissal is written to local storage but, as the spec says, the bar is visible again on each load.
 * Admins never see it (issue 23 item 4): referral codes are for sellers signing up.
 */
export function ReferralBar() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get("ref") ?? "").toUpperCase());
  const [visible, setVisible] = useState(true);
  const link = useReferralLink();
  const { user, isLoading } = useAuth();
  const popupShowing = useReferralBarStepsAside();

  // Shown with the page, not before: an admin's would otherwise flash while the session loads. While the referral
  // popup shows (a new seller's first day), the popup is the one referral box on screen.
  if (!visible || isLoading || user?.isAdmin || popupShowing) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    link.submit(code);
  };

  return (
    <Paper component="aside" aria-label={t("referralBar.label")} radius={0} px="md" py={6} bg="teal.0" withBorder>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" justify="center">
          <Text size="sm" fw={500} visibleFrom="xs">
            {t("referralBar.question")}
          </Text>
          <TextInput
            size="xs"
            aria-label={t("referralBar.label")}
            placeholder={t("referralBar.placeholder")}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            styles={{ input: { textTransform: "uppercase" } }}
            maw={180}
          />
          <Button size="xs" type="submit" loading={link.isPending}>
            {t("referralBar.submit")}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("referralBar.dismiss")}
            onClick={() => {
              local.set(REFERRAL_BAR_DISMISSED_KEY, "true");
              setVisible(false);
            }}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </form>
    </Paper>
  );
}
