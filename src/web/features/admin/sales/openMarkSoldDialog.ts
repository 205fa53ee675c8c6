/** What the Mark Item as Sold dialog needs about the listing (spec section 2). */
export interface SellableListing {
  id: string;
  title: string;
  price: string;
}

/** Opens the Mark Item as Sold dialog. Implemented by the sales work (issue 11). */
export function openMarkSoldDialog(_listing: SellableListing): void {}
