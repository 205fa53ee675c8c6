import { useQuery } from "@tanstack/react-query";
import type { CommunityMetrics, MetricsRange } from "../../../contract/analytics.ts";
import type { AdminReferralRecord } from "../../../contract/referrals.ts";
import { apiJson } from "../../lib/api.ts";
import { usePagedList } from "../../lib/paged.ts";

export const communityMetricsKey = ["/api/admin/community-metrics"] as const;
export const adminReferralsKey = ["/api/admin/referrals"] as const;

/** Community metrics for one range; each range is its own cache entry. */
export function useCommunityMetrics(range: MetricsRange) {
  return useQuery({
    queryKey: [...communityMetricsKey, range],
    queryFn: () =>
      apiJson<{ data: CommunityMetrics }>("GET", `/api/admin/community-metrics?range=${range}`).then((r) => r.data),
  });
}

/** The admin's referral records, newest users first, searched on the server. */
export function useAdminReferrals(q: string) {
  return usePagedList<AdminReferralRecord>(adminReferralsKey, "/api/admin/referrals", { q, limit: 20 });
}
