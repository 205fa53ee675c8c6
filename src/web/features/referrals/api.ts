import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReferralStats } from "../../../contract/referrals.ts";
import i18n from "../../i18n/index.ts";
import { apiJson, apiRequest } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { currentUserKey } from "../auth/useAuth.ts";

export const referralStatsKey = ["/api/referrals/stats"] as const;
export const referralPopupKey = ["/api/referrals/popup"] as const;

export function useReferralStats() {
  return useQuery<ReferralStats>({ queryKey: referralStatsKey });
}

export function useGenerateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ referralCode: string }>("POST", "/api/referrals/generate"),
    onSuccess: (data) => {
      // The card shows the new code together with the toast, not a refetch later.
      queryClient.setQueryData<ReferralStats>(referralStatsKey, (old) =>
        old ? { ...old, referralCode: data.referralCode } : old,
      );
      toast({
        title: i18n.t("referrals.generated"),
        description: i18n.t("referrals.generatedText", { code: data.referralCode }),
      });
      void queryClient.invalidateQueries({ queryKey: referralStatsKey });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
    onError: () =>
      toast({
        title: i18n.t("referrals.generateFailed"),
        description: i18n.t("common.pleaseTryAgain"),
        variant: "destructive",
      }),
  });
}

/** Whether the referral popup was already shown to this user (on any device). */
export function useReferralPopupSeen(enabled: boolean) {
  return useQuery<{ seen: boolean }>({ queryKey: referralPopupKey, enabled });
}

export function useMarkReferralPopupSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/referrals/popup/seen"),
    // Not refetched: the popup that is showing stays until closed; the next load sees `seen`.
    onSuccess: () => queryClient.setQueryData(referralPopupKey, { seen: true }),
  });
}

/** The share link of spec section 2: {origin}/register?ref={code}. */
export const shareLinkFor = (code: string) => `${window.location.origin}/register?ref=${encodeURIComponent(code)}`;
