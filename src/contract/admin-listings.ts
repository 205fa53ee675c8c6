import { z } from "zod";
import { adminListingAfterLiveFields, renewalBaseSchema, updateTaskBaseSchema } from "./after-live.ts";
import { CATEGORIES, MARKETPLACES, POSTING_STATES } from "./enums.ts";
import { LISTING_MESSAGES, listingSchema, marketplaceSchema, postingStatusSchema } from "./listings.ts";
import { pageQuerySchema } from "./pagination.ts";
import { cleanText, optionalText } from "./text.ts";

/** Who changed a marketplace's posting state last, and when (issue 10 item 2). */
export const postingChangeSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  status: z.enum(POSTING_STATES),
  url: z.string().nullable(),
  failureReason: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.object({ firstName: z.string().nullable(), email: z.string() }).nullable(),
});
export type PostingChange = z.infer<typeof postingChangeSchema>;

/** A listing in the admin lists: the seller's listing plus its owner (spec section 3) and the posting history. */
export const adminListingSchema = listingSchema.extend({
  user: z.object({ firstName: z.string().nullable(), email: z.string() }),
  postings: z.array(postingChangeSchema),
  ...adminListingAfterLiveFields,
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingListSchema = z.array(adminListingSchema);

const boolParam = (message: string) =>
  z
    .enum(["true", "false"], { message })
    .transform((v) => v === "true")
    .optional();

/**
 * GET /api/admin/listings. Every filter runs in SQL. `pending=true` is the Pending Review list: listings with at
 * least one marketplace still 'pending', oldest first (docs/decisions/060). Otherwise newest first.
 * `postingStatus` matches a listing with any marketplace in that state, or only `marketplace` when given.
 */
export const adminListingsQuerySchema = pageQuerySchema.extend({
  q: cleanText(100, "Search must be at most 100 characters").optional(),
  postingStatus: z
    .enum(POSTING_STATES, {
      message: "Status filter must be pending, pending_human, posted, failed or withdrawn_sold",
    })
    .optional(),
  marketplace: z.enum(MARKETPLACES, { message: LISTING_MESSAGES.platformInvalid }).optional(),
  category: z.enum(CATEGORIES, { message: LISTING_MESSAGES.categoryInvalid }).optional(),
  sold: boolParam("sold must be true or false"),
  pending: boolParam("pending must be true or false"),
  /** Listings whose earliest live ad went live more than this many days ago (by the server's clock). */
  liveMoreThanDays: z.coerce
    .number({ message: "liveMoreThanDays must be a whole number from 0 to 3650" })
    .int("liveMoreThanDays must be a whole number from 0 to 3650")
    .min(0, "liveMoreThanDays must be a whole number from 0 to 3650")
    .max(3650, "liveMoreThanDays must be a whole number from 0 to 3650")
    .optional(),
});
export type AdminListingsQuery = z.output<typeof adminListingsQuerySchema>;

/** POST /api/admin/marketplace-postings/{listingId}/{marketplace}/{status}: the spec's second form (section 7). */
export const postingPathSchema = z.object({
  listingId: z.string().max(100),
  marketplace: marketplaceSchema,
  status: postingStatusSchema,
});
export const postingPathBodySchema = z
  .object({
    postingUrl: optionalText(2048, "Posting URL is too long"),
    failureReason: optionalText(1000, "Failure reason must be at most 1000 characters"),
  })
  .nullish();

/** GET /api/admin/update-tasks (issue 30): an open update task with its listing. */
export const adminUpdateTaskSchema = updateTaskBaseSchema.extend({ listing: adminListingSchema });
export type AdminUpdateTask = z.infer<typeof adminUpdateTaskSchema>;

/** GET /api/admin/renewals (issue 30): a posted ad near or past expiry, with its listing. */
export const adminRenewalSchema = renewalBaseSchema.extend({ listing: adminListingSchema });
export type AdminRenewal = z.infer<typeof adminRenewalSchema>;

/** GET /api/admin/postings/bad-addresses: a live ad whose stored address the ad-address rule refuses. */
export const badAdAddressSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  marketplace: z.enum(MARKETPLACES),
  url: z.string(),
  /** Why it is refused, in the words Mark Posted would use. */
  problem: z.string(),
});
export type BadAdAddress = z.infer<typeof badAdAddressSchema>;
export const badAdAddressListSchema = z.array(badAdAddressSchema);
