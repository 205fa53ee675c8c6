import { z } from "zod";
import { isPublishedAdUrl } from "./ad-address.ts";
import { adminQuestionSchema } from "./buyer-questions.ts";
import { MARKETPLACES, type Marketplace } from "./enums.ts";
import { adminOfferSchema } from "./offers.ts";

/*
 * Buyers' offers and questions from the assistant's panel (issue 49 item 4, docs/decisions/193): on one of SnapList's
 * live ads, or on the marketplace's chat with a buyer about it, the admin records the buyer's offer and asks the
 * seller the buyer's question without going to the desk, over the assistant's bearer token. The same services and
 * rules as the desk's "Record offer" and "Ask seller" (decisions 166-167); the seller's floor stays in the one
 * admin-only line the panel already shows.
 */

/** The marketplace's chat pages, where a buyer's offer or question arrives. Derived where no capture showed them. */
const CHAT_PAGES: Record<Marketplace, RegExp> = {
  // OLX's chat lives under /chat (plausible variant: no public capture of OLX India's chat address was found).
  olx: /^https:\/\/www\.olx\.in\/chat(?:[/?#]|$)/,
  // Quikr's public Selenium suite opens <city>.quikr.com/MyQuikr?action=mychats (tests/e2e/marketplace-replicas/quikr).
  quikr: /^https:\/\/(?:[a-z]+\.)?quikr\.com\/MyQuikr\/?\?(?:[^#]*&)?action=mychats(?:[&#]|$)/,
  // Marketplace's inbox, and a conversation in Messenger's web page.
  facebook: /^https:\/\/www\.facebook\.com\/(?:marketplace\/inbox|messages\/t\/)/,
};

export const isBuyerChatPage = (marketplace: Marketplace, url: string) => CHAT_PAGES[marketplace].test(url);

/** Where the panel offers its buyer tools: one of the marketplace's ad pages, or its chat. */
export const isBuyerPage = (marketplace: Marketplace, url: string) =>
  isPublishedAdUrl(marketplace, url) || isBuyerChatPage(marketplace, url);

export const BUYER_PANEL_MESSAGES = {
  notOurAd: "This is not one of SnapList's live ads",
  tooManyUrls: "At most 20 ad addresses at a time",
} as const;

/** POST /api/extension/buyer-ads/find: the page's address and the ad addresses it links to, in page order. */
export const findBuyerAdSchema = z.object({
  marketplace: z.enum(MARKETPLACES, { message: "Marketplace must be olx, quikr or facebook" }),
  urls: z.array(z.string().max(2048)).min(1).max(20, BUYER_PANEL_MESSAGES.tooManyUrls),
});

export const buyerAdParams = z.object({
  listingId: z.string().max(100),
  marketplace: z.enum(MARKETPLACES, { message: "Marketplace must be olx, quikr or facebook" }),
});

/** One of SnapList's ads as the panel shows it: the listing, whether it is for sale, and the ad's buyers. */
export const assistantBuyerAdSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  title: z.string(),
  price: z.string(),
  adUrl: z.string(),
  /** Unsold and not withdrawn: offers and questions are taken. */
  forSale: z.boolean(),
  /** Why not, when not ("This listing is sold or withdrawn: no more offers"). */
  closed: z.string().nullable(),
  /** The seller's lowest price and availability, for the admin's eyes only (the posting panel's own line). */
  sellerTerms: z.string().nullable(),
  /** This ad's offers, highest first. */
  offers: z.array(adminOfferSchema),
  /** This ad's questions still on the desk: waiting for the seller, or answered and not yet told the buyer. */
  questions: z.array(adminQuestionSchema),
});
export type AssistantBuyerAd = z.infer<typeof assistantBuyerAdSchema>;

/** How often the panel asks again while a question or an offer waits for the seller. */
export const BUYER_POLL_MS = 10_000;
