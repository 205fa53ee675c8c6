import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Condition } from "../../../contract/enums.ts";
import type {
  ClassifyResponse,
  GenerateCopyResponse,
  generateCopyRequestSchema,
  SmartPricingResponse,
  smartPricingRequestSchema,
} from "../../../contract/generator.ts";
import { MAX_IMAGES_PER_LISTING, SURE_CONFIDENCE } from "../../../contract/limits.ts";
import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { heavyWork } from "../../lib/work-queue.ts";
import { timeStage } from "../metrics/process-metrics.ts";
import { ownUploads } from "../uploads/records.ts";
import { acceptPhotos, photoStoreFor } from "../uploads/service.ts";
import { generateCopy } from "./copy/copy.ts";
import { photoTextIfOwn, priceOpinion, recordClassification, updateCreationLog } from "./creation-log.ts";
import { type ItemType, TYPE_CATEGORY } from "./data/item-types.ts";
import { copyHosted, HostedProviderError, identifyHosted } from "./hosted/openai-provider.ts";
import { type Identification, identifyOffline } from "./identify/identify.ts";
import { matchText } from "./identify/lexicon-match.ts";
import { findEvidence } from "./pricing/evidence-repo.ts";
import { bandFor, type QuoteInput, quoteFromEvidence } from "./pricing/quote.ts";

type CopyRequest = z.output<typeof generateCopyRequestSchema>;
type PricingRequest = z.output<typeof smartPricingRequestSchema>;

function fallbackNote(err: unknown): string {
  const why = err instanceof HostedProviderError ? err.message : "the hosted model failed";
  return `Answered by the offline engine because ${why}.`;
}

type Deps = { db: Db; config: Config };
type ClassifyFields = { condition: Condition; hint?: string };

/** Classify: check and store every photo, identify the item from all of them, record the creation log. */
export async function classify(deps: Deps, user: User, photos: Buffer[], fields: ClassifyFields) {
  if (photos.length === 0) throw new HttpError(400, UPLOAD_ERRORS.missing);
  if (photos.length > MAX_IMAGES_PER_LISTING) throw new HttpError(400, UPLOAD_ERRORS.tooMany(MAX_IMAGES_PER_LISTING));
  return identifyStored(deps, user, await acceptPhotos(deps, user.id, photos), fields);
}

/**
 * Classify photos the seller uploaded already (POST /api/upload when picked): only their own recorded uploads
 * whose files are still there; anything else - another seller's photo, a made-up or outside URL, a photo the
 * sweep removed - is a 400 asking for the photo again. The request schema caps the count and refuses repeats.
 */
export async function classifyUploaded(deps: Deps, user: User, urls: string[], fields: ClassifyFields) {
  const own = await ownUploads(deps.db, user.id, urls);
  if (urls.some((u) => !own.has(u))) throw new HttpError(400, UPLOAD_ERRORS.notYours);
  const store = photoStoreFor(deps.config);
  const stored = await Promise.all(urls.map(async (url) => ({ url, jpeg: await store.get(url) })));
  if (stored.some((s) => !s.jpeg)) throw new HttpError(400, UPLOAD_ERRORS.notYours);
  return identifyStored(deps, user, stored as { url: string; jpeg: Buffer }[], fields);
}

/** Identifies the item from stored photos (main first) and records the creation log. */
async function identifyStored(
  deps: Deps,
  user: User,
  stored: { url: string; jpeg: Buffer }[],
  fields: ClassifyFields,
): Promise<ClassifyResponse> {
  const jpegs = stored.map((s) => s.jpeg);

  let provider: "offline" | "openai" = "offline";
  let fallbackReason: string | undefined;
  let id: Omit<Identification, "evidence"> | undefined;
  let titles: string[] = [];
  let description: string | undefined;
  let opinion: number | undefined;
  let photoText: string | undefined;
  if (deps.config.ai.provider === "openai") {
    try {
      const answer = await timeStage("identify_hosted", () => identifyHosted(deps.config.ai, jpegs, fields));
      provider = "openai";
      id = {
        product: answer.productName,
        brand: answer.brand,
        model: answer.model,
        category: answer.category,
        itemType: answer.itemType,
        confidence: answer.confidence,
        sure: answer.confidence >= SURE_CONFIDENCE,
        mixedPhotos: false,
      };
      titles = answer.titles;
      description = answer.description;
      opinion = answer.estimatedPriceInr;
    } catch (err) {
      fallbackReason = fallbackNote(err);
    }
  }
  if (!id) {
    // Identification takes both cores (detector thread + OCR worker): one at a time, so calls keep flowing.
    const offline = await heavyWork.run(() => identifyOffline(jpegs, fields.hint));
    id = offline;
    photoText = offline.evidence.text;
    titles = generateCopy({ ...id, condition: fields.condition, photoText }).titles;
  }

  const creationLogId = await recordClassification(deps.db, {
    userId: user.id,
    originalImageUrl: stored[0].url,
    photoCount: stored.length,
    provider,
    product: id.product,
    brand: id.brand,
    model: id.model,
    category: id.category,
    confidence: id.confidence,
    titles,
    photoText,
    priceOpinion: opinion,
  });
  if (description) await updateCreationLog(deps.db, creationLogId, user.id, { aiGeneratedDescription: description });
  return {
    brand: id.brand,
    model: id.model,
    category: id.category,
    imageUrl: stored[0].url,
    suggestions: titles.map((title) => ({ title })),
    productName: id.product,
    itemType: id.itemType,
    confidence: id.confidence,
    sure: id.sure,
    mixedPhotos: id.mixedPhotos,
    imageUrls: stored.map((s) => s.url),
    creationLogId,
    provider,
    ...(fallbackReason ? { fallbackReason } : {}),
  };
}

/** What the request says the item is: explicit fields first, else read from the product name. */
function itemFrom(req: {
  productName: string;
  brand?: string;
  model?: string;
  itemType?: ItemType;
  category?: string;
}) {
  const read = matchText(req.productName);
  const itemType: ItemType =
    req.itemType ??
    read.type ??
    (Object.entries(TYPE_CATEGORY).find(([, c]) => c === req.category)?.[0] as ItemType | undefined) ??
    "other";
  return {
    brand: req.brand ?? read.brand,
    model: req.model ?? read.model,
    itemType,
    category: req.category ?? TYPE_CATEGORY[itemType],
  };
}

export async function writeCopy(deps: Deps, user: User, req: CopyRequest): Promise<GenerateCopyResponse> {
  // The photo is sent to the hosted provider: only the seller's own upload may be (docs/decisions/100).
  if (req.image_url && !(await ownUploads(deps.db, user.id, [req.image_url])).has(req.image_url))
    throw new HttpError(400, UPLOAD_ERRORS.notYours);
  const item = itemFrom(req);
  const details = {
    product: req.productName,
    brand: item.brand,
    model: item.model,
    itemType: item.itemType,
    condition: req.condition,
    storage: req.storage,
    ram: req.ram,
    year: req.year,
    mileage: req.mileage,
    additionalDetails: req.additionalDetails ?? req.additionalInfo,
    // What the photos' labels say (a year, where it was made): read from the seller's own creation log.
    photoText: req.creationLogId ? await photoTextIfOwn(deps.db, req.creationLogId, user.id) : undefined,
  };
  const result = await timeStage("copy", async (): Promise<GenerateCopyResponse> => {
    if (deps.config.ai.provider !== "openai") return { ...generateCopy(details), provider: "offline" };
    try {
      const photo = req.image_url ? await photoStoreFor(deps.config).get(req.image_url) : undefined;
      const { itemType, ...rest } = details;
      const copy = await copyHosted(deps.config.ai, { ...rest, type: itemType, category: item.category }, photo);
      return { titles: copy.titles, description: copy.description, provider: "openai" };
    } catch (err) {
      return { ...generateCopy(details), provider: "offline", fallbackReason: fallbackNote(err) };
    }
  });
  await updateCreationLog(deps.db, req.creationLogId, user.id, {
    aiGeneratedTitles: result.titles,
    aiGeneratedDescription: result.description,
  });
  return result;
}

const number = (v: string | undefined) => {
  const n = v ? Number(v.replace(/[^\d.]/g, "")) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** What pricing needs beyond the database: the clock (ages, days) and a log for a failed evidence query. */
type PricingDeps = { db: Db; config: Config; clock: Clock; log: FastifyBaseLogger };

export async function priceItem(deps: PricingDeps, user: User, req: PricingRequest): Promise<SmartPricingResponse> {
  const item = itemFrom(req);
  const now = deps.clock.now();
  const quote = await timeStage("pricing", async () => {
    const storage = req.storage ? /(\d+(?:\.\d+)?)\s*(tb|gb)?/i.exec(req.storage) : null;
    const storageGb = storage ? Number(storage[1]) * (storage[2]?.toLowerCase() === "tb" ? 1024 : 1) : undefined;
    const yearMatch = req.year ? /\b(19[5-9]\d|20\d\d)\b/.exec(req.year) : null;
    const input: QuoteInput = {
      brand: item.brand,
      model: item.model,
      itemType: item.itemType,
      condition: req.condition,
      year: yearMatch ? Number(yearMatch[1]) : undefined,
      mileageKm: number(req.mileage),
      storageGb,
      identificationConfidence: req.confidence ?? (item.model ? 0.8 : item.brand ? 0.6 : 0.4),
      opinion: req.creationLogId ? await priceOpinion(deps.db, req.creationLogId, user.id) : undefined,
      now,
    };
    // SnapList's own evidence makes the prices better, never possible: if it cannot be read, the reference prices.
    const rows = await findEvidence(deps.db, {
      ...item,
      band: bandFor(input),
      now,
      timeZone: deps.config.timeZone,
    }).catch((err: unknown) => {
      deps.log.warn({ err }, "comparable sales could not be read; pricing from the reference tables");
      return null;
    });
    return quoteFromEvidence(input, rows);
  });
  const { result } = quote;
  const prices = {
    quickPrice: result.quickPrice.toFixed(2),
    medianPrice: result.medianPrice.toFixed(2),
    maxPrice: result.maxPrice.toFixed(2),
  };
  await updateCreationLog(deps.db, req.creationLogId, user.id, { aiSuggestedPrices: { ...prices, basis: quote.log } });
  return {
    ...prices,
    confidence: result.confidence,
    confidenceScore: result.confidenceScore,
    currency: "INR",
    basis: {
      reference: result.basis.reference,
      comparables: result.basis.comparables,
      level: result.basis.level,
      source: quote.log.source,
      sales: quote.sales,
      offers: quote.offers,
    },
    days: {
      quickPrice: quote.days.quickPrice?.days ?? null,
      medianPrice: quote.days.medianPrice?.days ?? null,
      maxPrice: quote.days.maxPrice?.days ?? null,
    },
  };
}
