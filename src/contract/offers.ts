import { z } from "zod";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "./enums.ts";
import type { Language } from "./language.ts";
import type { ListingState } from "./listing-life.ts";
import { formatInr, moneyInput } from "./money.ts";
import { BUYER_MESSAGES } from "./sentences.ts";
import { optionalText } from "./text.ts";

export { BUYER_MESSAGES } from "./sentences.ts";

/*
 * Buyers' offers on record (issue 42 item 2, docs/decisions/166): an admin records a buyer's offer against a live ad;
 * at or above the seller's lowest price the admin may accept it; below it the seller decides with one tap: accept,
 * counter with an amount, or decline. Amounts are rupees as decimal strings, like every amount.
 */

export const OFFER_NOTE_MAX = 500;
export const OFFER_STATES = ["open", "accepted", "declined", "countered"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_DECISIONS = ["accept", "counter", "decline"] as const;

/** Admin-facing refusals (the admin side is English: not in the seller's catalogues). */
export const OFFER_DESK_MESSAGES = {
  notLive: "This listing has no live ad on that marketplace: offers are for live ads",
  listingClosed: "This listing is sold or withdrawn: no more offers",
  sameOffer: "This offer is already recorded",
  noteTooLong: `The note must be at most ${OFFER_NOTE_MAX} characters`,
  offerNotFound: "Offer not found",
  offerNotOpen: "This offer was already decided",
  belowFloor: "This offer is below the seller's lowest price: the seller decides it",
  offerAmountRequired: "Enter the buyer's offer",
  offerAmountInvalid: "The offer must be a number greater than 0",
  offerAmountTooLarge: "The offer is too large",
  otherOfferAccepted: "Another offer was already accepted for this item",
  notDecided: "The seller has not answered this offer yet",
} as const;

const marketplace = z.enum(MARKETPLACES, { message: "Marketplace must be olx, quikr or facebook" });

/** POST /api/admin/listings/{listingId}/offers. */
export const recordOfferSchema = z.object({
  marketplace,
  amount: moneyInput({
    required: OFFER_DESK_MESSAGES.offerAmountRequired,
    invalid: OFFER_DESK_MESSAGES.offerAmountInvalid,
    tooLarge: OFFER_DESK_MESSAGES.offerAmountTooLarge,
  }),
  note: optionalText(OFFER_NOTE_MAX, OFFER_DESK_MESSAGES.noteTooLong),
});
export type RecordOfferInput = z.input<typeof recordOfferSchema>;

/** POST /api/offers/{offerId}/answer: the seller's decision on an offer below their lowest price. */
export const offerAnswerSchema = z
  .object({
    decision: z.enum(OFFER_DECISIONS, { message: BUYER_MESSAGES.replyNotForQuestion }),
    amount: z
      .preprocess(
        (v) => (v === "" ? null : v),
        moneyInput({ required: BUYER_MESSAGES.amountRequired, invalid: BUYER_MESSAGES.amountInvalid }).nullish(),
      )
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === "counter" && !b.amount)
      ctx.addIssue({ code: "custom", path: ["amount"], message: BUYER_MESSAGES.amountRequired });
  });
export type OfferAnswerInput = z.input<typeof offerAnswerSchema>;

/** An offer as the listing shows it to its seller and admins: highest first. */
export const offerViewSchema = z.object({
  id: z.string(),
  marketplace: z.enum(MARKETPLACES),
  amount: z.string(),
  status: z.enum(OFFER_STATES),
  counterAmount: z.string().nullable(),
  /** At or above the seller's lowest price when recorded: an admin may accept it without asking. */
  atOrAboveFloor: z.boolean(),
  decidedBy: z.enum(["admin", "seller"]).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The listing left sale before the buyer was told (docs/decisions/170): nothing more to decide. */
  closedAt: z.string().nullable(),
  /** The seller's inbox message that asked about it: Messages shows the answer buttons under it (issue 47 item 7). */
  noticeId: z.string().nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;
export const listingOfferFields = { offers: z.array(offerViewSchema) };

/** The desk's view adds the admin's note. */
export const adminOfferSchema = offerViewSchema.extend({ listingId: z.string(), note: z.string().nullable() });
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.array(adminOfferSchema);

export const offerIdParam = z.object({ offerId: z.string().max(100) });

/** The accepted offer of a listing (the Record Sale dialog starts from its amount), if any. */
export const acceptedOffer = (l: { offers: OfferView[] }) => l.offers.find((o) => o.status === "accepted") ?? null;

/**
 * What an offer became once its listing sold (issue 47 item 11, display only): the offer the sale came from - the
 * accepted one, else the latest counter - reads "Sold at ₹X"; the others still open or countered are closed; a
 * declined one stays declined. An offer closed when its listing left sale otherwise (withdrawn, docs/decisions/170)
 * is closed too. Null while the listing is on sale: the offer shows its own state.
 */
export function offerOutcome(o: OfferView, l: { status: ListingState; offers: OfferView[] }): string | null {
  if (o.status === "declined" && l.status === "sold") return "Declined";
  if (l.status !== "sold") return o.closedAt && o.status !== "declined" ? "Closed" : null;
  const sale = acceptedOffer(l) ?? latestCounter(l.offers);
  if (sale?.id === o.id)
    return `Sold at ${formatInr(o.status === "countered" ? (o.counterAmount ?? o.amount) : o.amount)}`;
  return "Closed";
}

const latestCounter = (offers: OfferView[]) =>
  offers
    .filter((o) => o.status === "countered" && o.counterAmount)
    .sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? ""))[0] ?? null;

/** Where Mark as Sold starts (issue 47 item 11): the amount and marketplace the sale most likely has. */
export interface SaleStart {
  amount: string | null;
  marketplace: Marketplace | "other";
}

/**
 * Mark as Sold's first values: the accepted offer's amount and marketplace; else the seller's counter the buyer will
 * have taken (the latest countered offer: "a counter of ₹20,500 accepted" sells at ₹20,500); the marketplace of that
 * offer, else the one marketplace the listing is live on when only one is, else Other.
 */
export function saleStartOf(
  l: { offers: OfferView[] } & { [M in Marketplace as `${M}Status`]: string | null },
): SaleStart {
  const countered = latestCounter(l.offers);
  const accepted = acceptedOffer(l);
  const offer = accepted ?? countered ?? null;
  const live = MARKETPLACES.filter((m) => l[`${m}Status`] === "posted");
  return {
    amount: accepted ? accepted.amount : (countered?.counterAmount ?? null),
    marketplace: offer?.marketplace ?? (live.length === 1 ? live[0] : "other"),
  };
}

const q = (title: string) => `“${title}”`;

/**
 * The inbox message and e-mail a seller gets with an offer to decide, in their language. It names the buttons the
 * seller has - under the message in Messages, and on the listing in the Dashboard (issue 47 item 7).
 */
export function offerNotice(
  lang: Language,
  v: { title: string; amount: string; price: string; marketplace: Marketplace },
): { subject: string; message: string } {
  const m = MARKETPLACE_LABELS[v.marketplace];
  const amount = formatInr(v.amount);
  return lang === "hi"
    ? {
        subject: `${v.title} के लिए ${amount} का ऑफ़र`,
        message: `${m} पर एक खरीदार ने ${q(v.title)} के लिए ${amount} का ऑफ़र दिया है (आपका दाम ${formatInr(v.price)})। इस संदेश के नीचे, या डैशबोर्ड में अपनी लिस्टिंग पर, एक टैप से जवाब दें: "${amount} स्वीकार करें", "अपना दाम बताएँ" या "मना करें"। टीम खरीदार को बता देगी।`,
      }
    : {
        subject: `An offer of ${amount} for ${v.title}`,
        message: `A buyer on ${m} offers ${amount} for ${q(v.title)} (your price ${formatInr(v.price)}). Answer with one tap below this message, or on the listing in your Dashboard: "Accept ${amount}", "Counter" with your price, or "Decline". The team tells the buyer.`,
      };
}

/** What a seller is told when an admin accepted an offer at or above their lowest price. */
export function offerAcceptedNotice(
  lang: Language,
  v: { title: string; amount: string; marketplace: Marketplace },
): { subject: string; message: string } {
  const m = MARKETPLACE_LABELS[v.marketplace];
  const amount = formatInr(v.amount);
  return lang === "hi"
    ? {
        subject: `${v.title} के लिए ${amount} का ऑफ़र स्वीकार हुआ`,
        message: `${m} पर एक खरीदार ने ${q(v.title)} के लिए ${amount} दिए, जो आपके सबसे कम दाम के बराबर या उससे ज़्यादा है, इसलिए टीम ने इसे स्वीकार कर लिया। बिक्री दर्ज होते ही हम आपको बताएँगे।`,
      }
    : {
        subject: `Offer of ${amount} accepted for ${v.title}`,
        message: `A buyer on ${m} offered ${amount} for ${q(v.title)}, at or above your lowest price, so the team accepted it. We will tell you when the sale is recorded.`,
      };
}
