import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { SellerThread } from "../../../../contract/messages.ts";
import type { SaleDto } from "../../../../contract/sales.ts";
import {
  COUNTS_POLL_MS,
  QUEUE_POLL_MS,
  type WorkClaim,
  type WorkCounts,
  type WorkItem,
  type WorkKind,
  type WorkQueue,
  type WorkTargets,
  type WorkTargetsInput,
} from "../../../../contract/work-queue.ts";
import { apiJson, apiRequest, isUnauthorized } from "../../../lib/api.ts";
import { useAuth } from "../../auth/useAuth.ts";
import { adminSummaryKey } from "../shared/api.ts";

/** Today's queue (issue 41, docs/decisions/160): its pages, its counts, claims and the work's own calls. */

export const queueKey = ["/api/admin/queue"] as const;
export const queueCountsKey = ["/api/admin/queue/counts"] as const;
export const queueTargetsKey = ["/api/admin/queue/targets"] as const;

export interface QueueFilters {
  kind?: WorkKind | null;
  marketplace?: Marketplace | null;
  claim?: "mine" | "unclaimed" | null;
}

const PAGE = 50;

function queueUrl(filters: QueueFilters, cursor: string | null) {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.marketplace) params.set("marketplace", filters.marketplace);
  if (filters.claim === "mine") params.set("mine", "true");
  if (filters.claim === "unclaimed") params.set("unclaimed", "true");
  if (cursor) params.set("cursor", cursor);
  return `/api/admin/queue?${params}`;
}

/**
 * The queue, page by page, asked again every QUEUE_POLL_MS and when the admin comes back to the tab: new items
 * appear and items another admin finished go, on every server behind the load balancer alike (they read one
 * database). Polling, not a stream: nothing to hold open per admin, nothing to fan out between servers.
 */
export function useWorkQueue(filters: QueueFilters) {
  const { user } = useAuth();
  return useInfiniteQuery<WorkQueue, Error, InfiniteData<WorkQueue>, readonly unknown[], string | null>({
    queryKey: [...queueKey, filters],
    queryFn: ({ pageParam }) => apiJson<WorkQueue>("GET", queueUrl(filters, pageParam)),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user?.isAdmin),
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * Today's counts per kind for the header and the page title. Polled on every tab of the desk: when the admin's
 * session has ended on the server (deactivated by another admin, signed out elsewhere), the 401 sends this open tab
 * to the admin login within COUNTS_POLL_MS.
 */
export function useQueueCounts() {
  const { user } = useAuth();
  const query = useQuery<{ counts: WorkCounts; now: string }>({
    queryKey: queueCountsKey,
    enabled: Boolean(user?.isAdmin),
    refetchInterval: COUNTS_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const signedOut = isUnauthorized(query.error);
  useEffect(() => {
    if (signedOut) window.location.assign("/admin-login");
  }, [signedOut]);
  return query;
}

export function useQueueTargets() {
  return useQuery<WorkTargets>({ queryKey: queueTargetsKey });
}

/** After any work: the queue, its counts and the summary cards. */
export function useInvalidateQueue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queueKey }),
      queryClient.invalidateQueries({ queryKey: queueCountsKey }),
      queryClient.invalidateQueries({ queryKey: adminSummaryKey }),
    ]);
}

export function useSetTargets() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQueue();
  return useMutation({
    mutationFn: (input: WorkTargetsInput) => apiJson<WorkTargets>("PUT", "/api/admin/queue/targets", input),
    onSuccess: (targets) => {
      queryClient.setQueryData(queueTargetsKey, targets);
      return invalidate();
    },
  });
}

export const claimPath = (item: Pick<WorkItem, "kind" | "id">) =>
  `/api/admin/queue/${item.kind}/${encodeURIComponent(item.id)}/claim`;

export const claimItem = (item: Pick<WorkItem, "kind" | "id">) => apiJson<WorkClaim>("POST", claimPath(item));

/** Best effort when the page goes: a claim expires on its own anyway. */
export function releaseItem(item: Pick<WorkItem, "kind" | "id">, keepalive = false) {
  if (keepalive) {
    return fetch(claimPath(item), { method: "DELETE", credentials: "include", keepalive: true }).catch(() => undefined);
  }
  return apiRequest("DELETE", claimPath(item)).catch(() => undefined);
}

export const fetchSale = (saleId: string) => apiJson<SaleDto>("GET", `/api/admin/sales/${encodeURIComponent(saleId)}`);

export function useSellerThread(sellerId: string | null) {
  return useQuery<SellerThread>({
    queryKey: ["/api/admin/sellers", sellerId, "messages"],
    queryFn: () => apiJson("GET", `/api/admin/sellers/${encodeURIComponent(sellerId ?? "")}/messages`),
    enabled: Boolean(sellerId),
    staleTime: 0,
  });
}

/** The one-step "done" of each kind that has one (a payout and a posting ask for more in a dialog). */
export function doneCall(item: WorkItem): Promise<unknown> | null {
  const listing = encodeURIComponent(item.listingId ?? "");
  switch (item.kind) {
    case "delist":
      // Sold or withdrawn alike (docs/decisions/155).
      return apiJson("POST", `/api/admin/delist-tasks/${encodeURIComponent(item.id)}/done`, { done: true });
    case "update":
      return apiJson("POST", `/api/admin/update-tasks/${encodeURIComponent(item.id)}/done`);
    case "renewal":
      return apiRequest(
        "POST",
        `/api/admin/postings/${listing}/${item.marketplace}/${item.expired ? "repost" : "renewed"}`,
      );
    case "offer":
      // An offer at or above the seller's lowest is accepted; a seller's answer is relayed (issue 47 item 11).
      return apiJson(
        "POST",
        `/api/admin/offers/${encodeURIComponent(item.id)}/${item.acceptAmount ? "accept" : "relayed"}`,
      );
    case "buyer":
      return apiJson("POST", `/api/admin/questions/${encodeURIComponent(item.id)}/relayed`);
    case "reply":
      return apiJson("POST", `/api/admin/sellers/${encodeURIComponent(item.sellerId ?? "")}/replies/handled`);
    default:
      return null;
  }
}

export const markPosted = (item: WorkItem, postingUrl: string) =>
  apiJson(
    "POST",
    `/api/admin/marketplace-postings/${encodeURIComponent(item.listingId ?? "")}/${item.marketplace}/posted`,
    {
      postingUrl,
      failureReason: null,
    },
  );
