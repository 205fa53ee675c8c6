import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { UNREAD_POLL_MS } from "../../../contract/limits.ts";
import type { MessageView, ReplyInput, UnreadCount } from "../../../contract/messages.ts";
import { apiJson, isUnauthorized } from "../../lib/api.ts";
import { currentUserKey, useAuth } from "../auth/useAuth.ts";

export const messagesKey = ["/api/messages"] as const;
export const unreadCountKey = ["/api/messages/unread-count"] as const;

/** The signed-in user's inbox, newest first. */
export function useMessages() {
  return useQuery<MessageView[]>({ queryKey: messagesKey });
}

/**
 * The unread count behind the Messages badges: polled every 30 s (spec section 9), and only while signed in,
 * so a visitor's browser never calls it. A 401 means the session ended elsewhere: the current user is re-checked.
 */
export function useUnreadCountQuery() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery<UnreadCount>({
    queryKey: unreadCountKey,
    enabled: isAuthenticated,
    refetchInterval: UNREAD_POLL_MS,
  });
  useEffect(() => {
    if (isUnauthorized(query.error)) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [query.error, queryClient]);
  return query;
}

/** The unread count as a number (0 while unknown), for the navigation badges. */
export function useUnreadCount(): number {
  return useUnreadCountQuery().data?.count ?? 0;
}

function invalidateInbox(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messagesKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountKey }),
  ]);
}

/**
 * Marks a message read. The list and the badge change at once (the message moves to Read) and are then refreshed
 * from the server. A failure is only logged (spec section 8): the refresh puts the message back where it belongs.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<MessageView>("PATCH", `/api/messages/${id}/read`),
    onMutate: async (id) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: messagesKey }),
        queryClient.cancelQueries({ queryKey: unreadCountKey }),
      ]);
      queryClient.setQueryData<MessageView[]>(messagesKey, (list) =>
        list?.map((m) => (m.id === id ? { ...m, isRead: true } : m)),
      );
      queryClient.setQueryData<UnreadCount>(unreadCountKey, (c) => (c ? { count: Math.max(0, c.count - 1) } : c));
    },
    onError: (err) => console.warn("Could not mark the message read", err),
    onSettled: () => invalidateInbox(queryClient),
  });
}

/** Sends a reply to the message `originalMessageId`; the server addresses it to that message's sender. */
export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput & { originalMessageId: string; message: string }) =>
      apiJson<MessageView>("POST", "/api/messages", input),
    onSuccess: () => invalidateInbox(queryClient),
  });
}
