import { isMarketplacePage } from "../../../src/contract/ad-address.ts";
import { MARKETPLACES, type Marketplace } from "../../../src/contract/enums.ts";
import { formatInr } from "../../../src/contract/money.ts";
import type { BuyerAdAnswer, Failure, Request } from "../messages.ts";
import * as api from "./api.ts";

/**
 * The panel's buyer tools in the background (issue 49 item 4, docs/decisions/193): on any tab of a marketplace, with
 * the admin's token, which of SnapList's ads the page is about, and Record offer, Ask the seller and "Told the
 * buyer". The marketplace is the tab's own; after each action the ad is read again, so the panel shows what
 * SnapList holds.
 */

type BuyerRequest = Extract<
  Request,
  { type: "buyer-ad" | "buyer-refresh" | "record-offer" | "ask-seller" | "buyer-relayed" }
>;

export const marketplaceOfUrl = (url: string): Marketplace | null =>
  MARKETPLACES.find((m) => isMarketplacePage(m, url)) ?? null;

const notMarketplace: Failure = { ok: false, reason: "none", message: "This is not a marketplace's page" };

export async function handleBuyerRequest(req: BuyerRequest, tabUrl: string | undefined): Promise<BuyerAdAnswer> {
  const m = tabUrl ? marketplaceOfUrl(tabUrl) : null;
  if (!m) return notMarketplace;
  const again = async (message: string, listingId: string): Promise<BuyerAdAnswer> => {
    const r = await api.buyerAd(listingId, m);
    return r.ok ? { ok: true, ad: r.value, message } : r;
  };
  switch (req.type) {
    case "buyer-ad": {
      const r = await api.findBuyerAd(m, req.urls.slice(0, 20));
      return r.ok ? { ok: true, ad: r.value } : r;
    }
    case "buyer-refresh":
      return again("", req.listingId);
    case "record-offer": {
      const r = await api.recordOffer(req.listingId, m, req.amount);
      if (!r.ok) return r;
      const who = r.value.atOrAboveFloor
        ? "at or above the seller's lowest: accept it on the desk"
        : "the seller decides it";
      return again(`Offer of ${formatInr(r.value.amount)} recorded: ${who}`, req.listingId);
    }
    case "ask-seller": {
      const r = await api.askSeller(req.listingId, m, { common: req.common, text: req.text });
      return r.ok ? again("Question sent to the seller", req.listingId) : r;
    }
    case "buyer-relayed": {
      const r = await api.buyerRelayed(req.kind, req.id);
      return r.ok ? again("Marked told in SnapList", req.listingId) : r;
    }
  }
}
