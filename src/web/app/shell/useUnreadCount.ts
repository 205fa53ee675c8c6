/** The unread count for the Messages badges comes from the messages feature (polling, 401 handling live there). */
export { unreadCountKey, useUnreadCount } from "../../features/messages/api.ts";
