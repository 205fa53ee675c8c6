import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { AuthConfig } from "../../../contract/auth.ts";
import { LOGOUT_REDIRECT_MS } from "../../../contract/limits.ts";
import i18n from "../../i18n/index.ts";
import { getQueryFn } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { authConfigKey } from "./api.ts";

/**
 * A seller whose session ends while the app is open (expired, or logged out in another tab) is told so and,
 * after 500 ms, sent to sign in again (spec section 2): to Google when the server offers it, otherwise to the
 * landing page's login card (docs/decisions/021). A visitor who was never signed in sees the landing page.
 */
export function useSessionLossRedirect(signedIn: boolean, isLoading: boolean) {
  const wasSignedIn = useRef(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isLoading) return;
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    if (!wasSignedIn.current) return;
    wasSignedIn.current = false;
    toast({
      title: i18n.t("common.unauthorizedTitle"),
      description: i18n.t("common.loggedOutText"),
      variant: "destructive",
    });
    const timer = window.setTimeout(async () => {
      const config = await queryClient
        .fetchQuery<AuthConfig>({ queryKey: authConfigKey, queryFn: getQueryFn({ on401: "throw" }) })
        .catch(() => ({ googleEnabled: false }));
      window.location.assign(config.googleEnabled ? "/api/auth/google" : "/?mode=login");
    }, LOGOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, isLoading, queryClient]);
}
