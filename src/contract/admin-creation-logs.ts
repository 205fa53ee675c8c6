import { z } from "zod";
import { pricingBasisLogSchema } from "./generator.ts";
import { pageQuerySchema } from "./pagination.ts";

/** A creation log as the Creation Logs tab shows it (spec section 3). Newest first, paged. */
export const creationLogSchema = z.object({
  id: z.string(),
  listingId: z.string().nullable(),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    upiId: z.string().nullable(),
  }),
  createdAt: z.string(),
  originalImageUrl: z.string().nullable(),
  userSelectedTitle: z.string().nullable(),
  aiDetectedProduct: z.string().nullable(),
  userSelectedPrice: z.string().nullable(),
  userSelectedCategory: z.string().nullable(),
  userModifiedDescription: z.string().nullable(),
  aiGeneratedDescription: z.string().nullable(),
  aiDetectedBrand: z.string().nullable(),
  aiDetectedModel: z.string().nullable(),
  /** 0 to 100. */
  aiConfidenceScore: z.number().nullable(),
  aiSuggestedPrices: z
    .object({
      quickPrice: z.string(),
      medianPrice: z.string(),
      maxPrice: z.string(),
      /** What the prices were based on; absent in logs written before issue 48. */
      basis: pricingBasisLogSchema.optional(),
    })
    .nullable(),
  aiGeneratedTitles: z.array(z.string()),
  /** What the seller said the item is when the AI was not sure ("What is it?"); null when not asked or not answered. */
  sellerAnswer: z.string().nullable(),
});
export type CreationLogView = z.infer<typeof creationLogSchema>;
export const creationLogListSchema = z.array(creationLogSchema);
export const creationLogsQuerySchema = pageQuerySchema;
export const creationLogIdParam = z.object({ id: z.string().max(100) });

/** The plain text Copy All Details puts on the clipboard lists at most this many alternative titles. */
export const COPY_ALL_MAX_TITLES = 5;
/** View Full Details shows at most this many alternative AI titles. */
export const DETAILS_MAX_TITLES = 8;

/** Download Image's file name: product-{last 8 characters of the listing id (else the log id)}.jpg. */
export const productImageName = (id: string) => `product-${id.slice(-8)}.jpg`;
