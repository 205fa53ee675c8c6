import i18n from "../../i18n/index.ts";

export { formatRupees } from "../../ui/format.ts";

/** Created column (spec section 2): 'Just now', 'N hour(s) ago', 'N day(s) ago' - in the seller's language. */
export function createdAge(createdAt: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(createdAt).getTime()) / 3_600_000);
  if (hours < 1) return i18n.t("listings.justNow");
  if (hours < 24) return i18n.t("listings.hoursAgo", { count: hours });
  return i18n.t("listings.daysAgo", { count: Math.floor(hours / 24) });
}
