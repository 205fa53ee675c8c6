import { z } from "zod";
import { DEFAULT_METRICS_RANGE, METRICS_RANGES, RANGE_MESSAGE } from "./ranges.ts";

/**
 * The business's own numbers on the desk (issue 48 item 2, docs/decisions/207): what sells, where and how fast, for a
 * period, in total, by marketplace and by category. Owners and managers (the "analytics" permission). Percentages
 * have one decimal, hours one decimal; a figure nothing backs is null.
 */

export const businessNumbersQuerySchema = z.object({
  range: z.enum(METRICS_RANGES, { message: RANGE_MESSAGE }).default(DEFAULT_METRICS_RANGE),
});

export const businessRowSchema = z.object({
  /** "all" for the total; a marketplace (olx, quikr, facebook, other) or a category. */
  key: z.string(),
  /**
   * Listings put on sale in the period; for a marketplace, ads that went live there for the first time (so a
   * listing counts once per marketplace).
   */
  listed: z.number().int(),
  /** Sales recorded in the period (by where they sold, for a marketplace). */
  sold: z.number().int(),
  /** sold ÷ listed, in percent; null when nothing was listed. */
  sellThrough: z.number().nullable(),
  medianDaysToSell: z.number().nullable(),
  /** Medians over the period's sales of sold ÷ asking price, and sold ÷ the generator's market price. */
  soldVsAsking: z.number().nullable(),
  soldVsMarket: z.number().nullable(),
  /** Listings with an ad live at some time in the period. */
  liveListings: z.number().int(),
  offers: z.number().int(),
  questions: z.number().int(),
  offersPerLive: z.number().nullable(),
  questionsPerLive: z.number().nullable(),
  /** Ads that went live in the period, and the median hours from their listing's first put on sale. */
  adsLive: z.number().int(),
  medianHoursToLive: z.number().nullable(),
  /** Of the period's sales with ads to take down: the median hours until the last is down, and how many still wait. */
  medianHoursToAdsDown: z.number().nullable(),
  adsStillUp: z.number().int(),
  /** Of the period's sales: the median hours until the payout, and how many are still pending. */
  medianHoursToPayout: z.number().nullable(),
  payoutsPending: z.number().int(),
});
export type BusinessRow = z.infer<typeof businessRowSchema>;

export const businessNumbersSchema = z.object({
  range: z.enum(METRICS_RANGES),
  timeZone: z.string(),
  today: z.string(),
  /** The period's first day (YYYY-MM-DD), null for all time. */
  from: z.string().nullable(),
  total: businessRowSchema,
  byMarketplace: z.array(businessRowSchema),
  /** Categories that have something in the period, the most listed first. */
  byCategory: z.array(businessRowSchema),
});
export type BusinessNumbers = z.infer<typeof businessNumbersSchema>;

/** The CSV's columns, in order (one row per total, marketplace and category). */
export const BUSINESS_CSV_COLUMNS = [
  "group",
  "key",
  "listed",
  "sold",
  "sell_through_pct",
  "median_days_to_sell",
  "sold_vs_asking_pct",
  "sold_vs_market_pct",
  "live_listings",
  "offers",
  "questions",
  "offers_per_live",
  "questions_per_live",
  "ads_live",
  "median_hours_to_live",
  "median_hours_to_ads_down",
  "ads_still_up",
  "median_hours_to_payout",
  "payouts_pending",
] as const;
