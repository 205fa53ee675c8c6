import { z } from "zod";

import { DEFAULT_METRICS_RANGE, METRICS_RANGES, RANGE_MESSAGE } from "./ranges.ts";

/** Community metrics ranges (spec section 9): 30 days by default (src/contract/ranges.ts). */
export {
  DEFAULT_METRICS_RANGE,
  METRICS_RANGES,
  type MetricsRange,
  RANGE_DAYS,
  RANGE_LABELS,
} from "./ranges.ts";
export const TOP_REFERRERS = 6;
export const TOP_SOURCES = 5;

export const communityMetricsQuery = z.object({
  range: z.enum(METRICS_RANGES, { message: RANGE_MESSAGE }).default(DEFAULT_METRICS_RANGE),
});

export const topReferrerSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string().nullable(), email: z.string() }),
  referralCount: z.number().int(),
  referralCode: z.string().nullable(),
});

export const referralSourceSchema = z.object({
  referralCode: z.string(),
  /** Share of all users who joined in the range, in percent with one decimal. */
  percentage: z.number(),
  userCount: z.number().int(),
});

export const growthDaySchema = z.object({
  /** The day in the business's time zone (APP_TIMEZONE), YYYY-MM-DD. */
  date: z.string(),
  newUsers: z.number().int(),
  referredUsers: z.number().int(),
  organicUsers: z.number().int(),
});
export type GrowthDay = z.infer<typeof growthDaySchema>;

export const channelCountSchema = z.object({ channel: z.string(), userCount: z.number().int() });

/**
 * GET /api/admin/community-metrics (spec section 3). Every figure counts users who joined in the range.
 * `channels` and `referredUsers` go beyond the spec: the Referral System tab's breakdown uses them.
 */
export const communityMetricsSchema = z.object({
  data: z.object({
    range: z.enum(METRICS_RANGES),
    timeZone: z.string(),
    totalUsers: z.number().int(),
    totalReferrals: z.number().int(),
    referredUsers: z.number().int(),
    activeReferrers: z.number().int(),
    avgReferralsPerUser: z.number(),
    conversionRate: z.number(),
    topReferrers: z.array(topReferrerSchema),
    topReferralSources: z.array(referralSourceSchema),
    channels: z.array(channelCountSchema),
    growthData: z.array(growthDaySchema),
  }),
});
export type CommunityMetrics = z.infer<typeof communityMetricsSchema>["data"];
