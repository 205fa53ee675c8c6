import type { SaleDto } from "../../../contract/sales.ts";

/** "10800.00" -> "₹10,800.00" for messages and e-mails, from the decimal string (no float arithmetic). */
export function formatInr(amount: string): string {
  const [whole, frac = "00"] = amount.split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},${last3}` : last3}.${frac.padEnd(2, "0").slice(0, 2)}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a spreadsheet would
 * run as a formula (= + - @, tab, CR first) gets a leading apostrophe: a listing title is seller-written text.
 */
export function csvField(value: string | null | undefined): string {
  let s = value ?? "";
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

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

/** e.g. snaplist-sales-2026-01-01-to-2026-01-31.csv */
export function csvFileName(prefix: string, range: { from?: string; to?: string }) {
  return `${[prefix, range.from, range.to && `to-${range.to}`].filter(Boolean).join("-")}.csv`;
}
