import { MARKETPLACE_LABELS, type Marketplace, type PostingStatus } from "./enums.ts";
import type { Language } from "./language.ts";
import { formatInr } from "./money.ts";

/*
 * The notices SnapList writes to a seller - in the inbox, by e-mail, by push - in the seller's language (issue 47
 * item 5, docs/decisions/215). A notice's words are a function of the language: `notifyUser` looks the recipient's
 * language up and calls it, so no notice can go out in a language the seller did not choose. The notices of buyers'
 * offers and questions and of price suggestions live beside their own rules (offers.ts, buyer-questions.ts,
 * after-live.ts) and are called the same way. Hindi copy follows the gender-neutral rule of decision 215.
 */

export interface NoticeWords {
  subject: string;
  message: string;
}
export type NoticeText = (lang: Language) => NoticeWords;

const q = (title: string) => `"${title}"`;

/** The system message the seller gets for each posting status an admin sets (spec section 4). */
export function statusNotice(v: {
  title: string;
  marketplace: Marketplace;
  status: PostingStatus;
  url: string | null;
  reason: string | null;
}): NoticeText {
  const where = MARKETPLACE_LABELS[v.marketplace];
  const t = q(v.title);
  return (lang) => {
    if (lang === "hi") {
      const subject = `आपकी लिस्टिंग पर अपडेट: ${v.title}`;
      switch (v.status) {
        case "posted":
          return { subject, message: `अच्छी ख़बर! आपकी लिस्टिंग ${t} अब ${where} पर लाइव है: ${v.url}` };
        case "failed":
          return {
            subject,
            message: `आपकी लिस्टिंग ${t} ${where} पर पोस्ट नहीं हो सकी। वजह: ${v.reason}\nअपने डैशबोर्ड से इसे फिर से आज़माएँ।`,
          };
        case "pending_human":
          return { subject, message: `${where} पर लाइव होने से पहले आपकी लिस्टिंग ${t} हमारी टीम की जाँच में है।` };
        default:
          return { subject, message: `आपकी लिस्टिंग ${t} ${where} पर पोस्ट होने के लिए कतार में है।` };
      }
    }
    const subject = `Update on your listing: ${v.title}`;
    switch (v.status) {
      case "posted":
        return { subject, message: `Good news! Your listing ${t} is now live on ${where}: ${v.url}` };
      case "failed":
        return {
          subject,
          message: `We could not post your listing ${t} on ${where}. Reason: ${v.reason}\nYou can retry it from your dashboard.`,
        };
      case "pending_human":
        return { subject, message: `Your listing ${t} is being reviewed by our team before it goes live on ${where}.` };
      default:
        return { subject, message: `Your listing ${t} is queued for posting on ${where}.` };
    }
  };
}

/** The three sale events (spec section 4: the seller is told each time). */
export function saleNotice(title: string, saleAmount: string, payoutAmount: string) {
  const sold = formatInr(saleAmount);
  const payout = formatInr(payoutAmount);
  const text: NoticeText = (lang) =>
    lang === "hi"
      ? {
          subject: `आपका सामान बिक गया: ${title}`,
          message:
            `बधाई हो! आपकी लिस्टिंग ${q(title)} ${sold} में बिक गई। आपका ${payout} का भुगतान बाक़ी है। ` +
            "अगर अभी तक नहीं दी है, तो 'मेरी बिक्री' में अपनी भुगतान जानकारी (UPI ID या PayPal ईमेल) दें।",
        }
      : {
          subject: `Your item sold: ${title}`,
          message:
            `Great news! Your listing ${q(title)} has sold for ${sold}. Your payout of ${payout} is pending. ` +
            "If you have not yet, add your payout information (UPI ID or PayPal email) on My Sales.",
        };
  return { text, messageType: "sale_success" as const };
}

export function payoutNotice(title: string, amount: string, method: "upi" | "paypal", reference: string | null) {
  const via = method === "upi" ? "UPI" : "PayPal";
  const paid = formatInr(amount);
  const text: NoticeText = (lang) =>
    lang === "hi"
      ? {
          subject: `भुगतान भेजा गया: ${title}`,
          message:
            `${q(title)} के लिए आपका ${paid} का भुगतान ${via} से भेज दिया गया है।` +
            (reference ? ` लेन-देन का संदर्भ: ${reference}।` : ""),
        }
      : {
          subject: `Payout sent for: ${title}`,
          message:
            `Your payout of ${paid} for ${q(title)} has been sent via ${via}.` +
            (reference ? ` Transaction reference: ${reference}.` : ""),
        };
  return { text, messageType: "sale_success" as const };
}

/** A sale undone; `title` is null when the listing is gone. */
export function undoNotice(title: string | null) {
  const text: NoticeText = (lang) =>
    lang === "hi"
      ? {
          subject: `बिक्री रद्द: ${title ?? "आपका सामान"}`,
          message: `${title ? `आपकी लिस्टिंग ${q(title)}` : "आपके सामान"} की बिक्री रद्द कर दी गई। लिस्टिंग आपके डैशबोर्ड पर फिर से चालू है।`,
        }
      : {
          subject: `Sale cancelled: ${title ?? "your item"}`,
          message: `The sale of ${title ? `your listing ${q(title)}` : "your item"} was cancelled. The listing is active again on your dashboard.`,
        };
  return { text, messageType: "general" as const };
}

/** What a notice's e-mail adds to the notice: its subject when it has none, and the footer. */
export const NOTICE_EMAIL = {
  en: { subject: "A message from SnapList", footer: "This notice is also in your SnapList messages." },
  hi: { subject: "SnapList से एक संदेश", footer: "यह सूचना आपके SnapList संदेशों में भी है।" },
} as const satisfies Record<Language, { subject: string; footer: string }>;
