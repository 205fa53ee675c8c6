import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CurrencyCode } from "../../../contract/enums.ts";
import { convertPricing } from "./api.ts";
import { loadCurrency, saveCurrency } from "./currency.ts";
import type { Tiers } from "./pricing.ts";

export interface DisplayPrices {
  /** The currency actually on screen: rupees when the conversion failed (spec section 8). */
  code: CurrencyCode;
  tiers: Tiers;
  /** Rupees to `code`. */
  rate: number;
  converting: boolean;
  fellBack: boolean;
}

/** What the price card shows, given the rupee tiers, the answer of the conversion and whether it failed. */
export function displayPrices(
  tiers: Tiers,
  wanted: CurrencyCode,
  answer: { success: boolean; convertedPricing: Tiers; exchangeRate: number } | undefined,
  failed: boolean,
): Omit<DisplayPrices, "converting"> {
  if (wanted === "INR") return { code: "INR", tiers, rate: 1, fellBack: false };
  if (failed || (answer && !answer.success)) return { code: "INR", tiers, rate: 1, fellBack: true };
  if (!answer) return { code: "INR", tiers, rate: 1, fellBack: false };
  return { code: wanted, tiers: answer.convertedPricing, rate: answer.exchangeRate, fellBack: false };
}

/** The chosen currency (remembered in local storage) and the tiers converted into it. */
export function useDisplayCurrency(tiers: Tiers | undefined) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(loadCurrency);
  const setCurrency = (code: CurrencyCode) => {
    saveCurrency(code);
    setCurrencyState(code);
  };
  const query = useQuery({
    queryKey: ["/api/currency/convert-pricing", currency, tiers?.quickPrice, tiers?.medianPrice, tiers?.maxPrice],
    queryFn: ({ signal }) => convertPricing(tiers as Tiers, currency, signal),
    enabled: Boolean(tiers) && currency !== "INR",
    // Keep the last figures on screen while new ones load, so the card does not flicker.
    placeholderData: (previous) => (previous?.currency === currency ? previous : undefined),
  });
  const shown = tiers
    ? displayPrices(tiers, currency, query.data, query.isError)
    : { code: "INR" as const, tiers: { quickPrice: 0, medianPrice: 0, maxPrice: 0 }, rate: 1, fellBack: false };
  return {
    currency,
    setCurrency,
    display: { ...shown, converting: query.isFetching } satisfies DisplayPrices,
  };
}
