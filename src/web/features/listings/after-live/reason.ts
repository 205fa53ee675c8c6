import type { PriceSuggestionDto, SuggestionReason } from "../../../../contract/after-live.ts";
import { PRICE_SUGGESTION_DAYS_DEFAULT } from "../../../../contract/limits.ts";
import i18n from "../../../i18n/index.ts";
import { formatRupees } from "../../../ui/format.ts";

const num = (v: string | number | undefined) => (v === undefined ? Number.NaN : Number(v));

/**
 * Why a price is suggested, as a sentence in the seller's language, from the reason's code and numbers
 * (src/contract/after-live.ts). Prices read as rupees ("₹10,500"); a code this build does not know reads as the
 * generic sentence rather than as a key.
 */
export function reasonText(reason: SuggestionReason): string {
  const p = reason.params;
  const days = num(p.days);
  const common = { count: Number.isFinite(days) ? days : 0 };
  switch (reason.code) {
    case "similarSales":
      return i18n.t("afterLive.reasonSimilarSales", {
        ...common,
        sold: num(p.count),
        price: formatRupees(p.price),
      });
    case "pricingEngine":
      return i18n.t("afterLive.reasonPricingEngine", { ...common, price: formatRupees(p.price) });
    case "offers":
      return i18n.t("afterLive.reasonOffers", { ...common, buyers: num(p.count), price: formatRupees(p.price) });
    case "markdown":
      return i18n.t("afterLive.reasonMarkdown", { ...common, percent: num(p.percent) });
    default:
      return i18n.t("afterLive.reasonGeneric");
  }
}

/** How many days a declined suggestion stays away: the server's number when it sends one, else the default. */
export function askAgainDays(suggestion: PriceSuggestionDto): number {
  const sent = num(suggestion.reason.params.askAgainDays);
  return Number.isInteger(sent) && sent > 0 ? sent : PRICE_SUGGESTION_DAYS_DEFAULT;
}

/** How much lower the suggested price is, in whole percent (never below 0). */
export function dropPercent(suggestion: Pick<PriceSuggestionDto, "currentPrice" | "suggestedPrice">): number {
  const current = Number(suggestion.currentPrice);
  const suggested = Number(suggestion.suggestedPrice);
  if (!(current > 0) || !Number.isFinite(suggested)) return 0;
  return Math.max(0, Math.round(((current - suggested) / current) * 100));
}
