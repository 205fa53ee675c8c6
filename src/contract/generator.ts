import { z } from "zod";
import { scoreInput } from "./common.ts";
import { CATEGORIES, CURRENCY_CODES, GENERATOR_CONDITIONS } from "./enums.ts";
import { ITEM_TYPES } from "./item-types.ts";
import { MAX_ALTERNATIVE_TITLES, MAX_IMAGES_PER_LISTING } from "./limits.ts";
import { photoUrlSchema } from "./listings.ts";
import { cleanText, requiredText, visibleLength } from "./text.ts";
import { UPLOAD_ERRORS } from "./uploads.ts";

/**
 * Request and response shapes of the generator calls (spec section 7, Generator).
 *
 * Money: every price here is a decimal string in rupees with two decimals ("18500.00"), like every other amount in
 * the API; the screen shows it with no decimals. Converted amounts (currency calls) are numbers rounded to whole
 * units, with a ready-formatted string beside them.
 */

export { ITEM_TYPES };
export type ItemTypeName = (typeof ITEM_TYPES)[number];
export const itemTypeSchema = z.enum(ITEM_TYPES);

/** A category as the generator answers it: one of the spec's eleven, never the storage default "general". */
export const generatorCategorySchema = z.enum(CATEGORIES.filter((c) => c !== "general") as [string, ...string[]]);
export const generatorConditionSchema = z.enum(GENERATOR_CONDITIONS).default("good");
export const providerSchema = z.enum(["offline", "openai"]);

const priceString = z.string().regex(/^\d{1,10}\.\d{2}$/);
/** Optional generator text: clean (src/contract/text.ts); null, blank or invisible-only count as not given. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && visibleLength(v) === 0) ? undefined : v),
    cleanText(max).optional(),
  );
const productName = requiredText("productName is required", { max: 200 });

/**
 * POST /api/classify-image, multipart: image (main photo), additionalImage0..n (more photos, up to 5 in all),
 * condition, and optional hint (what the seller says it is; it outranks what the photos suggest).
 */
export const classifyFieldsSchema = z.object({
  condition: generatorConditionSchema,
  hint: optionalText(200),
});

/**
 * POST /api/classify-photos, JSON: the same as classify-image for photos already uploaded with POST /api/upload
 * (the phone uploads each photo when it is picked): their URLs, main photo first. Only the seller's own uploads.
 */
export const classifyPhotosRequestSchema = z.object({
  imageUrls: z
    .array(photoUrlSchema)
    .min(1, UPLOAD_ERRORS.missing)
    .max(MAX_IMAGES_PER_LISTING, UPLOAD_ERRORS.tooMany(MAX_IMAGES_PER_LISTING))
    .refine((urls) => new Set(urls).size === urls.length, UPLOAD_ERRORS.repeated),
  condition: generatorConditionSchema,
  hint: optionalText(200),
});
export type ClassifyPhotosRequest = z.input<typeof classifyPhotosRequestSchema>;

export const classifyResponseSchema = z.object({
  brand: z.string(),
  model: z.string(),
  category: generatorCategorySchema,
  /** The stored main photo. */
  imageUrl: z.string(),
  suggestions: z.array(z.object({ title: z.string() })).max(MAX_ALTERNATIVE_TITLES),
  /** Additions to the spec's shape: */
  /** What the item is in words ("Samsung Galaxy S21", "Motorcycle"); send it back as productName. */
  productName: z.string(),
  /** The finer type: decides the extra fields (storage, RAM, year, mileage). */
  itemType: itemTypeSchema,
  /** Identification confidence, 0..1, calibrated (SURE_CONFIDENCE in limits.ts). */
  confidence: z.number().min(0).max(1),
  /** False when the engine is not sure: the review step asks the seller "What is it?" (POST /api/identify-answer). */
  sure: z.boolean(),
  /** Another photo seems to show a different item than the main (first) one, which decided the answer. */
  mixedPhotos: z.boolean(),
  /** Every stored photo, main first, in upload order. */
  imageUrls: z.array(z.string()),
  /** Send back to generate-copy and smart-pricing so the creation log is completed. */
  creationLogId: z.uuid(),
  /** Which engine answered; "offline" also when a configured hosted model failed (see fallbackReason). */
  provider: providerSchema,
  fallbackReason: z.string().optional(),
});
export type ClassifyResponse = z.infer<typeof classifyResponseSchema>;

/** POST /api/identify-answer: the seller's answer to "What is it?". */
export const identifyAnswerRequestSchema = z.object({
  creationLogId: z.uuid(),
  answer: requiredText("Please say what the item is", { max: 200 }),
});
/** The identification from the seller's words (and the photos' text): send it on to generate-copy and smart-pricing. */
export const identifyAnswerResponseSchema = classifyResponseSchema.pick({
  brand: true,
  model: true,
  category: true,
  productName: true,
  itemType: true,
  confidence: true,
  sure: true,
});
export type IdentifyAnswerResponse = z.infer<typeof identifyAnswerResponseSchema>;

/** GET /api/item-suggestions?q=: brands, models and item types from the lexicon that match what the seller typed. */
export const itemSuggestionsQuerySchema = z.object({ q: cleanText(100).default("") });
export const itemSuggestionsResponseSchema = z.array(z.string()).max(10);
export const MAX_ITEM_SUGGESTIONS = 8;

const itemDetails = {
  brand: optionalText(80),
  model: optionalText(120),
  itemType: itemTypeSchema.optional(),
  storage: optionalText(40),
  ram: optionalText(40),
  year: optionalText(10),
  mileage: optionalText(20),
  additionalInfo: optionalText(2000),
  creationLogId: z.uuid().optional(),
};

/** POST /api/generate-copy (JSON). productName, category, condition and image_url as the spec; the rest optional. */
export const generateCopyRequestSchema = z.object({
  productName,
  category: generatorCategorySchema.optional(),
  condition: generatorConditionSchema,
  image_url: optionalText(2000),
  /** Same as additionalInfo (the generator's "Additional Details"). */
  additionalDetails: optionalText(2000),
  ...itemDetails,
});
export type GenerateCopyRequest = z.input<typeof generateCopyRequestSchema>;

export const generateCopyResponseSchema = z.object({
  /** Up to 8 distinct titles, best first, each at most 70 characters. */
  titles: z.array(z.string().max(70)).min(1).max(MAX_ALTERNATIVE_TITLES),
  description: z.string(),
  provider: providerSchema,
  fallbackReason: z.string().optional(),
});
export type GenerateCopyResponse = z.infer<typeof generateCopyResponseSchema>;

/** POST /api/smart-pricing (JSON): the spec's fields, plus what classify answered. */
export const smartPricingRequestSchema = z.object({
  productName,
  category: generatorCategorySchema.optional(),
  condition: generatorConditionSchema,
  imageUrl: optionalText(2000),
  /** Identification confidence from classify, 0..1. */
  confidence: scoreInput.optional(),
  ...itemDetails,
});
export type SmartPricingRequest = z.input<typeof smartPricingRequestSchema>;

export const confidenceLabelSchema = z.enum(["green", "amber", "red"]);
export const comparableLevelSchema = z.enum(["model", "brand", "type", "category"]);
/** "snaplist" when SnapList's own sales or accepted offers moved the prices; "reference" when only the tables did. */
export const pricingSourceSchema = z.enum(["reference", "snaplist"]);
const tierDaysSchema = z.number().int().min(0).nullable();

export const smartPricingResponseSchema = z.object({
  /** Rupees, decimal strings; quickPrice <= medianPrice <= maxPrice. */
  quickPrice: priceString,
  medianPrice: priceString,
  maxPrice: priceString,
  /** Label for the confidence badge: green (>= 0.7), amber (>= 0.4), red. */
  confidence: confidenceLabelSchema,
  confidenceScore: z.number().min(0).max(1),
  currency: z.literal("INR"),
  /**
   * How the figures were reached: reference level; the number and match level of comparables (sales and accepted
   * offers on SnapList), of which `sales` sales and `offers` offers.
   */
  basis: z.object({
    reference: z.enum(["model", "brand", "type"]),
    comparables: z.number().int(),
    level: comparableLevelSchema.optional(),
    source: pricingSourceSchema,
    sales: z.number().int(),
    offers: z.number().int(),
  }),
  /**
   * For each price: in how many days similar items at about that price sold on SnapList (the median, calendar days
   * in the business's time zone from going live to the sale); null where fewer than 5 sales by 3 sellers back it.
   */
  days: z.object({ quickPrice: tierDaysSchema, medianPrice: tierDaysSchema, maxPrice: tierDaysSchema }),
});
export type SmartPricingResponse = z.infer<typeof smartPricingResponseSchema>;

const tierDaysLogSchema = z.object({ days: z.number(), sales: z.number(), sellers: z.number() }).nullable();
/**
 * What each price was based on, kept in the creation log beside the prices (admins only): the reference figure, and
 * when SnapList's evidence was used, its level, band, counts, weights (the heaviest pieces) and the days per price.
 */
export const pricingBasisLogSchema = z.object({
  source: pricingSourceSchema,
  reference: z.object({ level: z.enum(["model", "brand", "type"]), value: z.number() }),
  /** SnapList's evidence could not be read (the query failed): the prices come from the reference alone. */
  evidenceFailed: z.boolean().optional(),
  comparables: z
    .object({
      level: comparableLevelSchema,
      band: z.object({ lo: z.number(), hi: z.number() }),
      sales: z.number(),
      offers: z.number(),
      /** Effective count of the weighted evidence and its share of the blend with the reference (0..1). */
      effective: z.number(),
      blend: z.number(),
      /** The heaviest pieces, at most PRICING_LOG_EVIDENCE: amount as recorded, moved to this item's condition. */
      evidence: z.array(
        z.object({
          kind: z.enum(["sale", "offer"]),
          amount: z.number(),
          condition: z.string(),
          ageDays: z.number(),
          adjusted: z.number(),
          weight: z.number(),
          days: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
  days: z.object({ quickPrice: tierDaysLogSchema, medianPrice: tierDaysLogSchema, maxPrice: tierDaysLogSchema }),
});
export type PricingBasisLog = z.infer<typeof pricingBasisLogSchema>;
export const PRICING_LOG_EVIDENCE = 30;

/** POST /api/enhance/upscale | blur-background | combo, multipart. Booleans arrive as "true"/"false" strings. */
const formBool = (dflt: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? dflt : v === true || v === "true" || v === "1" || v === "on"),
    z.boolean(),
  );
const target = z.coerce.number().int().min(64).max(4096).default(2048);
export const enhanceFieldsSchema = z.object({
  targetWidth: target,
  targetHeight: target,
  enhanceLighting: formBool(true),
  blurBackground: formBool(false),
});
export const enhanceResponseSchema = z.object({
  success: z.boolean(),
  /** The enhanced photo's URL; the original's when it could not be enhanced (success false). */
  enhancedImage: z.string(),
  originalImage: z.string(),
  message: z.string(),
});
export type EnhanceResponse = z.infer<typeof enhanceResponseSchema>;

export const currencyCodeSchema = z.enum(CURRENCY_CODES);
const amountSchema = z.coerce.number().min(0).max(1e12);

/** POST /api/currency/convert */
export const convertRequestSchema = z.object({
  amount: amountSchema,
  fromCurrency: currencyCodeSchema.default("INR"),
  toCurrency: currencyCodeSchema,
});
export const convertResponseSchema = z.object({
  /** False when no rate was available: the amount comes back unconverted in the original currency. */
  success: z.boolean(),
  convertedAmount: z.number(),
  /** Symbol and whole units, e.g. "$224", "₹18,500". */
  formattedAmount: z.string(),
  exchangeRate: z.number(),
  currency: currencyCodeSchema,
});

const pricingTriple = z.object({ quickPrice: amountSchema, medianPrice: amountSchema, maxPrice: amountSchema });
/** POST /api/currency/convert-pricing */
export const convertPricingRequestSchema = z.object({
  pricing: pricingTriple,
  fromCurrency: currencyCodeSchema.default("INR"),
  toCurrency: currencyCodeSchema,
});
export const convertPricingResponseSchema = z.object({
  success: z.boolean(),
  convertedPricing: z.object({ quickPrice: z.number(), medianPrice: z.number(), maxPrice: z.number() }),
  formattedPricing: z.object({ quickPrice: z.string(), medianPrice: z.string(), maxPrice: z.string() }),
  exchangeRate: z.number(),
  currency: currencyCodeSchema,
});
