import { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY } from "../../../contract/enums.ts";
import { local } from "../../lib/storage.ts";

export const CURRENCY_STORAGE_KEY = "snaplist.currency";

const LOCALES: Record<CurrencyCode, string> = { INR: "en-IN", USD: "en-US", GBP: "en-GB", EUR: "en-IE" };

export function isCurrency(v: unknown): v is CurrencyCode {
  return CURRENCIES.some((c) => c.code === v);
}

export function loadCurrency(): CurrencyCode {
  const stored = local.get(CURRENCY_STORAGE_KEY);
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

export function saveCurrency(code: CurrencyCode) {
  local.set(CURRENCY_STORAGE_KEY, code);
}

/** Whole units with the currency symbol: "₹18,500", "$222" (spec section 9: no decimals). */
export function formatMoney(amount: number, code: CurrencyCode): string {
  return new Intl.NumberFormat(LOCALES[code], {
    style: "currency",
    currency: code,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Math.round(amount));
}

export const currencySymbol = (code: CurrencyCode) => CURRENCIES.find((c) => c.code === code)?.symbol ?? code;
