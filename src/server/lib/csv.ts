/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a spreadsheet would
 * run as a formula (= + - @, tab, CR first) gets a leading apostrophe: a listing title is seller-written text.
 */
export function csvField(value: string | null | undefined): string {
  let s = value ?? "";
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** e.g. snaplist-sales-2026-01-01-to-2026-01-31.csv */
export function csvFileName(prefix: string, range: { from?: string; to?: string }) {
  return `${[prefix, range.from, range.to && `to-${range.to}`].filter(Boolean).join("-")}.csv`;
}
