import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreationLogView } from "../../../../contract/admin-creation-logs.ts";
import type { AdminListing, BadAdAddress } from "../../../../contract/admin-listings.ts";
import type { AdminSummary } from "../../../../contract/admin-summary.ts";
import type { Marketplace, PostingState, PostingStatus } from "../../../../contract/enums.ts";
import type { ListingDto } from "../../../../contract/listings.ts";
import type { AdminMessageInput, AdminUserOption } from "../../../../contract/messages.ts";
import { apiJson } from "../../../lib/api.ts";
import { usePagedList } from "../../../lib/paged.ts";
import { useAuth } from "../../auth/useAuth.ts";

export const adminSummaryKey = ["/api/admin/summary"] as const;
export const adminListingsKey = ["/api/admin/listings"] as const;
export const creationLogsKey = ["/api/admin/creation-logs"] as const;
export const adminUsersKey = ["/api/admin/users"] as const;
export const badAdAddressesKey = ["/api/admin/postings/bad-addresses"] as const;
export const sharedAdAddressesKey = ["/api/admin/postings/shared-addresses"] as const;

/** Admin queries run only for a signed-in admin (spec section 6). */
function useIsAdmin() {
  const { user } = useAuth();
  return Boolean(user?.isAdmin);
}

export function useAdminSummary() {
  return useQuery<AdminSummary>({ queryKey: adminSummaryKey, enabled: useIsAdmin() });
}

export interface ListingFilters {
  q?: string;
  postingStatus?: PostingState | null;
  marketplace?: Marketplace | null;
  category?: string | null;
  sold?: "true" | "false" | null;
  pending?: "true";
  /** Issue 30: listings whose first ad went live more than this many days ago. */
  liveMoreThanDays?: number | null;
}

export function useAdminListings(filters: ListingFilters) {
  return usePagedList<AdminListing>(adminListingsKey, "/api/admin/listings", { ...filters }, useIsAdmin());
}

export function useCreationLogs() {
  return usePagedList<CreationLogView>(creationLogsKey, "/api/admin/creation-logs", {}, useIsAdmin());
}

/** The recipient picker's server-side search (never the whole user table). */
export function useUserSearch(q: string, enabled = true) {
  return useQuery<AdminUserOption[]>({
    queryKey: [...adminUsersKey, q],
    queryFn: () => apiJson("GET", `/api/admin/users?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`),
    enabled: useIsAdmin() && enabled,
    staleTime: 30_000,
  });
}

/** The recipient's latest listings for the message dialog's optional listing (their email finds them). */
export function useRecipientListings(userId: string | null, email: string | undefined) {
  const { data } = useQuery<AdminListing[]>({
    queryKey: [...adminListingsKey, "of", userId],
    queryFn: () => apiJson("GET", `/api/admin/listings?limit=50&q=${encodeURIComponent(email ?? "")}`),
    enabled: useIsAdmin() && Boolean(userId && email),
  });
  return (data ?? []).filter((l) => l.userId === userId);
}

/** Lists and counts an admin change touches. */
function useInvalidateDesk() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminListingsKey }),
      queryClient.invalidateQueries({ queryKey: adminSummaryKey }),
      queryClient.invalidateQueries({ queryKey: badAdAddressesKey }),
      queryClient.invalidateQueries({ queryKey: sharedAdAddressesKey }),
    ]);
}

/** Stored ad addresses the ad-address rule refuses, to fix with Mark Posted (issue 40 item 5). */
export function useBadAdAddresses() {
  return useQuery<BadAdAddress[]>({ queryKey: badAdAddressesKey, enabled: useIsAdmin(), staleTime: 60_000 });
}

/** Ads two listings hold, stored before the rule (issue 46 item 6): each holder, to fix with Mark Posted. */
export function useSharedAdAddresses() {
  return useQuery<BadAdAddress[]>({ queryKey: sharedAdAddressesKey, enabled: useIsAdmin(), staleTime: 60_000 });
}

export interface StatusChange {
  listingId: string;
  marketplace: Marketplace;
  status: PostingStatus;
  postingUrl?: string;
  failureReason?: string;
}

export function useSetPostingStatus() {
  const invalidate = useInvalidateDesk();
  return useMutation({
    mutationFn: (c: StatusChange) =>
      apiJson<ListingDto>("POST", `/api/admin/marketplace-postings/${c.listingId}/${c.marketplace}/${c.status}`, {
        postingUrl: c.postingUrl ?? null,
        failureReason: c.failureReason ?? null,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMessageInput) => apiJson("POST", "/api/admin/messages", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSummaryKey }),
  });
}
