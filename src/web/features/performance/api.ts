import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListingDetail, ListingPerformancePage, Performance } from "../../../contract/performance.ts";
import type { MetricsRange } from "../../../contract/ranges.ts";
import { apiJson } from "../../lib/api.ts";
import { freshOnEveryVisit, PAGE_ANSWER_FRESH_MS } from "../../lib/firstPageData.ts";

/*
 * How my listings are doing (issue 48): the seller's own figures. Asked afresh on every visit (a sale or an offer
 * since changes them); the answers the page came with (src/server/plugins/first-page-data.ts) are not asked again
 * as it goes live.
 */

export const performanceKey = (range: MetricsRange) => [`/api/performance?range=${range}`] as const;
/** The first page of the listings, as the page comes with it. */
export const listingsKey = ["/api/performance/listings"] as const;
export const listingDetailKey = (id: string) => ["/api/performance/listings", id] as const;

export const usePerformance = (range: MetricsRange) =>
  useQuery<Performance>({
    queryKey: performanceKey(range),
    staleTime: freshOnEveryVisit,
    refetchOnMount: true,
    // Another period keeps showing the last one's figures until its own arrive, instead of a loader.
    placeholderData: keepPreviousData,
  });

/** The seller's listings a page at a time, starting from the page's own first page when it came with one. */
export function useListingPages() {
  const seeded = useQueryClient().getQueryData<ListingPerformancePage>(listingsKey);
  const query = useInfiniteQuery({
    queryKey: [...listingsKey, "pages"],
    queryFn: ({ pageParam }) =>
      apiJson<ListingPerformancePage>(
        "GET",
        pageParam ? `/api/performance/listings?cursor=${encodeURIComponent(pageParam)}` : "/api/performance/listings",
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: seeded ? { pages: [seeded], pageParams: [null] } : undefined,
    staleTime: seeded ? PAGE_ANSWER_FRESH_MS : 0,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

export const useListingDetail = (id: string, enabled: boolean) =>
  useQuery<ListingDetail>({ queryKey: listingDetailKey(id), enabled, staleTime: 0, refetchOnMount: true });
