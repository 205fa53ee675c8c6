import { CURRENCIES, type CurrencyCode } from "../../../../contract/enums.ts";
import type { Config } from "../../../config.ts";

const REFRESH_MS = 6 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 3000;

/** Rates are "one rupee in that currency" (USD=0.012), as CURRENCY_RATES gives them. */
export type Rates = Record<string, number>;

let cached: { url: string; rates: Rates; at: number } | undefined;

/**
 * The configured rates, refreshed from CURRENCY_RATES_URL (JSON {rates:{USD:0.012,...}} relative to INR) at most every
 * six hours when one is set. A failed refresh keeps the last good rates.
 */
export async function currentRates(config: Pick<Config, "currency">, fetchImpl: typeof fetch = fetch): Promise<Rates> {
  const base = config.currency.rates;
  const url = config.currency.ratesUrl;
  if (!url) return base;
  if (cached?.url === url && Date.now() - cached.at < REFRESH_MS) return cached.rates;
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body = (await res.json()) as { rates?: Record<string, unknown> };
    const rates: Rates = { ...base, INR: 1 };
    for (const c of CURRENCIES) {
      const v = Number(body.rates?.[c.code]);
      if (Number.isFinite(v) && v > 0) rates[c.code] = v;
    }
    cached = { url, rates, at: Date.now() };
    return rates;
  } catch {
    // Keep the last good rates for this URL (or the configured ones) and try again in a minute.
    const lastGood = cached?.url === url ? cached.rates : base;
    cached = { url, rates: lastGood, at: Date.now() - REFRESH_MS + 60_000 };
    return cached.rates;
  }
}

export function formatAmount(amount: number, code: CurrencyCode): string {
  const symbol = CURRENCIES.find((c) => c.code === code)?.symbol ?? "";
  const locale = code === "INR" ? "en-IN" : code === "USD" ? "en-US" : code === "GBP" ? "en-GB" : "de-DE";
  return `${symbol}${Math.round(amount).toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}

/** Converts between two supported currencies through the rupee. Undefined when either rate is unknown. */
export function convert(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Rates,
): { value: number; rate: number } | undefined {
  const rFrom = from === "INR" ? 1 : rates[from];
  const rTo = to === "INR" ? 1 : rates[to];
  if (!rFrom || !rTo) return undefined;
  const rate = rTo / rFrom;
  return { value: Math.round(amount * rate), rate: Math.round(rate * 1e6) / 1e6 };
}
