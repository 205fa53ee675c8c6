import type { SaleDto } from "../../../contract/sales.ts";
import { csvField } from "../../lib/csv.ts";

export const SALES_CSV_HEADER = [
  "sale_id",
  "sale_date",
  "listing_title",
  "seller_name",
  "seller_email",
  "marketplace",
  "sale_amount",
  "payout_amount",
  "payout_status",
  "payout_date",
  "payout_method",
  "payout_reference",
  "payout_notes",
  "marked_sold_by",
  "paid_by",
];

/** One row per sale; amounts as the stored decimals; the payout amount falls back to the sale amount. */
export function salesCsv(rows: SaleDto[], opts: { forSeller?: boolean } = {}): string {
  const header = opts.forSeller ? SALES_CSV_HEADER.slice(0, 13) : SALES_CSV_HEADER;
  const lines = [header.join(",")];
  for (const s of rows) {
    const fields = [
      s.id,
      s.saleDate,
      s.listing.title,
      s.user.firstName,
      s.user.email,
      s.marketplace,
      s.saleAmount,
      s.payoutAmount ?? s.saleAmount,
      s.payoutStatus,
      s.payoutDate,
      s.payoutMethod,
      s.payoutReference,
      s.payoutNotes,
      s.markedSoldByAdmin?.email,
      s.paidByAdmin?.email,
    ].slice(0, header.length);
    lines.push(fields.map(csvField).join(","));
  }
  // A byte-order mark so that spreadsheet programs read the rupee sign and names as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
