import { useMutation } from "@tanstack/react-query";
import type { AdminRenewal } from "../../../../contract/admin-listings.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { apiRequest } from "../../../lib/api.ts";
import { usePagedList } from "../../../lib/paged.ts";
import { renewalsKey, useInvalidateAfterLive, useIsAdmin } from "../updates/api.ts";

export const useRenewals = () =>
  usePagedList<AdminRenewal>(renewalsKey, "/api/admin/renewals", {}, useIsAdmin(), "always");

export interface PostingRef {
  listingId: string;
  marketplace: Marketplace;
}

/** "Renewed" restarts the ad's clock; "Expired, repost" sends the posting back to the posting queue. */
export function useRenewalAction(action: "renewed" | "repost") {
  const invalidate = useInvalidateAfterLive();
  return useMutation({
    mutationFn: (p: PostingRef) =>
      apiRequest("POST", `/api/admin/postings/${encodeURIComponent(p.listingId)}/${p.marketplace}/${action}`),
    onSuccess: () => invalidate(),
  });
}
