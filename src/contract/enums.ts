/** Enumerations and labels shared by the server, the OpenAPI document and the React forms (spec sections 3 and 9). */

export const CATEGORY_OPTIONS = [
  { value: "electronics", label: "Electronics" },
  { value: "clothing", label: "Clothing & Fashion" },
  { value: "home", label: "Home & Garden" },
  { value: "sports", label: "Sports & Recreation" },
  { value: "books", label: "Books & Media" },
  { value: "automotive", label: "Automotive" },
  { value: "collectibles", label: "Collectibles & Antiques" },
  { value: "toys", label: "Toys & Games" },
  { value: "jewelry", label: "Jewelry & Accessories" },
  { value: "musical", label: "Musical Instruments" },
  { value: "other", label: "Other" },
] as const;
/** 'general' is the spec's storage default for a listing with no category chosen (docs/decisions/002). */
export const CATEGORIES = [
  "electronics",
  "clothing",
  "home",
  "sports",
  "books",
  "automotive",
  "collectibles",
  "toys",
  "jewelry",
  "musical",
  "other",
  "general",
] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = "general";

/** Conditions offered when editing; the generator offers the last four. */
export const CONDITIONS = ["new", "like-new", "excellent", "good", "fair", "poor"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const GENERATOR_CONDITIONS = ["excellent", "good", "fair", "poor"] as const satisfies readonly Condition[];
export const DEFAULT_CONDITION: Condition = "good";
export const CONDITION_LABELS: Record<Condition, string> = {
  new: "New",
  "like-new": "Like New",
  excellent: "Excellent",
  good: "Good",
  fair: "Fair",
  poor: "Poor",
};

export const LISTING_STATUSES = ["draft", "active"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const MARKETPLACES = ["olx", "quikr", "facebook"] as const;
export type Marketplace = (typeof MARKETPLACES)[number];
export const MARKETPLACE_LABELS: Record<Marketplace, string> = { olx: "OLX", quikr: "Quikr", facebook: "Facebook" };

export const POSTING_STATUSES = ["pending", "pending_human", "posted", "failed"] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];
/**
 * Recording a sale withdraws the postings still waiting (pending, manual review) into this state; undoing the sale
 * puts each back as it was (docs/decisions/123). Only the sale sets it: it is not one of the statuses above,
 * which an admin sets.
 */
export const WITHDRAWN_SOLD = "withdrawn_sold" as const;
export const WITHDRAWN_ON_SALE = ["pending", "pending_human"] as const satisfies readonly PostingStatus[];
/**
 * A live ad whose delist task was ticked: it is down on the marketplace and no longer counts as live anywhere
 * (issue 46, docs/decisions/170). Only a tick sets it; putting the listing back on sale queues the posting again.
 */
export const TAKEN_DOWN = "taken_down" as const;
export const POSTING_STATES = [...POSTING_STATUSES, WITHDRAWN_SOLD, TAKEN_DOWN] as const;
export type PostingState = (typeof POSTING_STATES)[number];
/** One label for sellers and admins: the posting left the queue because the item sold. */
export const WITHDRAWN_SOLD_BADGE = { label: "Withdrawn - sold", color: "violet" } as const;
/** One label for an ad taken down after its listing left sale. */
export const TAKEN_DOWN_BADGE = { label: "Taken down", color: "gray" } as const;
export const DEFAULT_FAILURE_REASON = "Technical issue encountered during posting process.";

export const SALE_MARKETPLACES = ["olx", "quikr", "facebook", "other"] as const;
export type SaleMarketplace = (typeof SALE_MARKETPLACES)[number];

export const PAYOUT_STATUSES = ["pending", "paid"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_METHODS = ["upi", "paypal"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const MESSAGE_TYPES = ["general", "sale_success", "info_request"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<string, string> = {
  general: "General",
  sale_success: "Sale Update",
  info_request: "Info Request",
};

export const PRICING_STRATEGIES = ["quick", "balanced", "max", "custom"] as const;
export type PricingStrategy = (typeof PRICING_STRATEGIES)[number];
export const DEFAULT_PRICING_STRATEGY: PricingStrategy = "balanced";

export const CURRENCIES = [
  { code: "INR", symbol: "₹", name: "Indian Rupee" },
  { code: "USD", symbol: "$", name: "US Dollar" },
  { code: "GBP", symbol: "£", name: "British Pound" },
  { code: "EUR", symbol: "€", name: "Euro" },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = "INR";

export const ANALYTICS_RANGES = ["7d", "30d", "90d", "all"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
