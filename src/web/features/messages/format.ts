import dayjs from "dayjs";
import type { MessageView } from "../../../contract/messages.ts";
import i18n, { currentLanguage } from "../../i18n/index.ts";
import { createdDate } from "../../ui/format.ts";

/** Hindi times on the 24-hour clock ("14:05"): hi-IN's own "2:05 pm" would put Latin letters in a Hindi line. */
const hindiTime = (iso: string) =>
  new Intl.DateTimeFormat("hi-IN", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

/** Inbox rows: time today, else the short date. */
export function shortDate(iso: string) {
  const d = dayjs(iso);
  if (currentLanguage() === "hi") return d.isSame(dayjs(), "day") ? hindiTime(iso) : createdDate(iso);
  return d.isSame(dayjs(), "day") ? d.format("h:mm A") : d.format("MMM D, YYYY");
}

/** The detail's date: 'MMM D, YYYY' (spec section 9's created-date format) with the time. */
export const longDate = (iso: string) =>
  currentLanguage() === "hi" ? `${createdDate(iso)}, ${hindiTime(iso)}` : dayjs(iso).format("MMM D, YYYY [at] h:mm A");

/** Who sent it, as the reader sees it: the team member's name, else the product. */
export function senderName(m: MessageView) {
  const name = [m.sender?.firstName, m.sender?.lastName].filter(Boolean).join(" ");
  return name || m.sender?.email || "SnapList";
}

/** Badge colours per type; the label comes from the contract. */
export const TYPE_COLORS: Record<string, string> = { general: "blue", sale_success: "green", info_request: "orange" };

/** The subject a reader sees (contract's displaySubject) in the seller's language. */
export function subjectOf(m: { subject: string | null; listing: { title: string } | null }): string {
  const subject = m.subject?.trim();
  if (subject) return subject;
  if (m.listing?.title) return i18n.t("messages.updateOnListing", { title: m.listing.title });
  return i18n.t("messages.updateFromUs");
}

const TYPES = ["general", "sale_success", "info_request"] as const;
/** The type badge (General, Sale Update, Info Request, else Message) in the seller's language. */
export const typeLabel = (type: string | null | undefined) =>
  i18n.t(`messages.types.${TYPES.find((t) => t === type) ?? "other"}`);
