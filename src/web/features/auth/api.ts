import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { AuthConfig, LoginInput, PublicUser, RegisterInput } from "../../../contract/auth.ts";
import type { AdminLoginNext, TwoFactorCodeInput } from "../../../contract/two-factor.ts";
import { currentLanguage } from "../../i18n/index.ts";
import { apiJson } from "../../lib/api.ts";
import { local } from "../../lib/storage.ts";
import { PENDING_REFERRAL_KEY } from "../referrals/useReferralLink.ts";
import { currentUserKey } from "./useAuth.ts";

/** Where an admin sets two-factor sign-in up (docs/decisions/124). */
export const TWO_FACTOR_PATH = "/admin/two-factor";

export const authConfigKey = ["/api/auth/config"] as const;

/** Which sign-in methods the server offers; while unknown, Google is assumed available. */
export function useAuthConfig() {
  return useQuery<AuthConfig>({ queryKey: authConfigKey });
}

/** The referral code remembered from a ref link or the referral bar, to attach at sign-up. */
export const pendingReferralCode = () => local.get(PENDING_REFERRAL_KEY) ?? undefined;

/**
 * Starts Google sign-in in this window, carrying the pending referral code and the page's language through the flow:
 * a new account keeps the language its seller saw (issue 47 item 5).
 */
export function startGoogleSignIn() {
  const query = new URLSearchParams({ lang: currentLanguage() });
  const ref = pendingReferralCode();
  if (ref) query.set("ref", ref);
  window.location.assign(`/api/auth/google?${query}`);
}

/**
 * After any successful sign-in: forget whatever the previous visitor's cache held, store the new user,
 * and go where the spec says.
 */
function useSignedIn(to: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: PublicUser) => {
    // Drop the rest of the cache (it may hold another account's data) but keep the current-user query itself:
    // the router observes that query, and a removed query would no longer tell it about the new user.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
    queryClient.setQueryData(currentUserKey, user);
    navigate(to, { replace: true });
  };
}

export function useRegister() {
  const onSignedIn = useSignedIn("/");
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiJson<PublicUser>("POST", "/api/auth/register", {
        ...input,
        referralCode: pendingReferralCode(),
        // The language the form was shown in is the account's from the start (issue 47 item 5).
        language: currentLanguage(),
      }),
    onSuccess: (user) => {
      local.remove(PENDING_REFERRAL_KEY);
      onSignedIn(user);
    },
  });
}

export function useLogin() {
  const onSignedIn = useSignedIn("/");
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<PublicUser>("POST", "/api/auth/login", input),
    onSuccess: onSignedIn,
  });
}

/**
 * The admin login's password step. Its answer is the user (signed in), or what comes next: "code" (the page asks
 * for the two-factor code, reading the mutation's data) or "enrol" (signed in only to set two-factor up).
 */
export function useAdminLogin() {
  const onSignedIn = useSignedIn("/admin");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<PublicUser | AdminLoginNext>("POST", "/api/auth/admin/login", input),
    onSuccess: async (answer) => {
      if (!("next" in answer)) return onSignedIn(answer);
      if (answer.next === "enrol") {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
        await queryClient.invalidateQueries({ queryKey: currentUserKey });
        navigate(TWO_FACTOR_PATH, { replace: true });
      }
    },
  });
}

/** The admin login's second step: the authenticator code or a recovery code. */
export function useAdminLoginCode() {
  const onSignedIn = useSignedIn("/admin");
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => apiJson<PublicUser>("POST", "/api/auth/admin/login/code", input),
    onSuccess: onSignedIn,
  });
}

/**
 * Log out: a POST (a GET from another site must not sign anyone out, docs/decisions/092), then a full page load
 * of the landing page so that nothing of this account's data stays in memory. Goes there even when the call
 * fails: a session the server no longer knows is as good as ended.
 */
export async function logOut() {
  await fetch("/api/auth/logout", { method: "POST", credentials: "include" }).catch(() => undefined);
  window.location.assign("/");
}
