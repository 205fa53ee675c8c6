import type { Marketplace } from "../enums.ts";

/**
 * Each marketplace's form limits for a hand-posted ad. Where each figure comes from, and when to re-check it:
 * docs/decisions/063-posting-kit.md. Counted in characters (code points) as the forms count them.
 */
export interface MarketplaceLimits {
  titleMax: number;
  descriptionMax: number;
  /** The form's own name for the fields, so the admin knows where each value goes. */
  titleField: string;
  descriptionField: string;
  priceField: string;
  postUrl: string;
}

export const MARKETPLACE_LIMITS: Record<Marketplace, MarketplaceLimits> = {
  olx: {
    titleMax: 70,
    descriptionMax: 4096,
    titleField: "Ad title",
    descriptionField: "Describe what you are selling",
    priceField: "Set a price",
    postUrl: "https://www.olx.in/post",
  },
  quikr: {
    titleMax: 80,
    descriptionMax: 2000,
    titleField: "Ad Title",
    descriptionField: "Description",
    priceField: "Price",
    postUrl: "https://www.quikr.com/post-classifieds-ads",
  },
  facebook: {
    titleMax: 100,
    descriptionMax: 5000,
    titleField: "Title",
    descriptionField: "Description",
    priceField: "Price",
    postUrl: "https://www.facebook.com/marketplace/create/item",
  },
};
