import { modals } from "@mantine/modals";
import { createElement } from "react";
import { MarkSoldForm } from "./MarkSoldForm.tsx";

/** What the Mark Item as Sold dialog needs about the listing (spec section 2). */
export interface SellableListing {
  id: string;
  title: string;
  price: string;
}

let counter = 0;

/** Opens the Mark Item as Sold dialog. */
export function openMarkSoldDialog(listing: SellableListing): void {
  const modalId = `mark-sold-${++counter}`;
  modals.open({
    modalId,
    title: "Mark Item as Sold",
    children: createElement(MarkSoldForm, { listing, modalId }),
  });
}
