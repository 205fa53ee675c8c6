import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LOGOUT_REDIRECT_MS } from "../../../contract/limits.ts";
import type {
  CreateListingInput,
  ListingDto,
  ListingStats,
  RetryPostingInput,
  UpdateListingInput,
} from "../../../contract/listings.ts";
import i18n from "../../i18n/index.ts";
import { apiJson, apiRequest, isUnauthorized } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";

export const listingsKey = ["/api/listings"] as const;
export const listingKey = (id: string) => ["/api/listings", id] as const;
export const statsKey = ["/api/stats"] as const;

/** Spec section 6 says /api/login, which does not exist: the landing page has the log-in card (decision 033). */
export const UNAUTHORIZED_REDIRECT = "/";

export const useListings = () => useQuery<ListingDto[]>({ queryKey: listingsKey });
/** The sold ones, left out of the default list (spec): fetched only while the Sold filter is chosen. */
export const useSoldListings = (enabled: boolean) =>
  useQuery<ListingDto[]>({
    queryKey: [...listingsKey, "sold"],
    queryFn: () => apiJson<ListingDto[]>("GET", "/api/listings?status=sold"),
    enabled,
  });
export const useListing = (id: string) => useQuery<ListingDto>({ queryKey: listingKey(id), enabled: id !== "" });
export const useListingStats = () => useQuery<ListingStats>({ queryKey: statsKey });

/**
 * After any save, post, edit, retry or delete: the list and every cached single listing (the key prefix)
 * and the counts are marked stale; the ones on screen refetch.
 */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return (_id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listingsKey }),
      queryClient.invalidateQueries({ queryKey: statsKey }),
    ]);
}

/** Save Draft / Post to Platforms (used by the generator): POST /api/listings. */
export function useCreateListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (input: CreateListingInput) => apiJson<ListingDto>("POST", "/api/listings", input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateListing(id: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (input: UpdateListingInput) => apiJson<ListingDto>("PATCH", `/api/listings/${id}`, input),
    onSuccess: () => invalidate(id),
  });
}

export function useDeleteListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/listings/${id}`);
    },
    onSuccess: (_data, id) => invalidate(id),
  });
}

/** The seller's own transitions (docs/decisions/170): post a draft, put a withdrawn listing back on sale. */
export function useListingTransition() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (v: { id: string; transition: "post" | "relist" | "withdraw" }) =>
      apiJson<ListingDto>("POST", `/api/listings/${v.id}/${v.transition}`),
    onSuccess: (_data, v) => invalidate(v.id),
  });
}

export function useRetryPosting() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (input: RetryPostingInput) => apiJson<ListingDto>("POST", "/api/listings/retry", input),
    onSuccess: (_data, input) => invalidate(input.listingId),
  });
}

/** Uploads one photo (POST /api/upload, multipart `image`) and returns its URL; errors read as spec section 8. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  const res = await fetch("/api/upload", { method: "POST", body: form, credentials: "include" });
  if (res.status === 401) throw Object.assign(new Error("Unauthorized"), { status: 401 });
  if (!res.ok) throw new Error(`Upload failed: ${res.status}`);
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) {
    throw new Error("Server returned HTML instead of JSON");
  }
  const body = (await res.json()) as { imageUrl?: unknown };
  if (typeof body.imageUrl !== "string") throw new Error("Upload failed: no image URL returned");
  return body.imageUrl;
}

/**
 * A 401 on a listing action: the 'Unauthorized' toast, then the browser leaves after 500 ms (spec sections 6 and 8).
 * Returns true when it handled the error.
 */
export function handleUnauthorized(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  if (!isUnauthorized(err) && status !== 401) return false;
  toast({
    title: i18n.t("common.unauthorizedTitle"),
    description: i18n.t("common.loggedOutText"),
    variant: "destructive",
  });
  setTimeout(() => window.location.assign(UNAUTHORIZED_REDIRECT), LOGOUT_REDIRECT_MS);
  return true;
}
