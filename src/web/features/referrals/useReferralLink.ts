import { useMutation, useQueryClient } from "@tanstack/react-query";
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
        title: "Referral linked!",
        description: `You've been linked to ${data.referrerName || "your referrer"}.`,
      });
      void queryClient.invalidateQueries({ queryKey: ["/api/referrals/stats"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
    },
    onError: (err) =>
      toast({
        title: "Referral linking failed",
        description: errorText(err, "Invalid referral code. Please check and try again."),
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
          title: "Enter referral code",
          description: "Please enter a referral code to continue.",
          variant: "destructive",
        });
        return;
      }
      if (isAuthenticated) {
        mutation.mutate(code);
        return;
      }
      local.set(PENDING_REFERRAL_KEY, code);
      toast({ title: "Referral code saved", description: "Sign up and we'll link it to your new account." });
    },
  };
}
