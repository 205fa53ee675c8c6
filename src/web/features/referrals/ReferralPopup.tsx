import { Box, Button, Card, CloseButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isOffline } from "../../lib/offline.ts";
import { useAuth } from "../auth/useAuth.ts";
import { useMarkReferralPopupSeen, useReferralPopupSeen } from "./api.ts";
import { setReferralPopupOpen, usePopupEligible } from "./referralBox.ts";
import { useReferralLink } from "./useReferralLink.ts";

/**
 * True while it is not yet known whether the popup shows (the server's "seen" answer is on its way). The signed-in
 * layout holds the page until then, so that the popup never appears above a drawn page and pushes it down (the
 * 0.19 layout shift of a new seller's first page, docs/decisions/137).
 */
export function useReferralPopupDeciding(): boolean {
  const { eligible } = usePopupEligible();
  const seen = useReferralPopupSeen(eligible);
  // Only the first try is waited for: offline, or when the server does not answer, the page shows at once (the
  // popup can still appear if a retry succeeds); never a loader that outlives the network.
  const online = !isOffline();
  // Once the page is drawn it stays: a query that resumes when the network comes back must not swap the page for
  // the loader again (that unmounted Create Listings and lost a photo picked offline).
  const drawn = useRef(false);
  if (!(eligible && online && seen.isPending && seen.failureCount === 0)) drawn.current = true;
  return !drawn.current;
}

/**
 * The referral popup of spec section 4: for a signed-in user with no referrer who has not seen it, when a `ref`
 * parameter is present or the account is under 24 hours old. Shown once (the server remembers it), and drawn as
 * a card in the page flow rather than a modal (decision 082) so that it never blocks what the seller came to do.
 */
export function ReferralPopup() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { eligible, ref } = usePopupEligible();
  const seen = useReferralPopupSeen(eligible);
  const markSeen = useMarkReferralPopupSeen();
  // Opened in the same render as the answer arrives (not an effect later), so the page and the popup draw together.
  const [phase, setPhase] = useState<"waiting" | "open" | "closed">("waiting");
  if (phase === "waiting" && eligible && seen.data?.seen === false && markSeen.isIdle) setPhase("open");
  const [code, setCode] = useState(ref);
  const link = useReferralLink();

  useEffect(() => {
    if (phase === "open" && markSeen.isIdle) markSeen.mutate();
  }, [phase, markSeen]);

  const open = phase === "open" && Boolean(user) && !user?.referredByUserId;
  // While it shows, the referral bar steps aside: one referral box at a time (issue 47 item 8).
  useEffect(() => {
    setReferralPopupOpen(open);
    return () => setReferralPopupOpen(false);
  }, [open]);

  if (!open) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    link.submit(code);
  };

  return (
    // Spaced with padding, not a margin: a margin would collapse through <main> and move the whole page down.
    <Box px="md" pt="md">
      <Card withBorder radius="md" component="section" aria-labelledby="referral-popup-title" bg="teal.0">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text fw={600} id="referral-popup-title">
              {t("referrals.popupTitle")}
            </Text>
            <Text size="sm">{t("referrals.popupText")}</Text>
          </Stack>
          <CloseButton aria-label={t("referrals.popupClose")} onClick={() => setPhase("closed")} />
        </Group>
        <form onSubmit={submit}>
          <Group mt="sm" gap="xs" align="flex-end">
            <TextInput
              label={t("referrals.popupCode")}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
              styles={{ input: { textTransform: "uppercase" } }}
              maw={220}
            />
            <Button type="submit" loading={link.isPending}>
              {t("referrals.popupLink")}
            </Button>
          </Group>
        </form>
      </Card>
    </Box>
  );
}
