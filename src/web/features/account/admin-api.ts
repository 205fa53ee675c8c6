import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminDeleteAccountInput, DeletionPreview, DeletionResult } from "../../../contract/account.ts";
import { apiJson } from "../../lib/api.ts";

/** A seller's data on the admin side (docs/decisions/129): download it, or delete the account for them. */
export const sellerExportUrl = (userId: string) => `/api/admin/users/${userId}/export`;
export const sellerDeletionKey = (userId: string) => ["/api/admin/users", userId, "deletion"] as const;

export function useSellerDeletionPreview(userId: string, enabled: boolean) {
  return useQuery<DeletionPreview>({ queryKey: sellerDeletionKey(userId), enabled, refetchOnMount: "always" });
}

/** Deleting a seller touches every admin list and count: all of them are fetched again. */
export function useDeleteSeller(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminDeleteAccountInput) =>
      apiJson<DeletionResult>("POST", `/api/admin/users/${userId}/delete`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? "").startsWith("/api/admin/") }),
  });
}
