import { z } from "zod";
import { afterLiveListingFields } from "./after-live.ts";
import { scoreInput } from "./common.ts";
import {
  CATEGORIES,
  CONDITIONS,
  DEFAULT_CATEGORY,
  DEFAULT_CONDITION,
  DEFAULT_PRICING_STRATEGY,
  LISTING_STATUSES,
  MARKETPLACES,
  POSTING_STATES,
  POSTING_STATUSES,
  PRICING_STRATEGIES,
} from "./enums.ts";
import { MAX_IMAGES_PER_LISTING } from "./limits.ts";
import { LISTING_STATES } from "./listing-life.ts";
import { LISTING_FILTERS } from "./listing-view.ts";
import { moneyInput } from "./money.ts";
import { listingOfferFields } from "./offers.ts";
import { sellerTermsFields, sellerTermsInput } from "./seller-terms.ts";
import { LISTING_MESSAGES, TITLE_MAX } from "./sentences.ts";
import { isCleanText, optionalText, requiredText, TEXT_MESSAGES } from "./text.ts";

export {
  FILTER_STATUSES,
  failureReasonOf,
  LISTING_FILTER_LABELS,
  LISTING_FILTERS,
  type ListingFilter,
  matchesFilter,
  postingStatusOf,
  postingUrlOf,
} from "./listing-view.ts";
export { LISTING_MESSAGES, TITLE_MAX } from "./sentences.ts";

export const DESCRIPTION_MAX = 5000;

/** "Title must be at most 200 characters": the field's name is the first word of its required message. */
const listingText = (message: string, max: number) =>
  requiredText(message, { max, tooLong: `${message.split(" ")[0]} must be at most ${max} characters` });

/**
 * A price as the seller typed it (string or number) turned into the decimal string the database stores,
 * checked against numeric(12,2) before any rounding (src/contract/money.ts).
 * Missing -> 'Price is required'; not a number or not above 0 -> 'Price must be a number greater than 0'.
 */
export const priceInputSchema = moneyInput({
  required: LISTING_MESSAGES.priceRequired,
  invalid: LISTING_MESSAGES.priceInvalid,
  tooLarge: LISTING_MESSAGES.priceTooLarge,
  tooPrecise: LISTING_MESSAGES.priceTooPrecise,
});

/** An AI price suggestion: optional, but a real positive money value that fits numeric(12,2) when present. */
const optionalMoney = z.preprocess(
  (v) => (v === "" ? null : v),
  moneyInput({
    required: "Suggested prices must be numbers",
    invalid: "Suggested prices must be numbers greater than 0",
    tooLarge: "Suggested prices are too large",
    tooPrecise: "Suggested prices can have at most two decimals",
  }).nullish(),
);

/** Photos are our own uploads (/uploads/<name>) or object-storage URLs; nothing else is stored. */
export const photoUrlSchema = z
  .string()
  .refine(isCleanText, TEXT_MESSAGES.invalidCharacters)
  .trim()
  .max(2048, LISTING_MESSAGES.photoUrlInvalid)
  .refine((u) => /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(u) || /^https?:\/\/[^\s]+$/.test(u), {
    message: LISTING_MESSAGES.photoUrlInvalid,
  });

const photoListSchema = z.array(photoUrlSchema).max(MAX_IMAGES_PER_LISTING, LISTING_MESSAGES.tooManyPhotos);

export const categorySchema = z.enum(CATEGORIES, { message: LISTING_MESSAGES.categoryInvalid });
export const conditionSchema = z.enum(CONDITIONS, { message: LISTING_MESSAGES.conditionInvalid });
export const marketplaceSchema = z.enum(MARKETPLACES, { message: LISTING_MESSAGES.platformInvalid });
export const postingStatusSchema = z.enum(POSTING_STATUSES, { message: LISTING_MESSAGES.postingStatusInvalid });

/**
 * POST /api/listings: what Save Draft and Post to Platforms send (issue 5 item 3).
 * `imageUrls` are all photos in the seller's order (the first is the main photo); `imageUrl` alone is accepted
 * for a one-photo client. `creationLogId` links the generator's creation log to the saved listing.
 */
export const createListingSchema = z.object({
  title: listingText(LISTING_MESSAGES.titleRequired, TITLE_MAX),
  description: listingText(LISTING_MESSAGES.descriptionRequired, DESCRIPTION_MAX),
  price: priceInputSchema,
  category: categorySchema.default(DEFAULT_CATEGORY),
  condition: conditionSchema.default(DEFAULT_CONDITION),
  status: z.enum(LISTING_STATUSES, { message: LISTING_MESSAGES.statusInvalid }).default("draft"),
  imageUrls: photoListSchema.optional(),
  imageUrl: photoUrlSchema.nullish(),
  itemType: optionalText(60),
  brand: optionalText(120),
  model: optionalText(120),
  pricingStrategy: z
    .enum(PRICING_STRATEGIES, { message: "Pricing strategy must be quick, balanced, max or custom" })
    .default(DEFAULT_PRICING_STRATEGY),
  quickPrice: optionalMoney,
  medianPrice: optionalMoney,
  maxPrice: optionalMoney,
  confidenceScore: scoreInput.nullish(),
  creationLogId: z.uuid({ message: "Creation log not found" }).nullish(),
  /** The seller's private terms (docs/decisions/165): their lowest price and when buyers can see it. */
  ...sellerTermsInput,
});
export type CreateListingInput = z.input<typeof createListingSchema>;
export type CreateListingPayload = z.output<typeof createListingSchema>;

/**
 * PATCH /api/listings/{id}: the Edit Listing form. Every field is optional; a field that is sent is validated
 * like on create. `imageUrl` (spec) puts a new main photo in front of the others; `imageUrls` replaces the
 * whole ordered list (the Edit page sends it when photos were added or removed).
 */
export const updateListingSchema = z.object({
  title: listingText(LISTING_MESSAGES.titleRequired, TITLE_MAX).optional(),
  description: listingText(LISTING_MESSAGES.descriptionRequired, DESCRIPTION_MAX).optional(),
  price: priceInputSchema.optional(),
  category: categorySchema.optional(),
  condition: conditionSchema.optional(),
  imageUrl: photoUrlSchema.optional(),
  imageUrls: photoListSchema.min(1, "A listing needs at least one photo").optional(),
  /** Left out: unchanged; null: removed. A price below the floor asks for a lower floor too (400). */
  ...sellerTermsInput,
});
export type UpdateListingInput = z.input<typeof updateListingSchema>;

/** The Edit Listing form's own fields (the client checks these before any upload). */
export const editListingFormSchema = z.object({
  title: listingText(LISTING_MESSAGES.titleRequired, TITLE_MAX),
  description: listingText(LISTING_MESSAGES.descriptionRequired, DESCRIPTION_MAX),
  price: priceInputSchema,
  category: categorySchema,
  condition: conditionSchema,
});

export const retryPostingSchema = z.object({
  /** Not checked as a uuid here: an id that names no listing of this seller is a 404, whatever its shape. */
  listingId: requiredText("listingId is required", { max: 100 }),
  platform: marketplaceSchema,
});
export type RetryPostingInput = z.infer<typeof retryPostingSchema>;

/** PUT /api/admin/listings/{listingId}/status (spec section 7). */
export const postingStatusUpdateSchema = z.object({
  platform: marketplaceSchema,
  status: postingStatusSchema,
  postingUrl: optionalText(2048, "Posting URL must be at most 2048 characters"),
  failureReason: optionalText(1000, "Reason must be at most 1000 characters"),
});
export type PostingStatusUpdateInput = z.input<typeof postingStatusUpdateSchema>;

/** What a listing's marketplace can read: an admin's status, or withdrawn_sold while the item is sold. */
const postingStatusOrNull = z.enum(POSTING_STATES).nullable();

/** A listing as its seller (and an admin) sees it: spec section 3 plus all photos and the failure reasons. */
export const listingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
  /** Every photo in order; the first is `imageUrl`. */
  imageUrls: z.array(z.string()),
  category: z.string(),
  itemType: z.string().nullable(),
  condition: z.string(),
  /** The listing's one state (docs/decisions/170); `isSold` is `status === "sold"`, kept for the spec's clients. */
  status: z.enum(LISTING_STATES),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  pricingStrategy: z.string(),
  quickPrice: z.string().nullable(),
  medianPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
  confidenceScore: z.number().nullable(),
  isSold: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  olxStatus: postingStatusOrNull,
  quikrStatus: postingStatusOrNull,
  facebookStatus: postingStatusOrNull,
  olxUrl: z.string().nullable(),
  quikrUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  olxFailureReason: z.string().nullable(),
  quikrFailureReason: z.string().nullable(),
  facebookFailureReason: z.string().nullable(),
  /** After it goes live (issue 30): open update tasks, posted ads' dates, the open price suggestion. */
  ...afterLiveListingFields,
  /** The seller's private terms: only the seller and admins ever receive a listing in this shape. */
  ...sellerTermsFields,
  /** Buyers' offers recorded against its live ads, highest first (docs/decisions/166). */
  ...listingOfferFields,
});
export type ListingDto = z.infer<typeof listingSchema>;

export const listingsQuerySchema = z.object({
  status: z
    .enum(LISTING_FILTERS, {
      message: "Status filter must be all, pending, posted, failed, draft, live, sold or withdrawn",
    })
    .default("all"),
});

/** GET /api/stats: counts of the seller's listings (see docs/decisions/030). */
export const listingStatsSchema = z.object({
  total: z.number(),
  drafts: z.number(),
  pending: z.number(),
  posted: z.number(),
  failed: z.number(),
  sold: z.number(),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** Ids in paths are plain strings: a malformed id is simply a listing that does not exist (404). */
export const listingIdParam = z.object({ id: z.string().max(100) });
export const adminListingIdParam = z.object({ listingId: z.string().max(100) });
