/**
 * The periods every analytics screen offers (spec section 9's community metrics, issue 48's performance and business
 * numbers): the last 7, 30 or 90 days counted in calendar days of APP_TIMEZONE, today included, or all time. No zod
 * here: the seller's performance screen reads them at start.
 */
export const METRICS_RANGES = ["7d", "30d", "90d", "all"] as const;
export type MetricsRange = (typeof METRICS_RANGES)[number];
export const DEFAULT_METRICS_RANGE: MetricsRange = "30d";
export const RANGE_DAYS: Record<Exclude<MetricsRange, "all">, number> = { "7d": 7, "30d": 30, "90d": 90 };
export const RANGE_LABELS: Record<MetricsRange, string> = {
  "7d": "7 Days",
  "30d": "30 Days",
  "90d": "90 Days",
  all: "All Time",
};
export const RANGE_MESSAGE = "Range must be one of 7d, 30d, 90d or all";
