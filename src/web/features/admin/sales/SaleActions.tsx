import { Button, Group } from "@mantine/core";
import { payoutOf, type SaleDto } from "../../../../contract/sales.ts";
import { errorText } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { useUndoSale } from "../../sales/api.ts";
import { openSendMessageDialog } from "../messaging/openSendMessageDialog.ts";
import { HistoryLink } from "../shared/HistoryLink.tsx";
import { confirmUndoSale } from "./confirmUndoSale.tsx";
import { openProcessPayoutDialog } from "./ProcessPayoutForm.tsx";

const recipientOf = (s: SaleDto & { userId: string }) => ({
  id: s.userId,
  firstName: s.user.firstName,
  email: s.user.email,
});

/**
 * The per-sale actions of Sales Tracking and Pending Payouts (spec section 2). `variant` picks the second
 * button: Message User on Sales Tracking, Request Payment Details on Pending Payouts.
 */
export function SaleActions({ sale, variant }: { sale: SaleDto; variant: "tracking" | "payouts" }) {
  // A deleted seller's sale is kept for the accounts only: nobody to pay, message or give the listing back to.
  if (sale.userId === null || sale.listingId === null) return <HistoryLink saleId={sale.id} />;
  return <ActiveSellerActions sale={{ ...sale, userId: sale.userId, listingId: sale.listingId }} variant={variant} />;
}

function ActiveSellerActions({
  sale,
  variant,
}: {
  sale: SaleDto & { userId: string; listingId: string };
  variant: "tracking" | "payouts";
}) {
  const undo = useUndoSale({
    onSuccess: () => toast({ title: "Sale undone and listing restored successfully" }),
    onError: (err) =>
      toast({ title: "Error", description: errorText(err, "Failed to undo sale"), variant: "destructive" }),
  });
  const pending = sale.payoutStatus === "pending";
  const hasDetails = Boolean(sale.user.upiId || sale.user.paypalEmail);
  const onUndo = () => confirmUndoSale(sale, (id) => undo.mutate(id));
  return (
    <Group gap="xs" wrap="wrap">
      {pending && (
        <Button size="xs" disabled={!hasDetails} onClick={() => openProcessPayoutDialog(sale)}>
          Process Payout
        </Button>
      )}
      {variant === "tracking" ? (
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            openSendMessageDialog({
              recipient: recipientOf(sale),
              listing: { id: sale.listingId, title: sale.listing.title },
            })
          }
        >
          Message User
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            openSendMessageDialog({
              recipient: recipientOf(sale),
              listing: { id: sale.listingId, title: sale.listing.title },
              template: {
                kind: "payout_details",
                title: sale.listing.title,
                saleAmount: sale.saleAmount,
                payoutAmount: payoutOf(sale),
                mySalesUrl: `${window.location.origin}/my-sales`,
              },
              messageType: "info_request",
            })
          }
        >
          Request Payment Details
        </Button>
      )}
      {pending && (
        <Button size="xs" variant="light" color="red" loading={undo.isPending} onClick={onUndo}>
          Undo Sale
        </Button>
      )}
      <HistoryLink saleId={sale.id} />
    </Group>
  );
}
