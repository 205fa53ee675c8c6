import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UNREAD_POLL_MS } from "../../../contract/limits.ts";
import type { MessageView, ReplyInput, UnreadCount } from "../../../contract/messages.ts";
import { apiJson } from "../../lib/api.ts";
import { useAuth } from "../auth/useAuth.ts";

export const messagesKey = ["/api/messages"] as const;
export const unreadCountKey = ["/api/messages/unread-count"] as const;

/** The signed-in user's inbox, newest first. */
export function useMessages() {
  return useQuery<MessageView[]>({ queryKey: messagesKey });
}

/**
 * The unread count for the top navigation badge: polled every 30 s (spec section 9), and only while signed in,
 * so a visitor's browser never calls it.
 */
export function useUnreadCount() {
  const { isAuthenticated } = useAuth();
  return useQuery<UnreadCount>({
    queryKey: unreadCountKey,
    enabled: isAuthenticated,
    refetchInterval: UNREAD_POLL_MS,
  });
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
