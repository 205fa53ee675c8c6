import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../contract/auth.ts";
import { getQueryFn, isNetworkFailure } from "../../lib/api.ts";
import { isOffline } from "../../lib/offline.ts";
import { lastUser } from "./lastUser.ts";

export const currentUserKey = ["/api/auth/user"] as const;

const fetchCurrentUser = getQueryFn<PublicUser | null>({ on401: "returnNull" });
/** The last call never reached the server (no network): until one does, the remembered user stands in. */
let unreachable = false;
/**
 * The server answered the page drawn for a visitor (no session cookie came; docs/decisions/142): until
 * /api/auth/user answers, the app draws what that page shows - the landing page - instead of the splash.
 */
let visitorFirst = false;
export const startAsVisitor = () => {
  visitorFirst = true;
};

/**
 * Remembers every answer `client` gets to "who is signed in" - from the server, a sign-in or the page's own data -
 * as the last user (lastUser.ts). A placeholder is no answer and is not in the cache, so it is never remembered.
 * Done here, once, rather than in an effect of useAuth: reading `isPlaceholderData` there made every component that
 * asks who is signed in - the route table, so the whole page - render again when a visitor's placeholder became the
 * same answer, in one task of up to 400 ms on a phone (issue 31, Total Blocking Time; docs/decisions/145).
 */
export function rememberSignedInUser(client: QueryClient): QueryClient {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey[0] !== currentUserKey[0]) return;
    lastUser.set((event.query.state.data as PublicUser | null | undefined) ?? null);
  });
  return client;
}

/**
 * Signed in when the current-user call returns a user; a 401 or any other answer means signed out (no retry).
 *
 * A call that cannot reach the server is no answer: the last user seen signed in on this browser stands in -
 * while the call is tried, when it fails, and while it is tried again when the network is back - so the app opens
 * as theirs, neither as the landing page nor behind a splash (docs/decisions/119). The server's answer decides.
 */
export function useAuth() {
  // Read only what decides the answer below: TanStack renders a component again when a field it read changes.
  const { data, isLoading, error } = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: async (context) => {
      try {
        const user = await fetchCurrentUser(context);
        unreachable = false;
        return user;
      } catch (err) {
        unreachable = isNetworkFailure(err);
        throw err;
      } finally {
        visitorFirst = false;
      }
    },
    placeholderData: () => {
      if (unreachable || isOffline()) return lastUser.get() ?? undefined;
      return visitorFirst ? null : undefined;
    },
    // A failed call is tried again when the network is back (refetchOnReconnect), not by every component that
    // mounts and asks who is signed in.
    retryOnMount: false,
  });
  const user = data ?? (isNetworkFailure(error) ? lastUser.get() : null);
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
