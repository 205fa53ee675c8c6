import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { ACCOUNT_MESSAGES, type DeletionPreview } from "../../../contract/account.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { ACCOUNT_EXPORT_URL, GOOGLE_CONFIRM_URL, useDeleteAccount, useDeletionPreview } from "./api.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What goes and what stays, in the seller's words. */
function WhatHappens({ preview }: { preview: DeletionPreview }) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        This deletes your account for good. You are signed out everywhere, and these are deleted:{" "}
        {plural(preview.listings, "listing", "listings")} with their photos (they are withdrawn from the marketplaces),
        your messages, your payout details and your referral code.
      </Text>
      {preview.sales > 0 && (
        <Text size="sm">
          We must keep the records of your {plural(preview.sales, "sale", "sales")} for our accounts. They stay without
          your name, email or payout details.
        </Text>
      )}
      <Text size="sm">
        Want a copy first?{" "}
        <Anchor href={ACCOUNT_EXPORT_URL} download>
          Download my data
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * Delete my account (issue 24 item 4, docs/decisions/129): what happens, a warning about payouts still owed,
 * and the confirmation - the password, or a Google sign-in of the last few minutes for a Google-only account.
 */
export function DeleteAccountDialog(props: { opened: boolean; onClose: () => void; userId: string }) {
  const preview = useDeletionPreview(props.opened);
  const remove = useDeleteAccount(props.userId);
  const [password, setPassword] = useState("");
  const [acknowledged, setAcknowledged] = useState(false);

  const close = () => {
    setPassword("");
    setAcknowledged(false);
    remove.reset();
    props.onClose();
  };
  const p = preview.data;
  const unpaid = p?.unpaidPayouts.count ?? 0;
  const withPassword = p?.confirmWith === "password" && !p.googleSignInFresh;
  const needsGoogle = p?.confirmWith === "google" && !p.googleSignInFresh;
  const ready =
    Boolean(p?.deletable) && !needsGoogle && (!withPassword || password.length > 0) && (unpaid === 0 || acknowledged);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    remove.mutate({
      password: withPassword ? password : undefined,
      acknowledgeUnpaidPayouts: unpaid > 0 ? acknowledged : undefined,
    });
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Delete my account" centered>
      {preview.isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : preview.isError || !p ? (
        <Alert color="red">{errorText(preview.error, "Could not load your account")}</Alert>
      ) : !p.deletable ? (
        <Alert color="gray">{p.blockedReason}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <WhatHappens preview={p} />
            {unpaid > 0 && (
              <Alert color="orange" title="A payout is still pending" data-testid="unpaid-payout-warning">
                <Stack gap="xs">
                  <Text size="sm">
                    We still owe you {formatRupees(p.unpaidPayouts.amount)} for {plural(unpaid, "sale", "sales")}. Once
                    your account and payout details are deleted we cannot pay it. To be paid first, keep your account
                    until the payout arrives.
                  </Text>
                  <Checkbox
                    checked={acknowledged}
                    onChange={(e) => setAcknowledged(e.currentTarget.checked)}
                    label="I understand the pending payout cannot be paid after my account is deleted"
                  />
                </Stack>
              </Alert>
            )}
            {withPassword && (
              <PasswordInput
                label="Password"
                description="Enter your password to confirm it is you."
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                data-autofocus
              />
            )}
            {p.confirmWith === "google" && p.googleSignInFresh && (
              <Text size="sm" c="dimmed">
                You signed in with Google a few minutes ago: that confirms it is you.
              </Text>
            )}
            {needsGoogle &&
              (p.googleAvailable ? (
                <Stack gap={6}>
                  <Text size="sm">{ACCOUNT_MESSAGES.googleRequired}</Text>
                  <Button component="a" href={GOOGLE_CONFIRM_URL} variant="default">
                    Confirm with Google
                  </Button>
                </Stack>
              ) : (
                <Alert color="gray">{ACCOUNT_MESSAGES.googleUnavailable}</Alert>
              ))}
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorText(remove.error, "Could not delete your account")}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
