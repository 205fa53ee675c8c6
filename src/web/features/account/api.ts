import { useMutation, useQuery } from "@tanstack/react-query";
import type { DeleteAccountInput, DeletionPreview, DeletionResult } from "../../../contract/account.ts";
import { ACCOUNT_DELETED_LANDING } from "../../../contract/sentences.ts";
import { ApiError, apiJson } from "../../lib/api.ts";
import { lastUser } from "../auth/lastUser.ts";
import { keepWork } from "../generator/kept-work.ts";

/** The seller's own data (docs/decisions/129): the download, what deleting would do, and the deletion. */
export const ACCOUNT_EXPORT_URL = "/api/account/export";
export const deletionPreviewKey = ["/api/account/deletion"] as const;
/** A Google sign-in that confirms the deletion, and comes back to the dialog. */
export const GOOGLE_CONFIRM_URL = "/api/auth/google?purpose=delete-account";

/** Fetched afresh each time the dialog opens: a sale or a Google sign-in may have happened since. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery<DeletionPreview>({ queryKey: deletionPreviewKey, enabled, refetchOnMount: "always" });
}

/**
 * Deletes the account, then loads the landing page afresh (as logging out does), so that nothing of the account
 * stays in memory; the landing page says the account was deleted.
 */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiJson<DeletionResult>("POST", "/api/account/delete", input),
    onSuccess: async () => {
      lastUser.set(null);
      // The unsaved listing this browser kept for the seller (photos included) goes too.
      await keepWork(userId, { photos: [], draft: null });
      window.location.assign(ACCOUNT_DELETED_LANDING);
    },
    // Deleted already (another tab, or an admin): nothing is left to show here.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 410) window.location.assign(ACCOUNT_DELETED_LANDING);
    },
  });
}
