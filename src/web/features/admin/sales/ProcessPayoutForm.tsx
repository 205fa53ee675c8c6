import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { createElement, useState } from "react";
import type { PayoutMethod } from "../../../../contract/enums.ts";
import { PAYOUT_METHOD_LABELS, payoutOf, payoutSchema, type SaleDto } from "../../../../contract/sales.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { useProcessPayout } from "../../sales/api.ts";
import { fieldErrors } from "./fieldErrors.ts";
import { UpiQrCode } from "./UpiQrCode.tsx";

/** The seller's details for each method: what Process Payout may pay to. */
const detailsOf = (sale: SaleDto): Record<PayoutMethod, string | null> => ({
  upi: sale.user.upiId,
  paypal: sale.user.paypalEmail,
});

/**
 * Process Payout (spec sections 2 and 5) with the UPI QR and the transfer's reference. It opens on a method the seller
 * has details for - UPI first, what India uses - shows them, and a method without details can be neither chosen nor
 * completed (issue 47 item 12): the server would refuse it only after Complete.
 */
function ProcessPayoutForm({ sale, modalId }: { sale: SaleDto; modalId: string }) {
  const details = detailsOf(sale);
  const [method, setMethod] = useState<PayoutMethod>(details.upi || !details.paypal ? "upi" : "paypal");
  const [amount, setAmount] = useState(payoutOf(sale));
  const [notes, setNotes] = useState("");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Told at once, before the lists refresh (a slow refresh must not delay the toast or the close).
  const pay = useProcessPayout({
    onSuccess: () => {
      toast({ title: "Payout completed and user notified" });
      modals.close(modalId);
    },
    onError: (err) =>
      toast({ title: "Error", description: errorText(err, "Failed to complete payout"), variant: "destructive" }),
  });
  const detail = details[method];
  const parsedAmount = payoutSchema.shape.payoutAmount.safeParse(amount);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { payoutMethod: method, payoutAmount: amount, payoutNotes: notes, payoutReference: reference };
    const parsed = payoutSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    pay.mutate({ saleId: sale.id, ...input });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {sale.listing.title} - sold for {formatRupees(sale.saleAmount)}. Pay the seller,{" "}
          {sale.user.firstName ?? sale.user.email}
        </Text>
        <SegmentedControl
          aria-label="Payout method"
          value={method}
          onChange={(v) => setMethod(v as PayoutMethod)}
          data={(["upi", "paypal"] as const).map((m) => ({
            value: m,
            label: PAYOUT_METHOD_LABELS[m],
            disabled: !details[m] && m !== method,
          }))}
        />
        {detail ? (
          <Text size="sm">
            {PAYOUT_METHOD_LABELS[method]}: <b>{detail}</b>
          </Text>
        ) : (
          <Alert color="orange" variant="light">
            The seller has not provided a UPI ID or a PayPal email yet: ask for them with Request Payment Details on
            Pending Payouts.
          </Alert>
        )}
        {errors.payoutMethod && (
          <Text c="red" size="sm">
            {errors.payoutMethod}
          </Text>
        )}
        <TextInput
          label="Payout amount (₹)"
          required
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={errors.payoutAmount}
        />
        {method === "upi" && sale.user.upiId && parsedAmount.success && (
          <UpiQrCode
            intent={{
              vpa: sale.user.upiId,
              name: sale.user.firstName ?? "SnapList seller",
              amount: parsedAmount.data,
              note: `SnapList payout: ${sale.listing.title}`,
              reference: sale.id.replace(/-/g, "").slice(0, 20),
            }}
          />
        )}
        <TextInput
          label={method === "upi" ? "UPI transaction reference (UTR)" : "PayPal transaction ID"}
          description="Shown to the seller as proof of payment"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.payoutReference}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.payoutNotes}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(modalId)}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={!detail}>
            Complete Payout
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

let counter = 0;
export function openProcessPayoutDialog(sale: SaleDto) {
  const modalId = `payout-${++counter}`;
  modals.open({ modalId, title: "Process Payout", children: createElement(ProcessPayoutForm, { sale, modalId }) });
}
