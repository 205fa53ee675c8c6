import { Button, Card, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PayoutInfo, payoutInfoSchema } from "../../../contract/sales.ts";
import { formMessage } from "../../i18n/messages.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { fieldErrors } from "../admin/sales/fieldErrors.ts";
import { useUpdatePayoutInfo } from "./api.ts";

/** The seller's payout info form (spec section 5): UPI ID and/or PayPal email, at least one. */
export function PayoutInfoForm({ current, onDone }: { current: PayoutInfo | undefined; onDone?: () => void }) {
  const { t } = useTranslation();
  const [upiId, setUpiId] = useState(current?.upiId ?? "");
  const [paypalEmail, setPaypalEmail] = useState(current?.paypalEmail ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdatePayoutInfo({
    onSuccess: () => {
      toast({ title: t("sales.saved") });
      onDone?.();
    },
    onError: (err) =>
      toast({
        title: t("common.error"),
        description: errorText(err, t("sales.saveFallback")),
        variant: "destructive",
      }),
  });
  // The server's values, as the fields show them (null and "" alike), and the ones last put in the fields.
  const serverUpi = current?.upiId ?? "";
  const serverPaypal = current?.paypalEmail ?? "";
  const shown = useRef({ upi: serverUpi, paypal: serverPaypal });
  useEffect(() => {
    // A refetch brings the server's values in, but never over what the seller has typed meanwhile (a field typed
    // into before the app ran is given to the form once the page is live, and a refetch may land after it).
    const before = shown.current;
    shown.current = { upi: serverUpi, paypal: serverPaypal };
    setUpiId((typed) => (typed === before.upi ? serverUpi : typed));
    setPaypalEmail((typed) => (typed === before.paypal ? serverPaypal : typed));
  }, [serverUpi, serverPaypal]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = payoutInfoSchema.safeParse({ upiId, paypalEmail });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    update.mutate({ upiId, paypalEmail });
  };

  return (
    <Card withBorder radius="md" padding="md" id="payout-info-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("sales.formTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("sales.formText")}
          </Text>
          <TextInput
            label={t("sales.upiId")}
            placeholder="yourname@bank"
            value={upiId}
            onChange={(e) => setUpiId(e.currentTarget.value)}
            error={errors.upiId && formMessage(errors.upiId)}
            autoComplete="off"
          />
          <TextInput
            label={t("sales.paypalEmail")}
            type="email"
            placeholder="you@example.com"
            value={paypalEmail}
            onChange={(e) => setPaypalEmail(e.currentTarget.value)}
            error={errors.paypalEmail && formMessage(errors.paypalEmail)}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: "flex-start" }}>
            {t("sales.save")}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
