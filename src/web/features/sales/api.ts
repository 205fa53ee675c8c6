import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PayoutInfo,
  PayoutInfoInput,
  PayoutInput,
  RecordSaleInput,
  SaleDto,
  SellerSale,
} from "../../../contract/sales.ts";
import { apiJson, apiRequest } from "../../lib/api.ts";
import { usePagedList } from "../../lib/paged.ts";
import { currentUserKey } from "../auth/useAuth.ts";

export const mySalesKey = ["/api/user/sales"] as const;
export const payoutInfoKey = ["/api/user/payout-info"] as const;
export const adminSalesKey = ["/api/admin/sales"] as const;
export const pendingPayoutsKey = ["/api/admin/pending-payouts"] as const;
export const delistCountKey = ["/api/admin/delist-tasks/count"] as const;

export const useMySales = (enabled = true) => useQuery<SellerSale[]>({ queryKey: mySalesKey, enabled });
export const usePayoutInfo = (enabled = true) => useQuery<PayoutInfo>({ queryKey: payoutInfoKey, enabled });

/**
 * Outcome handlers that must run even when the component that started the call unmounts (the card of an
 * undone sale leaves the list; the payout form closes once a method exists): they go on the mutation itself,
 * not on `mutate`, whose callbacks are dropped after an unmount.
 */
export interface Outcome<T> {
  onSuccess?: (data: T) => void;
  onError?: (err: unknown) => void;
}

export function useUpdatePayoutInfo(outcome: Outcome<PayoutInfo> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInfoInput) => apiJson<PayoutInfo>("PUT", "/api/user/payout-info", input),
    onError: outcome.onError,
    onSuccess: (info) => {
      outcome.onSuccess?.(info);
      queryClient.setQueryData(payoutInfoKey, info);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutInfoKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}

export interface SaleListFilter {
  status?: "pending" | "paid" | null;
  q?: string | null;
  openDelist?: "true" | null;
}

export const useAdminSales = (filter: SaleListFilter) =>
  usePagedList<SaleDto>(adminSalesKey, "/api/admin/sales", { ...filter });
export const usePendingPayouts = (q: string | null) =>
  usePagedList<SaleDto>(pendingPayoutsKey, "/api/admin/pending-payouts", { q });
export const useDelistCount = () => useQuery<{ open: number }>({ queryKey: delistCountKey });

/**
 * A sale, payout or undo changes the sales lists, the payout queue, the delist count, the dashboard's summary
 * cards and the listing lists (a sold listing leaves them): refresh every admin query and the listing lists.
 */
export function invalidateAfterSaleChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const head = String(q.queryKey[0] ?? "");
      return (
        head.startsWith("/api/admin") || head === "/api/listings" || head === "/api/stats" || head === "/api/user/sales"
      );
    },
  });
}

function useSaleMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, outcome: Outcome<TResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onError: outcome.onError,
    onSuccess: (data) => {
      outcome.onSuccess?.(data);
      return invalidateAfterSaleChange(queryClient);
    },
  });
}

export const useRecordSale = (outcome?: Outcome<SaleDto>) =>
  useSaleMutation((input: RecordSaleInput) => apiJson<SaleDto>("POST", "/api/admin/sales", input), outcome);

export const useProcessPayout = (outcome?: Outcome<SaleDto>) =>
  useSaleMutation(
    ({ saleId, ...input }: PayoutInput & { saleId: string }) =>
      apiJson<SaleDto>("PUT", `/api/admin/sales/${saleId}/payout`, input),
    outcome,
  );

export const useUndoSale = (outcome?: Outcome<void>) =>
  useSaleMutation(async (saleId: string) => {
    await apiRequest("DELETE", `/api/admin/sales/${saleId}/undo`);
  }, outcome);

export const useSetDelistTask = () =>
  useSaleMutation(({ saleId, taskId, done }: { saleId: string; taskId: string; done: boolean }) =>
    apiJson<SaleDto>("PUT", `/api/admin/sales/${saleId}/delist-tasks/${taskId}`, { done }),
  );

/** The CSV download addresses (a plain link: the browser sends the cookie and saves the file). */
export function exportUrl(base: string, range: { from?: string | null; to?: string | null }) {
  const qs = new URLSearchParams();
  if (range.from) qs.set("from", range.from);
  if (range.to) qs.set("to", range.to);
  return qs.size ? `${base}?${qs}` : base;
}
