import type { AuditAction, AuditEntry } from "../../../../contract/audit.ts";
import { usePagedList } from "../../../lib/paged.ts";
import { useAuth } from "../../auth/useAuth.ts";

export const activityKey = ["/api/admin/activity"] as const;

/** The Activity view's filters; they live in the URL (?listing=, ?sale=, ...) so History links open them. */
export interface ActivityFilters {
  actorId?: string;
  action?: AuditAction;
  listingId?: string;
  saleId?: string;
  from?: string;
  to?: string;
}

export const ACTIVITY_URL_PARAMS = {
  actorId: "admin",
  action: "action",
  listingId: "listing",
  saleId: "sale",
  from: "from",
  to: "to",
} as const satisfies Record<keyof ActivityFilters, string>;

export function filtersFromUrl(params: URLSearchParams): ActivityFilters {
  const filters: Record<string, string> = {};
  for (const [key, name] of Object.entries(ACTIVITY_URL_PARAMS)) {
    const value = params.get(name);
    if (value) filters[key] = value;
  }
  return filters as ActivityFilters;
}

/** Where a listing card's or a sale row's History link goes. */
export const historyHref = (of: { listingId?: string; saleId?: string }) =>
  of.saleId ? `/admin?tab=activity&sale=${of.saleId}` : `/admin?tab=activity&listing=${of.listingId}`;

export function useActivity(filters: ActivityFilters) {
  const { user } = useAuth();
  return usePagedList<AuditEntry>(
    activityKey,
    "/api/admin/activity",
    { ...filters, limit: 50 },
    Boolean(user?.isAdmin),
    "always",
  );
}

export function activityCsvUrl(filters: ActivityFilters) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) qs.set(k, v);
  return qs.size ? `/api/admin/activity.csv?${qs}` : "/api/admin/activity.csv";
}
