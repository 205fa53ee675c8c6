import { Alert, Button, Center, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { useDeleteSeller, useSellerDeletionPreview } from "../../account/admin-api.ts";

export interface SellerRef {
  id: string;
  email: string;
  name: string;
}

/**
 * An admin deletes a seller's account for them (docs/decisions/129): what goes and what stays, a warning when a
 * payout is still owed, and the seller's email typed to confirm - a stale click cannot delete someone else.
 */
export function DeleteSellerDialog(props: { seller: SellerRef; opened: boolean; onClose: () => void }) {
  const { seller } = props;
  const preview = useSellerDeletionPreview(seller.id, props.opened);
  const remove = useDeleteSeller(seller.id);
  const [email, setEmail] = useState("");
  const [acknowledged, setAcknowledged] = useState(false);
  const close = () => {
    setEmail("");
    setAcknowledged(false);
    remove.reset();
    props.onClose();
  };
  const p = preview.data;
  const unpaid = p?.unpaidPayouts.count ?? 0;
  const ready = Boolean(p?.deletable) && email.trim().toLowerCase() === seller.email && (unpaid === 0 || acknowledged);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    remove.mutate(
      { email, acknowledgeUnpaidPayouts: unpaid > 0 ? acknowledged : undefined },
      {
        onSuccess: (result) => {
          toast({
            title: "Account deleted",
            description:
              result.liveAds > 0
                ? `Kept ${result.salesKept} sale(s) as ${result.sellerLabel}. ${result.liveAds} live ad(s) to take down are listed in Activity.`
                : `Kept ${result.salesKept} sale(s) as ${result.sellerLabel}.`,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Delete seller account" centered>
      {preview.isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : preview.isError || !p ? (
        <Alert color="red">{errorText(preview.error, "Could not load this account")}</Alert>
      ) : !p.deletable ? (
        <Alert color="gray">{p.blockedReason}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Delete the account of {seller.name} ({seller.email})? All their sessions end; their {p.listings}{" "}
              listing(s) with photos, their messages and payout details are deleted. Their {p.sales} sale(s) are kept
              for the accounts under an anonymous label. This cannot be undone.
            </Text>
            {unpaid > 0 && (
              <Alert color="orange" title="A payout is still pending">
                <Stack gap="xs">
                  <Text size="sm">
                    {formatRupees(p.unpaidPayouts.amount)} for {unpaid} sale(s) has not been paid out. Without the
                    seller's payout details it cannot be paid after the deletion.
                  </Text>
                  <Checkbox
                    checked={acknowledged}
                    onChange={(e) => setAcknowledged(e.currentTarget.checked)}
                    label="Delete anyway: the payout stays pending in the accounts"
                  />
                </Stack>
              </Alert>
            )}
            <TextInput
              label="Type the seller's email to confirm"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorText(remove.error, "Could not delete this account")}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
                Delete account
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
