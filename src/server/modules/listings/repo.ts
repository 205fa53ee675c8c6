import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Marketplace, PostingStatus } from "../../../contract/enums.ts";
import { FILTER_STATUSES, type ListingDto, type ListingFilter, type ListingStats } from "../../../contract/listings.ts";
import type { Db } from "../../db/client.ts";
import { creationLogs, type Listing, listingPhotos, listings, postings, sales } from "../../db/schema.ts";

type PostingJson = { m: Marketplace; s: PostingStatus; u: string | null; r: string | null };

/*
 * One query per list: the photos and the three postings ride along as JSON sub-selects, so the dashboard
 * costs one round trip however many listings a seller has (PGlite serves one query at a time).
 */
const photosJson = sql<
  string[]
>`coalesce((select json_agg(lp.url order by lp.position) from ${listingPhotos} lp where lp.listing_id = "listings"."id"), '[]'::json)`;
const postingsJson = sql<
  PostingJson[]
>`coalesce((select json_agg(json_build_object('m', po.marketplace, 's', po.status, 'u', po.url, 'r', po.failure_reason)) from ${postings} po where po.listing_id = "listings"."id"), '[]'::json)`;

const listingWithExtras = { listing: listings, photos: photosJson, postings: postingsJson };

type Row = { listing: Listing; photos: string[] | string; postings: PostingJson[] | string };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
// node-postgres parses json columns, PGlite may hand back text for an expression: accept both.
const parsed = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

export function toListingDto(row: Row): ListingDto {
  const l = row.listing;
  const byMarket = new Map(parsed(row.postings).map((p) => [p.m, p]));
  const photos = parsed(row.photos);
  const at = (m: Marketplace) => byMarket.get(m);
  return {
    id: l.id,
    userId: l.userId,
    title: l.title,
    description: l.description,
    price: l.price,
    imageUrl: l.imageUrl ?? photos[0] ?? null,
    imageUrls: photos.length > 0 ? photos : l.imageUrl ? [l.imageUrl] : [],
    category: l.category,
    itemType: l.itemType,
    condition: l.condition,
    status: l.status as ListingDto["status"],
    brand: l.brand,
    model: l.model,
    pricingStrategy: l.pricingStrategy,
    quickPrice: l.quickPrice,
    medianPrice: l.medianPrice,
    maxPrice: l.maxPrice,
    confidenceScore: l.confidenceScore,
    isSold: l.isSold,
    isVerified: l.isVerified,
    createdAt: iso(l.createdAt),
    updatedAt: iso(l.updatedAt),
    olxStatus: at("olx")?.s ?? null,
    quikrStatus: at("quikr")?.s ?? null,
    facebookStatus: at("facebook")?.s ?? null,
    olxUrl: at("olx")?.u ?? null,
    quikrUrl: at("quikr")?.u ?? null,
    facebookUrl: at("facebook")?.u ?? null,
    olxFailureReason: at("olx")?.r ?? null,
    quikrFailureReason: at("quikr")?.r ?? null,
    facebookFailureReason: at("facebook")?.r ?? null,
  };
}

const hasPostingIn = (statuses: readonly string[]) =>
  sql`exists (select 1 from ${postings} po where po.listing_id = "listings"."id" and po.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/** The seller's unsold listings, newest first, optionally only those with a marketplace in the filter's state. */
export async function listForUser(db: Db, userId: string, filter: ListingFilter): Promise<ListingDto[]> {
  const where: SQL[] = [eq(listings.userId, userId), eq(listings.isSold, false)];
  if (filter !== "all") where.push(hasPostingIn(FILTER_STATUSES[filter]));
  const rows = await db
    .select(listingWithExtras)
    .from(listings)
    .where(and(...where))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return rows.map(toListingDto);
}

/** One listing with its photos and postings; `userId` restricts it to its owner. */
export async function findListing(db: Db, id: string, userId?: string): Promise<ListingDto | undefined> {
  const [row] = await db
    .select(listingWithExtras)
    .from(listings)
    .where(userId ? and(eq(listings.id, id), eq(listings.userId, userId)) : eq(listings.id, id))
    .limit(1);
  return row ? toListingDto(row) : undefined;
}

export async function findListingRow(db: Db, id: string, userId?: string): Promise<Listing | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(userId ? and(eq(listings.id, id), eq(listings.userId, userId)) : eq(listings.id, id))
    .limit(1);
  return row;
}

export async function countsForUser(db: Db, userId: string): Promise<ListingStats> {
  const unsold = sql`not ${listings.isSold}`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      drafts: sql<number>`(count(*) filter (where ${listings.status} = 'draft' and ${unsold}))::int`,
      pending: sql<number>`(count(*) filter (where ${unsold} and ${hasPostingIn(FILTER_STATUSES.pending)}))::int`,
      posted: sql<number>`(count(*) filter (where ${unsold} and ${hasPostingIn(FILTER_STATUSES.posted)}))::int`,
      failed: sql<number>`(count(*) filter (where ${unsold} and ${hasPostingIn(FILTER_STATUSES.failed)}))::int`,
      sold: sql<number>`(count(*) filter (where ${listings.isSold}))::int`,
    })
    .from(listings)
    .where(eq(listings.userId, userId));
  return {
    total: Number(row?.total ?? 0),
    drafts: Number(row?.drafts ?? 0),
    pending: Number(row?.pending ?? 0),
    posted: Number(row?.posted ?? 0),
    failed: Number(row?.failed ?? 0),
    sold: Number(row?.sold ?? 0),
  };
}

export async function insertListing(db: Db, values: typeof listings.$inferInsert): Promise<Listing> {
  const [row] = await db.insert(listings).values(values).returning();
  return row;
}

export async function updateListingRow(db: Db, id: string, values: Partial<typeof listings.$inferInsert>) {
  await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id));
}

export async function photoUrls(db: Db, listingId: string): Promise<string[]> {
  const rows = await db
    .select({ url: listingPhotos.url })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(listingPhotos.position);
  return rows.map((r) => r.url);
}

export async function replacePhotos(db: Db, listingId: string, urls: string[]) {
  await db.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId));
  if (urls.length > 0) {
    await db.insert(listingPhotos).values(urls.map((url, position) => ({ listingId, position, url })));
  }
}

/** Queues the three marketplaces as pending (skipping any that already have a row). */
export async function queueAllPostings(db: Db, listingId: string, marketplaces: readonly Marketplace[]) {
  await db
    .insert(postings)
    .values(marketplaces.map((marketplace) => ({ listingId, marketplace, status: "pending" })))
    .onConflictDoNothing();
}

/** Re-queues a failed posting; returns false when it was not failed (exactly-once under concurrent retries). */
export async function requeueFailed(
  db: Db,
  listingId: string,
  marketplace: Marketplace,
  byUserId: string,
): Promise<boolean> {
  const rows = await db
    .update(postings)
    .set({ status: "pending", failureReason: null, url: null, updatedByUserId: byUserId, updatedAt: new Date() })
    .where(and(eq(postings.listingId, listingId), eq(postings.marketplace, marketplace), eq(postings.status, "failed")))
    .returning({ id: postings.id });
  return rows.length > 0;
}

/** Sets one marketplace's state, creating the row for a listing that never had one (a draft). */
export async function upsertPosting(
  db: Db,
  values: {
    listingId: string;
    marketplace: Marketplace;
    status: PostingStatus;
    url: string | null;
    failureReason: string | null;
    updatedByUserId: string;
  },
) {
  const now = new Date();
  await db
    .insert(postings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [postings.listingId, postings.marketplace],
      set: {
        status: values.status,
        url: values.url,
        failureReason: values.failureReason,
        updatedByUserId: values.updatedByUserId,
        updatedAt: now,
      },
    });
}

export async function deleteListingRow(db: Db, id: string) {
  await db.delete(listings).where(eq(listings.id, id));
}

/** Of `urls`, those still used by any listing other than `exceptListingId` (as a photo or as the main image). */
export async function urlsInUse(db: Db, urls: string[], exceptListingId?: string): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const photoRows = await db
    .select({ url: listingPhotos.url })
    .from(listingPhotos)
    .where(
      exceptListingId
        ? and(inArray(listingPhotos.url, urls), ne(listingPhotos.listingId, exceptListingId))
        : inArray(listingPhotos.url, urls),
    );
  const mainRows = await db
    .select({ url: listings.imageUrl })
    .from(listings)
    .where(
      exceptListingId
        ? and(inArray(listings.imageUrl, urls), ne(listings.id, exceptListingId))
        : inArray(listings.imageUrl, urls),
    );
  return new Set([...photoRows, ...mainRows].map((r) => r.url).filter((u): u is string => u !== null));
}

/** Links a generator creation log to the saved listing with the seller's final choices (owner only). */
export async function linkCreationLog(
  db: Db,
  logId: string,
  userId: string,
  values: {
    listingId: string;
    userSelectedTitle: string;
    userModifiedDescription: string;
    userSelectedPrice: string;
    userSelectedCategory: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(creationLogs)
    .set(values)
    .where(and(eq(creationLogs.id, logId), eq(creationLogs.userId, userId)))
    .returning({ id: creationLogs.id });
  return rows.length > 0;
}

export async function hasSale(db: Db, listingId: string): Promise<boolean> {
  const rows = await db.select({ id: sales.id }).from(sales).where(eq(sales.listingId, listingId)).limit(1);
  return rows.length > 0;
}
