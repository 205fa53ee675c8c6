import type { Language } from "./language.ts";
import { formatInr } from "./money.ts";

/*
 * The texts the desk prefills in "Send Message to User" (issue 47 items 5 and 12): written in the seller's language
 * (the admin reads and edits them before sending). The English subjects are the spec's (section 2); Hindi copy
 * follows the gender-neutral rule of docs/decisions/215.
 */

export type DeskMessage =
  /** Marketplace Management's Message User. */
  | { kind: "listing_update"; title: string }
  /** Pending Review's Request Info. */
  | { kind: "info_request"; title: string }
  /** Pending Payouts' Request Payment Details: what sold, what is owed, and where to add the details. */
  | { kind: "payout_details"; title: string; saleAmount: string; payoutAmount: string; mySalesUrl: string };

export function deskMessageText(m: DeskMessage, lang: Language): { subject: string; message: string } {
  const hi = lang === "hi";
  switch (m.kind) {
    case "listing_update":
      return { subject: hi ? `आपकी लिस्टिंग पर अपडेट: ${m.title}` : `Update on your listing: ${m.title}`, message: "" };
    case "info_request":
      return {
        subject: hi
          ? `आपकी लिस्टिंग के लिए कुछ और जानकारी चाहिए: ${m.title}`
          : `We need more details for your listing: ${m.title}`,
        message: "",
      };
    case "payout_details": {
      const sold = formatInr(m.saleAmount);
      const payout = formatInr(m.payoutAmount);
      return hi
        ? {
            subject: `भुगतान की जानकारी चाहिए: ${m.title}`,
            message:
              `आपका "${m.title}" ${sold} में बिक गया। ${payout} का भुगतान भेजने के लिए आपकी UPI ID या PayPal ईमेल चाहिए। ` +
              `इसे 'मेरी बिक्री' में जोड़ें: ${m.mySalesUrl}\nजानकारी मिलते ही भुगतान भेज दिया जाएगा।`,
          }
        : {
            subject: `Payout information needed for: ${m.title}`,
            message:
              `Your "${m.title}" sold for ${sold}. To send you your payout of ${payout}, we need your UPI ID or PayPal email. ` +
              `Please add it on My Sales: ${m.mySalesUrl}\nWe send the payout as soon as it is there.`,
          };
    }
  }
}
