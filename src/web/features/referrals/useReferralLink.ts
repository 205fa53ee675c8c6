import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18n from "../../i18n/index.ts";
import { apiJson, errorText } from "../../lib/api.ts";
import { local } from "../../lib/storage.ts";
import { toast } from "../../lib/toast.ts";
import { useAuth } from "../auth/useAuth.ts";

/** Kept until sign-up so that a code entered before having an account still links it. */
export const PENDING_REFERRAL_KEY = "pendingReferralCode";

/** Links a referral code: signed in, through the API; signed out, remembered for sign-up. */
export function useReferralLink() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (referralCode: string) =>
      apiJson<{ referrerName?: string }>("POST", "/api/referrals/link", { referralCode }),
    onSuccess: (data) => {
      toast({
        title: i18n.t("referralBar.linkedTitle"),
        description: i18n.t("referralBar.linkedText", {
          name: data.referrerName || i18n.t("referralBar.yourReferrer"),
        }),
      });
      void queryClient.invalidateQueries({ queryKey: ["/api/referrals/stats"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
    },
    onError: (err) =>
      toast({
        title: i18n.t("referralBar.failedTitle"),
        description: errorText(err, i18n.t("referralBar.failedText")),
        variant: "destructive",
      }),
  });

  return {
    isPending: mutation.isPending,
    /** Trims and upper-cases the code; an empty one is refused with the spec's toast (section 5). */
    submit(raw: string) {
      const code = raw.trim().toUpperCase();
      if (!code) {
        toast({
          title: i18n.t("referralBar.emptyTitle"),
          description: i18n.t("referralBar.emptyText"),
          variant: "destructive",
        });
        return;
      }
      if (isAuthenticated) {
        mutation.mutate(code);
        return;
      }
      local.set(PENDING_REFERRAL_KEY, code);
      toast({ title: i18n.t("referralBar.savedTitle"), description: i18n.t("referralBar.savedText") });
    },
  };
}
