/**
 * Amounts as people type them (decision 122): the one parser behind every money field, on the server (through
 * moneyInput) and in the forms. Accepted: surrounding spaces; an optional "₹", "Rs" or "Rs." before the number
 * and "/-" after it; plain digits ("17000"), Indian grouping ("1,70,000", "12,34,56,789": the last group of three,
 * earlier groups of two) or international grouping ("170,000", "1,234,567"); an optional "." with up to two
 * decimals. Everything else is refused rather than guessed: mixed or wrong grouping ("17,00,0", "1,7000"), a comma
 * as the decimal mark ("17.000,5"), exponents, signs, a second dot, control characters, other digits.
 */
export type AmountResult =
  | { ok: true; value: string }
  | { ok: false; reason: "empty" | "form" | "decimals" | "too-large" };

/** What a refusal shows: the forms the parser takes. */
export const AMOUNT_EXAMPLES = "17000, 17,000 or 1,70,000.50";

/** numeric(12,2): ten digits before the point. */
const WHOLE_DIGITS_MAX = 10;
const CURRENCY = /^(?:₹|rs\.?)\s*/i;
const DASH_SUFFIX = /\s*\/-$/;
const SHAPE = /^(\d[\d,]*)?(?:\.(\d*))?$/;
const PLAIN = /^\d+$/;
const INDIAN = /^[1-9]\d?(?:,\d{2})*,\d{3}$/;
const INTERNATIONAL = /^[1-9]\d{0,2}(?:,\d{3})+$/;

/** Parses typed text to the decimal string the database stores ("17000.50"), or says why it cannot. */
export function parseAmount(text: string): AmountResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const match = SHAPE.exec(trimmed.replace(CURRENCY, "").replace(DASH_SUFFIX, ""));
  const [, whole = "", frac = ""] = match ?? [];
  const wellGrouped = PLAIN.test(whole) || INDIAN.test(whole) || INTERNATIONAL.test(whole) || whole === "";
  if (!match || !wellGrouped || !/\d/.test(whole + frac)) return { ok: false, reason: "form" };
  if (frac.length > 2) return { ok: false, reason: "decimals" };
  const digits = whole.replace(/,/g, "").replace(/^0+/, "");
  if (digits.length > WHOLE_DIGITS_MAX) return { ok: false, reason: "too-large" };
  return { ok: true, value: `${digits || "0"}.${frac.padEnd(2, "0")}` };
}
