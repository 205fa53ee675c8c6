import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { UNREAD_POLL_MS } from "../../../contract/limits.ts";
import { currentUserKey, useAuth } from "../../features/auth/useAuth.ts";
import { isUnauthorized } from "../../lib/api.ts";

export const unreadCountKey = ["/api/messages/unread-count"] as const;

/**
 * The unread-message count for the Messages badge, polled every 30 s while signed in (spec section 7).
 * A failure shows no badge; a 401 means the session ended elsewhere, so the current user is re-checked.
 */
export function useUnreadCount(): number {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery<{ count: number }>({
    queryKey: unreadCountKey,
    enabled: isAuthenticated,
    refetchInterval: UNREAD_POLL_MS,
  });
  useEffect(() => {
    if (isUnauthorized(query.error)) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [query.error, queryClient]);
  return query.data?.count ?? 0;
}
