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
import { useTranslation } from "react-i18next";
import { ACCOUNT_MESSAGES, type DeletionPreview } from "../../../contract/account.ts";
import { localMessage } from "../../i18n/index.ts";
import { errorText } from "../../lib/api.ts";
import { formatRupees } from "../../ui/format.ts";
import { ACCOUNT_EXPORT_URL, GOOGLE_CONFIRM_URL, useDeleteAccount, useDeletionPreview } from "./api.ts";

/** What goes and what stays, in the seller's words. */
function WhatHappens({ preview }: { preview: DeletionPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm">{t("account.whatGoes", { listings: t("account.listings", { count: preview.listings }) })}</Text>
      {preview.sales > 0 && (
        <Text size="sm">{t("account.salesKept", { sales: t("account.sales", { count: preview.sales }) })}</Text>
      )}
      <Text size="sm">
        {t("account.copyFirst")}{" "}
        <Anchor href={ACCOUNT_EXPORT_URL} download>
          {t("account.download")}
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
  const { t } = useTranslation();
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
    <Modal opened={props.opened} onClose={close} title={t("account.delete")} centered>
      {preview.isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : preview.isError || !p ? (
        <Alert color="red">{errorText(preview.error, t("account.loadFailed"))}</Alert>
      ) : !p.deletable ? (
        <Alert color="gray">{p.blockedReason && localMessage(p.blockedReason)}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <WhatHappens preview={p} />
            {unpaid > 0 && (
              <Alert color="orange" title={t("account.unpaidTitle")} data-testid="unpaid-payout-warning">
                <Stack gap="xs">
                  <Text size="sm">
                    {t("account.unpaidText", {
                      amount: formatRupees(p.unpaidPayouts.amount),
                      sales: t("account.sales", { count: unpaid }),
                    })}
                  </Text>
                  <Checkbox
                    checked={acknowledged}
                    onChange={(e) => setAcknowledged(e.currentTarget.checked)}
                    label={t("account.unpaidAck")}
                  />
                </Stack>
              </Alert>
            )}
            {withPassword && (
              <PasswordInput
                label={t("account.password")}
                description={t("account.passwordHint")}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                data-autofocus
              />
            )}
            {p.confirmWith === "google" && p.googleSignInFresh && (
              <Text size="sm" c="dimmed">
                {t("account.googleFresh")}
              </Text>
            )}
            {needsGoogle &&
              (p.googleAvailable ? (
                <Stack gap={6}>
                  <Text size="sm">{localMessage(ACCOUNT_MESSAGES.googleRequired)}</Text>
                  <Button component="a" href={GOOGLE_CONFIRM_URL} variant="default">
                    {t("account.confirmGoogle")}
                  </Button>
                </Stack>
              ) : (
                <Alert color="gray">{localMessage(ACCOUNT_MESSAGES.googleUnavailable)}</Alert>
              ))}
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorText(remove.error, t("account.deleteFailed"))}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
                {t("account.delete")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
