import { z } from "zod";
import { MARKETPLACES, type Marketplace } from "./enums.ts";
import { formatInr } from "./money.ts";

/*
 * After it goes live (issue 30, docs/decisions/136): update tasks for edits of live listings, renewals of ads before
 * the marketplace takes them down, and price suggestions for what is not selling. Shared by the server, the admin
 * desk, the seller's Dashboard and the posting assistant.
 */

// ---------------------------------------------------------------------------------------------------------------
// Update tasks
// ---------------------------------------------------------------------------------------------------------------

/** The fields whose change must reach the live ads. Category and condition are not shown on the ads' first screen
 * the same way on every marketplace and are left to the next repost. */
export const UPDATE_FIELDS = ["title", "description", "price", "photos"] as const;
export type UpdateField = (typeof UPDATE_FIELDS)[number];

/** One field to change on the ad: `before` is what the ad shows, `after` what it must show. Prices are decimal
 * strings ("12000.00"); photos are the ordered photo URLs (the first is the main photo). */
export const fieldChangeSchema = z.discriminatedUnion("field", [
  z.object({ field: z.literal("title"), before: z.string(), after: z.string() }),
  z.object({ field: z.literal("description"), before: z.string(), after: z.string() }),
  z.object({ field: z.literal("price"), before: z.string(), after: z.string() }),
  z.object({ field: z.literal("photos"), before: z.array(z.string()), after: z.array(z.string()) }),
]);
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A change as the admin desk shows it: the change plus its English summary. */
export const shownChangeSchema = z.intersection(fieldChangeSchema, z.object({ text: z.string() }));
export type ShownChange = z.infer<typeof shownChangeSchema>;

/**
 * What happened to the photos, by position as the seller sees them (1-based): a position whose photo is new where an
 * old one left is "replaced"; a new photo elsewhere is "added" (its position in the new list); an old photo gone
 * elsewhere is "removed" (its position in the old list). The same photos in another order: "Photos reordered".
 */
export function photoChangeTexts(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  const old = new Set(before);
  const texts: string[] = [];
  const replaced = new Set<number>();
  for (let i = 0; i < Math.min(before.length, after.length); i++) {
    if (before[i] !== after[i] && !kept.has(before[i]) && !old.has(after[i])) {
      replaced.add(i);
      texts.push(`Photo ${i + 1} replaced`);
    }
  }
  after.forEach((url, i) => {
    if (!replaced.has(i) && !old.has(url)) texts.push(`Photo ${i + 1} added`);
  });
  before.forEach((url, i) => {
    if (!replaced.has(i) && !kept.has(url)) texts.push(`Photo ${i + 1} removed`);
  });
  const keptOld = before.filter((u) => kept.has(u));
  const keptNew = after.filter((u) => old.has(u));
  if (keptOld.some((u, i) => keptNew[i] !== u)) texts.push("Photos reordered");
  return texts;
}

/** The admin's sentence for one change: "Price ₹12,000 -> ₹10,500", "Title changed", "Photo 2 replaced". */
export function summariseChange(change: FieldChange): string {
  switch (change.field) {
    case "price":
      return `Price ${formatInr(change.before)} -> ${formatInr(change.after)}`;
    case "title":
      return "Title changed";
    case "description":
      return "Description changed";
    case "photos":
      return photoChangeTexts(change.before, change.after).join(", ") || "Photos changed";
  }
}

/** GET /api/admin/update-tasks: open tasks, oldest first; the listing is an AdminListing (admin-listings.ts). */
export const updateTaskBaseSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  postingUrl: z.string().nullable(),
  changes: z.array(shownChangeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UpdateTaskBase = z.infer<typeof updateTaskBaseSchema>;

/** Why a task closed without an admin's tick. */
export const UPDATE_TASK_CLOSED_REASONS = ["sold", "withdrawn", "reverted", "reposted"] as const;
export type UpdateTaskClosedReason = (typeof UPDATE_TASK_CLOSED_REASONS)[number];

/** POST /api/admin/update-tasks/{id}/done answers this (also for a second tick). */
export const updateTaskDoneSchema = z.object({ id: z.string(), done: z.literal(true) });

export const UPDATE_TASK_MESSAGES = {
  taskNotFound: "Update task not found",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Renewals
// ---------------------------------------------------------------------------------------------------------------

/** One marketplace's ad lifetime, as data (src/server/modules/postings/renewals/lifetimes/<marketplace>.json). */
export const adLifetimeSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  /** Days an ad stays live before the marketplace takes it down unless renewed. */
  days: z.number().int().min(1).max(3650),
  /** Days after going live (or the last renewal) from which the marketplace offers renewal; null if not said. */
  renewableAfterDays: z.number().int().min(0).max(3650).nullable(),
  /** Where this comes from: the marketplace's public help page, and what it says. */
  source: z.object({ url: z.string().nullable(), title: z.string(), quote: z.string(), checked: z.string() }),
  note: z.string().optional(),
});
export type AdLifetime = z.infer<typeof adLifetimeSchema>;

export const RENEWAL_WINDOW_DAYS_DEFAULT = 3;
export { PRICE_SUGGESTION_DAYS_DEFAULT } from "./limits.ts";

/** GET /api/admin/renewals row (the listing is an AdminListing). */
export const renewalBaseSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  url: z.string().nullable(),
  liveSince: z.string().nullable(),
  renewedAt: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type RenewalBase = z.infer<typeof renewalBaseSchema>;

export const postingRefParamSchema = z.object({
  listingId: z.string().max(100),
  marketplace: z.enum(MARKETPLACES, { message: "Platform must be olx, quikr or facebook" }),
});

export const RENEWAL_MESSAGES = {
  notLive: "This ad is not live: only a posted ad can be renewed or reposted",
  postingNotFound: "Posting not found",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Seller's listing DTO additions (listingSchema in listings.ts gains these three keys)
// ---------------------------------------------------------------------------------------------------------------

/** A posted ad as the seller sees it: "Live since 3 Nov · renews 3 Dec". */
export const liveAdSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  since: z.string(),
  renewsOn: z.string().nullable(),
});
export type LiveAd = z.infer<typeof liveAdSchema>;

/**
 * Why a price is suggested. The seller's side turns the code and params into a sentence of its language:
 * - similarSales: { days, count, price } - live `days` days; `count` similar items sold recently, typically for `price`
 * - pricingEngine: { days, price } - live `days` days; the pricing engine's quick-sale price is `price`
 * - markdown: { days, percent } - live `days` days; a `percent` markdown, as shops do with aging stock
 * - offers: { days, count, price } - live `days` days; `count` buyers offered below the price, typically `price`
 *   (issue 42, docs/decisions/166)
 */
export const SUGGESTION_REASON_CODES = ["similarSales", "pricingEngine", "markdown", "offers"] as const;
export type SuggestionReasonCode = (typeof SUGGESTION_REASON_CODES)[number];
export const suggestionReasonSchema = z.object({
  code: z.enum(SUGGESTION_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

/** English sentences for each reason (the web's hi resources hold the Hindi ones under the same code). */
export const SUGGESTION_REASON_TEXTS: Record<SuggestionReasonCode, string> = {
  similarSales: "Live for {{days}} days without a sale. {{count}} similar items sold recently for about ₹{{price}}.",
  pricingEngine: "Live for {{days}} days without a sale. A quick-sale price for this item is about ₹{{price}}.",
  markdown: "Live for {{days}} days without a sale. Shops lower prices by {{percent}}% at this point.",
  offers: "Live for {{days}} days without a sale. {{count}} buyers offered less, about ₹{{price}}.",
};

export const priceSuggestionSchema = z.object({
  id: z.string(),
  currentPrice: z.string(),
  suggestedPrice: z.string(),
  reason: suggestionReasonSchema,
  createdAt: z.string(),
});
export type PriceSuggestionDto = z.infer<typeof priceSuggestionSchema>;

export const afterLiveListingFields = {
  /** Marketplaces with an open update task: "Updating on OLX". */
  updating: z.array(z.enum(MARKETPLACES)),
  live: z.array(liveAdSchema),
  suggestion: priceSuggestionSchema.nullable(),
};

export const suggestionParamSchema = z.object({ id: z.string().max(100), suggestionId: z.string().max(100) });

/** Seller-facing refusals (codes `afterLive.<key>`; Hindi in the web's hi resources). */
export { SUGGESTION_MESSAGES } from "./sentences.ts";

/** The in-app message and e-mail a seller gets with a suggestion (subject and body, English and Hindi). */
export const SUGGESTION_NOTICE = {
  en: {
    subject: (title: string) => `A better price for ${title}`,
    body: (title: string, current: string, suggested: string) =>
      `"${title}" has been live for a while without a sale. We suggest lowering its price from ${formatInr(current)} to ${formatInr(suggested)}. Open your Dashboard to accept or decline: your price changes only if you accept.`,
  },
  hi: {
    subject: (title: string) => `${title} के लिए बेहतर दाम`,
    body: (title: string, current: string, suggested: string) =>
      `"${title}" कुछ समय से लाइव है पर अभी तक बिका नहीं। हमारा सुझाव है कि इसका दाम ${formatInr(current)} से घटाकर ${formatInr(suggested)} करें। स्वीकार या अस्वीकार करने के लिए अपना डैशबोर्ड खोलें: आपका दाम तभी बदलेगा जब आप इसे स्वीकार करें।`,
  },
} as const;

/** GET /api/admin/listings additions. */
export const adminListingAfterLiveFields = {
  /** Earliest live_since of the listing's posted ads. */
  liveSince: z.string().nullable(),
  suggestionCount: z.number().int(),
};

export const marketplaceOrder = (m: Marketplace) => MARKETPLACES.indexOf(m);
