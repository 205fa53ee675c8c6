import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Marketplace, PostingStatus } from "../../../contract/enums.ts";
import { FILTER_STATES, isPostingFilter } from "../../../contract/listing-view.ts";
import { FILTER_STATUSES, type ListingDto, type ListingFilter, type ListingStats } from "../../../contract/listings.ts";
import type { Db } from "../../db/client.ts";
import { forSaleSql } from "../../db/listing-life-sql.ts";
import { rowsOf } from "../../db/rows.ts";
import { type Listing, listingPhotos, listings, postings, sales } from "../../db/schema.ts";

/*
 * The listing DTO (src/contract/listings.ts listingSchema) is built by the database as one JSON text:
 * one round trip and no per-row mapping however many listings a seller has. That keeps GET /api/listings
 * inside its budget on PGlite, which serves one query at a time (docs/decisions/035).
 * Keys must match listingSchema; tests/api/listings/read.test.ts parses every answer with it.
 */
export const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const POSTING_ALIASES = { olx: "po_olx", quikr: "po_quikr", facebook: "po_facebook" } as const;

/** Issue 30's keys of the listing DTO: open update tasks, posted ads' dates, the open price suggestion. */
const MARKETPLACE_ORDER = (column: string) => `array_position(array['olx','quikr','facebook'], ${column})`;
const AFTER_LIVE_JSON = `'updating', coalesce((
    select json_agg(p.marketplace order by ${MARKETPLACE_ORDER("p.marketplace")})
    from posting_update_tasks t join postings p on p.id = t.posting_id
    where t.listing_id = l.id and t.done_at is null), '[]'::json),
  'live', coalesce((
    select json_agg(json_build_object('marketplace', p.marketplace, 'since', ${isoUtc("p.live_since")},
      'renewsOn', ${isoUtc("p.expires_at")}) order by ${MARKETPLACE_ORDER("p.marketplace")})
    from postings p where p.listing_id = l.id and p.status = 'posted' and p.live_since is not null), '[]'::json),
  'suggestion', (
    select json_build_object('id', s.id, 'currentPrice', s.current_price::text, 'suggestedPrice',
      s.suggested_price::text, 'reason', s.reason, 'createdAt', ${isoUtc("s.created_at")})
    from price_suggestions s where s.listing_id = l.id and s.decided_at is null)`;

export const LISTING_JSON = `json_build_object(
  'id', l.id, 'userId', l.user_id, 'title', l.title, 'description', l.description, 'price', l.price::text,
  'imageUrl', coalesce(l.image_url, (select lp.url from listing_photos lp where lp.listing_id = l.id order by lp.position limit 1)),
  'imageUrls', coalesce(
    (select json_agg(lp.url order by lp.position) from listing_photos lp where lp.listing_id = l.id),
    case when l.image_url is null then '[]'::json else json_build_array(l.image_url) end),
  'category', l.category, 'itemType', l.item_type, 'condition', l.condition, 'status', l.status,
  'brand', l.brand, 'model', l.model, 'pricingStrategy', l.pricing_strategy,
  'quickPrice', l.quick_price::text, 'medianPrice', l.median_price::text, 'maxPrice', l.max_price::text,
  'confidenceScore', l.confidence_score, 'isSold', l.status = 'sold', 'isVerified', l.is_verified,
  'createdAt', ${isoUtc("l.created_at")}, 'updatedAt', ${isoUtc("l.updated_at")},
  'floorPrice', l.floor_price::text, 'availability', l.availability,
  'offers', coalesce((
    select json_agg(json_build_object('id', o.id, 'marketplace', o.marketplace, 'amount', o.amount::text,
      'status', o.status, 'counterAmount', o.counter_amount::text,
      'atOrAboveFloor', o.floor_at_record is not null and o.amount >= o.floor_at_record,
      'decidedBy', o.decided_by, 'createdAt', ${isoUtc("o.created_at")}, 'decidedAt', ${isoUtc("o.decided_at")},
      'closedAt', ${isoUtc("o.closed_at")}, 'noticeId', o.notice_message_id)
      order by o.amount desc, o.created_at)
    from offers o where o.listing_id = l.id), '[]'::json),
  ${Object.entries(POSTING_ALIASES)
    .map(([m, a]) => `'${m}Status', ${a}.status, '${m}Url', ${a}.url, '${m}FailureReason', ${a}.failure_reason`)
    .join(",\n  ")},
  ${AFTER_LIVE_JSON}
)`;
export const POSTING_JOINS = Object.entries(POSTING_ALIASES)
  .map(([m, a]) => `left join postings ${a} on ${a}.listing_id = l.id and ${a}.marketplace = '${m}'`)
  .join("\n");

/** Listings matching `where` (about alias l), newest first, as the JSON text of a ListingDto array. */
async function listingsJson(db: Db, where: SQL): Promise<string> {
  const result = await db.execute<{ body: string }>(sql`
    select coalesce(json_agg(x.j order by x.created_at desc, x.id desc), '[]'::json)::text as body
    from (select l.id, l.created_at, ${sql.raw(LISTING_JSON)} as j
          from listings l
          ${sql.raw(POSTING_JOINS)}
          where ${where}) x`);
  const rows = (result as unknown as { rows: { body: string }[] }).rows;
  return rows[0]?.body ?? "[]";
}

const hasPostingIn = (statuses: readonly string[]) =>
  sql`exists (select 1 from postings po where po.listing_id = l.id and po.status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/** The seller's list's filter as SQL about alias l (the default: all but the sold ones, as the spec says). */
function listFilter(userId: string, filter: ListingFilter): SQL {
  const where = [sql`l.user_id = ${userId}`];
  if (filter === "all") where.push(sql`l.status <> 'sold'`);
  else if (isPostingFilter(filter)) where.push(forSaleSql("l"), hasPostingIn(FILTER_STATUSES[filter]));
  else where.push(sql`l.status = ${FILTER_STATES[filter]}`);
  return sql.join(where, sql` and `);
}

/**
 * The seller's listings, newest first: by default all but the sold ones (spec); a state filter gives the listings
 * in that state, a posting filter the live ones with a marketplace in that posting state (docs/decisions/170).
 * Read from each listing's stored card (listing_cards, docs/decisions/171): one index scan while nothing changed;
 * the cards whose listing moved on since (its card_version) are made again in one query and stored for the next read.
 */
export async function listForUserJson(db: Db, userId: string, filter: ListingFilter): Promise<string> {
  const rows = rowsOf<{ id: string; version: number; body: string | null }>(
    await db.execute(sql`
      select l.id, l.card_version as version, c.body
      from listings l left join listing_cards c on c.listing_id = l.id and c.version = l.card_version
      where ${listFilter(userId, filter)}
      order by l.created_at desc, l.id desc`),
  );
  const stale = rows.filter((r) => r.body === null).map((r) => r.id);
  if (stale.length > 0) {
    const made = new Map((await makeCards(db, stale)).map((c) => [c.id, c.body]));
    for (const r of rows) r.body ??= made.get(r.id) ?? null;
  }
  // A listing deleted between the two reads has no card: it is left out, as a read a moment later would.
  return `[${rows.flatMap((r) => (r.body === null ? [] : [r.body])).join(",")}]`;
}

/**
 * Makes the cards of `ids` from the listings as they are and stores each with the version it was made from, unless a
 * newer one was stored meanwhile. A card made from an older snapshot keeps that older version, so it is never served
 * once the listing has moved on.
 */
async function makeCards(db: Db, ids: string[]): Promise<{ id: string; body: string }[]> {
  return rowsOf<{ id: string; body: string }>(
    await db.execute(sql`
      with made as (
        select l.id, l.card_version as version, ${sql.raw(LISTING_JSON)}::text as body
        from listings l ${sql.raw(POSTING_JOINS)}
        where l.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        -- One order for every reader, so that two reads storing the same cards never wait on each other in turn.
        order by l.id),
      stored as (
        insert into listing_cards (listing_id, version, body) select id, version, body from made
        on conflict (listing_id) do update set version = excluded.version, body = excluded.body
          where listing_cards.version < excluded.version)
      select id, body from made`),
  );
}

export async function listForUser(db: Db, userId: string, filter: ListingFilter): Promise<ListingDto[]> {
  return JSON.parse(await listForUserJson(db, userId, filter)) as ListingDto[];
}

/** One listing with its photos and postings; `userId` restricts it to its owner. */
export async function findListing(db: Db, id: string, userId?: string): Promise<ListingDto | undefined> {
  const where = userId ? sql`l.id = ${id} and l.user_id = ${userId}` : sql`l.id = ${id}`;
  const [dto] = JSON.parse(await listingsJson(db, where)) as ListingDto[];
  return dto;
}

export async function findListingRow(db: Db, id: string, userId?: string): Promise<Listing | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(userId ? and(eq(listings.id, id), eq(listings.userId, userId)) : eq(listings.id, id))
    .limit(1);
  return row;
}

/**
 * The seller's listing row, locked (`for update`) until the transaction ends: edits, photo replacement, delete
 * and retry of one listing run one after another, and a call that waited for a delete finds no row (404).
 */
export async function lockOwnedListingRow(db: Db, id: string, userId: string): Promise<Listing | undefined> {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId)))
    .for("update");
  return row;
}

export async function countsForUser(db: Db, userId: string): Promise<ListingStats> {
  const count = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;
  const liveWith = (statuses: readonly string[]) => count(sql`${forSaleSql("l")} and ${hasPostingIn(statuses)}`);
  const result = await db.execute<Record<keyof ListingStats, number>>(sql`
    select count(*)::int as total,
      ${count(sql`l.status = 'draft'`)} as drafts,
      ${liveWith(FILTER_STATUSES.pending)} as pending,
      ${liveWith(FILTER_STATUSES.posted)} as posted,
      ${liveWith(FILTER_STATUSES.failed)} as failed,
      ${count(sql`l.status = 'sold'`)} as sold
    from listings l where l.user_id = ${userId}`);
  const row = (result as unknown as { rows: Record<keyof ListingStats, number>[] }).rows[0];
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
        // An admin's status replaces a sale's withdrawal: Undo Sale then leaves this posting as the admin set it.
        withdrawnFrom: null,
        updatedByUserId: values.updatedByUserId,
        updatedAt: now,
      },
    });
}

export async function deleteListingRow(db: Db, id: string) {
  await db.delete(listings).where(eq(listings.id, id));
}

export async function hasSale(db: Db, listingId: string): Promise<boolean> {
  const rows = await db.select({ id: sales.id }).from(sales).where(eq(sales.listingId, listingId)).limit(1);
  return rows.length > 0;
}
