import dayjs from "dayjs";
import type { MessageView } from "../../../contract/messages.ts";

/** Inbox rows: time today, else the short date. */
export function shortDate(iso: string) {
  const d = dayjs(iso);
  return d.isSame(dayjs(), "day") ? d.format("h:mm A") : d.format("MMM D, YYYY");
}

/** The detail's date: 'MMM D, YYYY' (spec section 9's created-date format) with the time. */
export const longDate = (iso: string) => dayjs(iso).format("MMM D, YYYY [at] h:mm A");

/** Who sent it, as the reader sees it: the team member's name, else the product. */
export function senderName(m: MessageView) {
  const name = [m.sender?.firstName, m.sender?.lastName].filter(Boolean).join(" ");
  return name || m.sender?.email || "SnapList";
}

/** Badge colours per type; the label comes from the contract. */
export const TYPE_COLORS: Record<string, string> = { general: "blue", sale_success: "green", info_request: "orange" };
