import { type CommunityMetrics, type MetricsRange, RANGE_DAYS } from "../../../contract/analytics.ts";
import type { Db } from "../../db/client.ts";
import * as repo from "./community-repo.ts";

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * Community metrics for a range (decision 081): users who joined in the window; conversion = referred / all
 * users in percent; avgReferralsPerUser = referrals per active referrer.
 */
export async function communityMetrics(db: Db, timeZone: string, range: MetricsRange): Promise<CommunityMetrics> {
  const window = await repo.windowFor(db, timeZone, range === "all" ? null : RANGE_DAYS[range]);
  const [t, topReferrers, sources, channels, growthData] = await Promise.all([
    repo.totals(db, window),
    repo.topReferrers(db, window),
    repo.topSources(db, window),
    repo.channels(db, window),
    repo.growth(db, window, timeZone),
  ]);
  const pct = (n: number) => (t.totalUsers ? oneDecimal((n / t.totalUsers) * 100) : 0);
  return {
    range,
    timeZone,
    ...t,
    avgReferralsPerUser: t.activeReferrers ? twoDecimals(t.totalReferrals / t.activeReferrers) : 0,
    conversionRate: pct(t.referredUsers),
    topReferrers,
    topReferralSources: sources.map((s) => ({ ...s, percentage: pct(s.userCount) })),
    channels,
    growthData,
  };
}
