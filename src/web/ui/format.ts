import dayjs from "dayjs";
import { currentLanguage, intlLocale } from "../i18n/index.ts";

/**
 * Numbers and dates follow the seller's language (docs/decisions/131): en-IN or hi-IN, Indian digit grouping
 * (₹1,70,000) in both. English output is exactly what it was before Hindi existed.
 */
const formats = new Map<string, Intl.NumberFormat>();
function rupees(paise: boolean) {
  const locale = intlLocale();
  const key = `${locale}:${paise}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      ...(paise ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
    });
    formats.set(key, f);
  }
  return f;
}

/** "1500.00" -> "₹1,500"; paise only when there are any ("999.50" -> "₹999.50"). Rupees everywhere (spec 9). */
export function formatRupees(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return rupees(!Number.isInteger(value)).format(value);
}

/** A date in Hindi: "25 नव॰ 2026" (short month) or "25 नवंबर 2026" (long). */
const hindiDate = (iso: string, month: "short" | "long") =>
  new Intl.DateTimeFormat("hi-IN", { day: "numeric", month, year: "numeric" }).format(new Date(iso));

/** Created dates in admin views: 'MMM d, yyyy' (spec section 9). */
export const createdDate = (iso: string) =>
  currentLanguage() === "hi" ? hindiDate(iso, "short") : dayjs(iso).format("MMM D, YYYY");
/** Sale dates: the long format (spec section 9). */
export const longDate = (iso: string) =>
  currentLanguage() === "hi" ? hindiDate(iso, "long") : dayjs(iso).format("MMMM D, YYYY");
/** A day and month without the year, for dates near now: "3 Nov" (English), "3 नव॰" (Hindi). */
export const dayMonth = (iso: string) =>
  currentLanguage() === "hi"
    ? new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short" }).format(new Date(iso))
    : dayjs(iso).format("D MMM");
/** Dates in the seller's own views: dd/MM/yyyy (spec section 9). */
export const sellerDate = (iso: string) => dayjs(iso).format("DD/MM/YYYY");

export { displayName } from "./displayName.ts";
