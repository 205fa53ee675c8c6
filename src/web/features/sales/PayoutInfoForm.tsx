import { Button, Card, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { type PayoutInfo, payoutInfoSchema } from "../../../contract/sales.ts";
import { errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { fieldErrors } from "../admin/sales/fieldErrors.ts";
import { useUpdatePayoutInfo } from "./api.ts";

/** The seller's payout info form (spec section 5): UPI ID and/or PayPal email, at least one. */
export function PayoutInfoForm({ current, onDone }: { current: PayoutInfo | undefined; onDone?: () => void }) {
  const [upiId, setUpiId] = useState(current?.upiId ?? "");
  const [paypalEmail, setPaypalEmail] = useState(current?.paypalEmail ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdatePayoutInfo({
    onSuccess: () => {
      toast({ title: "Your payout information has been updated successfully" });
      onDone?.();
    },
    onError: (err) =>
      toast({
        title: "Error",
        description: errorText(err, "Failed to update payout information"),
        variant: "destructive",
      }),
  });
  useEffect(() => {
    setUpiId(current?.upiId ?? "");
    setPaypalEmail(current?.paypalEmail ?? "");
  }, [current?.upiId, current?.paypalEmail]);

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
            Payout Information
          </Title>
          <Text size="sm" c="dimmed">
            Where we send your money when an item sells. Provide at least one.
          </Text>
          <TextInput
            label="UPI ID"
            placeholder="yourname@bank"
            value={upiId}
            onChange={(e) => setUpiId(e.currentTarget.value)}
            error={errors.upiId}
            autoComplete="off"
          />
          <TextInput
            label="PayPal email"
            type="email"
            placeholder="you@example.com"
            value={paypalEmail}
            onChange={(e) => setPaypalEmail(e.currentTarget.value)}
            error={errors.paypalEmail}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: "flex-start" }}>
            Save Payout Information
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
