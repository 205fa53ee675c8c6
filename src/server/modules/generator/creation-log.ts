import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creationLogs } from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";

/** The AI half of a creation log, written when classify runs. */
export async function recordClassification(
  db: Db,
  row: {
    userId: string;
    originalImageUrl: string;
    photoCount: number;
    provider: string;
    product: string;
    brand: string;
    model: string;
    category: string;
    confidence: number;
    titles: string[];
    /** Text OCR read on the photos, for re-identifying from the seller's answer. */
    photoText?: string;
    /** Rupees; kept in the row (not in one server's memory) for the pricing call, docs/decisions/094. */
    priceOpinion?: number;
  },
): Promise<string> {
  const [log] = await db
    .insert(creationLogs)
    .values({
      userId: row.userId,
      originalImageUrl: row.originalImageUrl,
      photoCount: row.photoCount,
      provider: row.provider,
      aiDetectedProduct: row.product,
      aiDetectedBrand: row.brand || null,
      aiDetectedModel: row.model || null,
      aiDetectedCategory: row.category,
      aiConfidenceScore: Math.round(row.confidence * 100),
      aiGeneratedTitles: row.titles,
      photoText: row.photoText?.slice(0, 4000) || null,
      hostedPriceOpinion:
        row.priceOpinion && row.priceOpinion > 0 && row.priceOpinion < 1e10 ? row.priceOpinion.toFixed(2) : null,
    })
    .returning({ id: creationLogs.id });
  return log.id;
}

/** Later steps (copy, pricing) fill their part; a log of another seller is silently left alone. */
export async function updateCreationLog(
  db: Db,
  id: string | undefined,
  userId: string,
  patch: Partial<
    Pick<typeof creationLogs.$inferInsert, "aiGeneratedTitles" | "aiGeneratedDescription" | "aiSuggestedPrices">
  >,
): Promise<void> {
  if (!id) return;
  await db
    .update(creationLogs)
    .set(patch)
    .where(and(eq(creationLogs.id, id), eq(creationLogs.userId, userId)));
}

/**
 * Locks the seller's generation for the rest of the transaction `tx` and says which listing it already became,
 * if any: one generation is saved as at most one listing, however many taps, retries or tabs send it (issue 22).
 * 404 when the log does not exist, 403 when it belongs to someone else.
 */
export async function claimCreationLog(tx: Db, id: string, userId: string): Promise<{ listingId: string | null }> {
  const [log] = await tx
    .select({ userId: creationLogs.userId, listingId: creationLogs.listingId })
    .from(creationLogs)
    .where(eq(creationLogs.id, id))
    .limit(1)
    .for("update");
  if (!log) throw notFound("Creation log not found");
  if (log.userId !== userId) throw forbidden("That generation belongs to another seller.");
  return { listingId: log.listingId };
}

/** Records the seller's final choices when the listing is saved, on a log `claimCreationLog` checked and locked. */
export async function attachListingToCreationLog(
  db: Db,
  input: {
    creationLogId: string;
    userId: string;
    listingId: string;
    title: string;
    description: string;
    /** Decimal string, rupees. */
    price: string;
    category: string;
  },
): Promise<void> {
  await db
    .update(creationLogs)
    .set({
      listingId: input.listingId,
      userSelectedTitle: input.title,
      userModifiedDescription: input.description,
      userSelectedPrice: input.price,
      userSelectedCategory: input.category,
    })
    .where(and(eq(creationLogs.id, input.creationLogId), eq(creationLogs.userId, input.userId)));
}

/** The hosted model's price opinion recorded by classify on the seller's own log, if any. */
export async function priceOpinion(db: Db, id: string, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ opinion: creationLogs.hostedPriceOpinion })
    .from(creationLogs)
    .where(and(eq(creationLogs.id, id), eq(creationLogs.userId, userId)))
    .limit(1);
  return row?.opinion ? Number(row.opinion) : undefined;
}

/** The photos' text of the seller's own log; undefined for a missing log or another seller's. */
export async function photoTextIfOwn(db: Db, id: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ text: creationLogs.photoText })
    .from(creationLogs)
    .where(and(eq(creationLogs.id, id), eq(creationLogs.userId, userId)))
    .limit(1);
  return row ? (row.text ?? "") : undefined;
}

/** The same, 404 when the log is missing or another seller's. */
export async function photoTextOf(db: Db, id: string, userId: string): Promise<string> {
  const text = await photoTextIfOwn(db, id, userId);
  if (text === undefined) throw notFound("Creation log not found");
  return text;
}

/** Records the seller's answer to "What is it?"; the AI's guess stays beside it. */
export async function recordSellerAnswer(db: Db, id: string, userId: string, answer: string): Promise<void> {
  await db
    .update(creationLogs)
    .set({ sellerAnswer: answer })
    .where(and(eq(creationLogs.id, id), eq(creationLogs.userId, userId)));
}
