import { modals } from "@mantine/modals";
import { createElement } from "react";
import { MarkSoldForm, type SellableListing } from "./MarkSoldForm.tsx";

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
