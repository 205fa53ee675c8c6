import { z } from "zod";
import { MARKETPLACES, SALE_MARKETPLACES } from "./enums.ts";
import { LISTING_EVENT_KINDS } from "./listing-history.ts";
import { LISTING_STATES } from "./listing-life.ts";
import { pageQuerySchema } from "./pagination.ts";
import { AGING_BUCKETS } from "./performance-rules.ts";
import { DEFAULT_METRICS_RANGE, METRICS_RANGES, RANGE_MESSAGE } from "./ranges.ts";

/**
 * How my listings are doing (issue 48 item 1, docs/decisions/206): the seller's own figures, computed from their
 * records. Percentages are numbers with one decimal (42.9 is 42.9%); a figure nothing backs is null, and the screen
 * says why. Days are calendar days in APP_TIMEZONE (`timeZone`); a `...Day` is such a day, YYYY-MM-DD.
 */

const money = z.string();
const percent = z.number().nullable();
const day = z.string();

export const performanceQuerySchema = z.object({
  range: z.enum(METRICS_RANGES, { message: RANGE_MESSAGE }).default(DEFAULT_METRICS_RANGE),
});

const cohortWindowSchema = z.object({
  days: z.number().int(),
  /** Items of the month sold within `days` days of being listed. */
  sold: z.number().int(),
  share: percent,
  /** False while some item of the month has not yet been listed that long: the share may still grow. */
  final: z.boolean(),
});

export const priceTipSchema = z.object({
  kind: z.literal("price"),
  suggestedPrice: money,
  /** "suggestion": the open price suggestion; "market": the generator's market price, below the asking price. */
  source: z.enum(["suggestion", "market"]),
});
export const photoTipSchema = z.object({ kind: z.literal("photos"), photoCount: z.number().int() });
export const tipSchema = z.discriminatedUnion("kind", [priceTipSchema, photoTipSchema]);

export const performanceSchema = z.object({
  range: z.enum(METRICS_RANGES),
  timeZone: z.string(),
  today: day,
  /** The period's first day; null for all time. */
  from: day.nullable(),
  /** Every listing of the seller that was ever put on sale, and where each is now (drafts are not listed). */
  counts: z.object({
    listed: z.number().int(),
    live: z.number().int(),
    sold: z.number().int(),
    withdrawn: z.number().int(),
  }),
  period: z.object({
    /** Put on sale in the period. */
    listed: z.number().int(),
    /** Sold in the period (a withdrawn item is not a sale). */
    sold: z.number().int(),
    /** sold ÷ listed in the period, in percent (more than 100 when older items sold); null when none was listed. */
    sellThrough: percent,
    /** Of the sales in the period: the median of days from first put on sale to sold (0: the same day). */
    medianDaysToSell: z.number().nullable(),
  }),
  /** Months listed, oldest first: the last 12 that have listings. */
  cohorts: z.array(z.object({ month: z.string(), listed: z.number().int(), windows: z.array(cohortWindowSchema) })),
  money: z.object({
    /** What the period's sales pay the seller (the payout amount, else the sale amount). */
    earnings: money,
    pendingCount: z.number().int(),
    pendingAmount: money,
    /** Payouts made in the period. */
    paidCount: z.number().int(),
    paidAmount: money,
  }),
  /** Live items by days since first put on sale. */
  aging: z.array(
    z.object({
      bucket: z.enum(AGING_BUCKETS.map((b) => b.key) as [string, ...string[]]),
      count: z.number().int(),
    }),
  ),
  noInterest: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        price: money,
        daysListed: z.number().int(),
        lastInterestAt: z.string().nullable(),
        lastInterestDay: day.nullable(),
        tips: z.array(tipSchema),
      }),
    ),
  }),
});
export type Performance = z.infer<typeof performanceSchema>;
export type PerformanceTip = z.infer<typeof tipSchema>;

export const listingPerformanceQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(20),
});

export const listingPerformanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(LISTING_STATES),
  price: money,
  listedAt: z.string(),
  listedDay: day,
  /** Days from first put on sale to today, or to the sale or withdrawal that took it off sale. */
  daysListed: z.number().int(),
  /** Each marketplace it has been live on: days live in all (its times live added up) and whether it is live now. */
  live: z.array(z.object({ marketplace: z.enum(MARKETPLACES), days: z.number().int(), liveNow: z.boolean() })),
  offers: z.object({
    count: z.number().int(),
    best: money.nullable(),
    /** The best offer ÷ the asking price, in percent. */
    bestVsAsking: percent,
  }),
  questions: z.object({ count: z.number().int() }),
  /** The last offer or question. */
  lastInterestAt: z.string().nullable(),
  lastInterestDay: day.nullable(),
});
export type ListingPerformance = z.infer<typeof listingPerformanceSchema>;

/** A page of the seller's listings, newest first; `nextCursor` asks for the next (null: no more). */
export const listingPerformancePageSchema = z.object({
  items: z.array(listingPerformanceSchema),
  nextCursor: z.string().nullable(),
});
export type ListingPerformancePage = z.infer<typeof listingPerformancePageSchema>;

export const timelineEventSchema = z.object({
  kind: z.enum(LISTING_EVENT_KINDS),
  at: z.string(),
  day: day,
  marketplace: z.enum(SALE_MARKETPLACES).nullable(),
  amount: money.nullable(),
  /** A price change's price before it. */
  previousAmount: money.nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const similarItemsSchema = z.object({
  /** False: fewer than 5 sales by 3 other sellers back it ("Not enough sales yet to compare"); the figures are null. */
  enough: z.boolean(),
  basis: z.enum(["itemType", "category"]),
  /** The item type or category compared on. */
  value: z.string(),
  band: z.object({ min: z.number(), max: z.number().nullable() }),
  medianDaysToSell: z.number().nullable(),
  /** The median of sold price ÷ asking price, in percent. */
  soldVsAsking: percent,
});
export type SimilarItems = z.infer<typeof similarItemsSchema>;

export const listingDetailSchema = z.object({
  listing: listingPerformanceSchema,
  timeline: z.array(timelineEventSchema),
  similar: similarItemsSchema,
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;
