import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PublicUser } from "../../../contract/auth.ts";
import { getQueryFn, isNetworkFailure } from "../../lib/api.ts";
import { lastUser } from "./lastUser.ts";

export const currentUserKey = ["/api/auth/user"] as const;

/**
 * Signed in when the current-user call returns a user; a 401 or other answer means signed out (no retry).
 *
 * With no network the call cannot be made: TanStack Query pauses it (networkMode "online") until the network is
 * back. Meanwhile - and when it fails for want of a network - the last user seen signed in on this browser stands
 * in, so the app opens as theirs rather than as the landing page or a splash that never ends
 * (docs/decisions/119). The server's answer, once it comes, decides.
 */
export function useAuth() {
  const { data, isLoading, isPlaceholderData, error } = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
    networkMode: "online",
    placeholderData: () => (navigator.onLine ? undefined : (lastUser.get() ?? undefined)),
  });
  useEffect(() => {
    if (data !== undefined && !isPlaceholderData) lastUser.set(data);
  }, [data, isPlaceholderData]);
  const user = data ?? (isNetworkFailure(error) ? lastUser.get() : null);
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
