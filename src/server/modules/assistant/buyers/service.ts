import { type AssistantBuyerAd, BUYER_PANEL_MESSAGES } from "../../../../contract/assistant-buyers.ts";
import { adIdOf } from "../../../../contract/assistant-update.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { OFFER_DESK_MESSAGES } from "../../../../contract/offers.ts";
import { sellerTermsLine } from "../../../../contract/posting-desk.ts";
import { type Availability, availabilityLine } from "../../../../contract/seller-terms.ts";
import type { App } from "../../../app-types.ts";
import { notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { forSale as isOnSale } from "../../listings/lifecycle.ts";
import { findListingRow } from "../../listings/repo.ts";
import { adminOffers } from "../../postings/offers/repo.ts";
import { deskQuestions } from "../../postings/questions/service.ts";
import * as repo from "./repo.ts";

/*
 * The panel's buyer tools (issue 49 item 4, docs/decisions/193): which of SnapList's ads a marketplace page is about,
 * and its buyers' offers and questions. Recording and asking call the desk's own services: the same rules (the
 * listing's state, a live ad, one open offer or question of a kind), the same notices to the seller.
 */

/** The ad as the panel shows it; a listing without a live ad on the marketplace is not one (404). */
export async function buyerAd(app: App, listingId: string, marketplace: Marketplace): Promise<AssistantBuyerAd> {
  const listing = UUID.test(listingId) ? await findListingRow(app.db, listingId) : undefined;
  const adUrl = listing ? await repo.liveAdOf(app.db, listing.id, marketplace) : undefined;
  if (!listing || !adUrl) throw notFound(BUYER_PANEL_MESSAGES.notOurAd);
  const forSale = isOnSale(listing);
  const sellerTerms = sellerTermsLine({
    adminOnly: {
      sellerLowest: listing.floorPrice,
      availability: listing.availability ? availabilityLine(listing.availability as Availability) : null,
    },
  });
  const offers = (await adminOffers(app.db, listing.id)).filter((o) => o.marketplace === marketplace);
  const questions = (await deskQuestions(app, listing.id)).filter((q) => q.marketplace === marketplace);
  return {
    listingId: listing.id,
    marketplace,
    title: listing.title,
    price: listing.price,
    adUrl,
    forSale,
    closed: forSale ? null : OFFER_DESK_MESSAGES.listingClosed,
    sellerTerms,
    offers,
    questions,
  };
}

/** The first of a page's ad addresses (its own, then those it links to) that is one of SnapList's live ads. */
export async function findBuyerAd(app: App, marketplace: Marketplace, urls: readonly string[]) {
  const ids = [...new Set(urls.map((u) => adIdOf(marketplace, u.trim())).filter((id): id is string => Boolean(id)))];
  if (!ids.length) throw notFound(BUYER_PANEL_MESSAGES.notOurAd);
  const live = await repo.liveAdsWithIds(app.db, marketplace, ids);
  for (const id of ids) {
    const ad = live.find((a) => adIdOf(marketplace, a.url) === id);
    if (ad) return buyerAd(app, ad.listingId, marketplace);
  }
  throw notFound(BUYER_PANEL_MESSAGES.notOurAd);
}
