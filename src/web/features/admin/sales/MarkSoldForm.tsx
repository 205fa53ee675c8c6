import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useState } from "react";
import { SALE_MARKETPLACES } from "../../../../contract/enums.ts";
import type { SaleStart } from "../../../../contract/offers.ts";
import { recordSaleSchema, SALE_MARKETPLACE_LABELS } from "../../../../contract/sales.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { formatRupees } from "../../../ui/format.ts";
import { useRecordSale } from "../../sales/api.ts";
import { fieldErrors } from "./fieldErrors.ts";

/** What the Mark Item as Sold dialog needs about the listing (spec section 2). */
export interface SellableListing {
  id: string;
  title: string;
  price: string;
  /** Where the sale starts: an accepted offer's or counter's amount, its or the one live marketplace (issue 47). */
  start?: SaleStart;
}

/** Mark Item as Sold (spec sections 2 and 5): sale amount, marketplace, optional payout amount. */
export function MarkSoldForm({ listing, modalId }: { listing: SellableListing; modalId: string }) {
  const [saleAmount, setSaleAmount] = useState(listing.start?.amount?.replace(/\.00$/, "") ?? "");
  const [marketplace, setMarketplace] = useState<string>(listing.start?.marketplace ?? "other");
  const [payoutAmount, setPayoutAmount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordSale({
    onSuccess: () => {
      toast({ title: "Sale recorded and user notified" });
      modals.close(modalId);
    },
    onError: (err) =>
      toast({ title: "Error", description: errorText(err, "Failed to record sale"), variant: "destructive" }),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = { listingId: listing.id, saleAmount, marketplace, payoutAmount };
    const parsed = recordSaleSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    record.mutate(input);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {listing.title}{" "}
          <Text span c="dimmed">
            (listed at {formatRupees(listing.price)})
          </Text>
        </Text>
        <TextInput
          label="Sale amount (₹)"
          required
          inputMode="decimal"
          value={saleAmount}
          onChange={(e) => setSaleAmount(e.currentTarget.value)}
          error={errors.saleAmount}
          data-autofocus
        />
        <Select
          label="Marketplace"
          data={SALE_MARKETPLACES.map((m) => ({ value: m, label: SALE_MARKETPLACE_LABELS[m] }))}
          value={marketplace}
          onChange={(v) => setMarketplace(v ?? "other")}
          allowDeselect={false}
          error={errors.marketplace}
        />
        <TextInput
          label="Payout amount (₹)"
          description="Leave blank to pay out the sale amount"
          inputMode="decimal"
          value={payoutAmount}
          onChange={(e) => setPayoutAmount(e.currentTarget.value)}
          error={errors.payoutAmount}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.close(modalId)}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Sale
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
