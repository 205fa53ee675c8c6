import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { SaleDto } from "../../../../contract/sales.ts";

/**
 * Undo Sale's confirmation (spec section 4): the sale is deleted and the listing goes back to the seller's
 * dashboard; this cannot be reversed, and it is refused once a payout has been processed.
 */
export function confirmUndoSale(sale: SaleDto, undo: (saleId: string) => void) {
  modals.openConfirmModal({
    title: "Undo Sale",
    children: (
      <Text size="sm">
        Undo the sale of "{sale.listing.title}"? The sale record is deleted and the listing is restored to the seller's
        dashboard as active and unsold. This cannot be reversed, and it is not possible once a payout has been
        processed.
      </Text>
    ),
    labels: { confirm: "Undo Sale", cancel: "Cancel" },
    confirmProps: { color: "red" },
    onConfirm: () => undo(sale.id),
  });
}
