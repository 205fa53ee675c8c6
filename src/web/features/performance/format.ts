import { MARKETPLACE_LABELS } from "../../../contract/enums.ts";
import i18n, { intlLocale } from "../../i18n/index.ts";

/*
 * The performance screen's words for its figures, in the seller's language. Days come from the server as calendar
 * days of the business's time zone (YYYY-MM-DD), so the page the server draws and the one the phone draws agree.
 */

/** "2026-03-02" -> "2 Mar 2026" (English), "2 मार्च 2026" (Hindi). */
export function formatDay(day: string, withYear = true): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d));
}

/** "2026-03" -> "Mar 2026". */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** 42.9 -> "42.9%"; Indian digit grouping in both languages. */
export function formatPercent(value: number): string {
  const n = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value);
  return i18n.t("performance.percent", { value: n });
}

/** 0 -> "less than a day" ("Less than a day" standing `alone`); 2.5 -> "2.5 days"; 1 -> "1 day". */
export function formatDays(days: number, alone = false): string {
  if (days === 0) return i18n.t(alone ? "performance.sameDayAlone" : "performance.sameDay");
  return i18n.t("performance.days", { count: days });
}

/** OLX, Quikr, Facebook - or "Other" for a sale made elsewhere. */
export const marketplaceName = (m: string | null): string =>
  m && m in MARKETPLACE_LABELS ? MARKETPLACE_LABELS[m as keyof typeof MARKETPLACE_LABELS] : i18n.t("sales.other");

const AGING_KEYS = {
  "0-30": "performance.aging0",
  "30-60": "performance.aging30",
  "60-90": "performance.aging60",
  "90+": "performance.aging90",
} as const;

/** An age bucket's name: "0-29 days"... */
export const agingLabel = (bucket: string): string =>
  i18n.t(AGING_KEYS[bucket as keyof typeof AGING_KEYS] ?? "performance.aging90");
