import { sql } from "drizzle-orm";
import { SUGGESTION_MESSAGES, SUGGESTION_NOTICE, type SuggestionReason } from "../../../../contract/after-live.ts";
import type { Condition } from "../../../../contract/enums.ts";
import { ITEM_TYPES, type ItemType } from "../../../../contract/item-types.ts";
import { LISTING_MESSAGES, type ListingDto } from "../../../../contract/listings.ts";
import { compareMoney, formatInr } from "../../../../contract/money.ts";
import { TERMS_MESSAGES } from "../../../../contract/seller-terms.ts";
import type { App } from "../../../app-types.ts";
import type { Db } from "../../../db/client.ts";
import { forSaleSql } from "../../../db/listing-life-sql.ts";
import { rowsOf } from "../../../db/rows.ts";
import type { Listing } from "../../../db/schema.ts";
import { conflict, notFound } from "../../../lib/http-error.ts";
import { findComparables } from "../../generator/pricing/comparables.ts";
import { computePricing } from "../../generator/pricing/engine.ts";
import { adFieldsOf } from "../../listings/ad-changes.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { requireForSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import * as repo from "../../listings/repo.ts";
import { isListingId } from "../../listings/service.ts";
import { deliverAfterCommit } from "../../notifications/mailer.ts";
import { notifyUser } from "../../notifications/service.ts";
import { offersBelow } from "../offers/repo.ts";
import { recordAdChanges } from "../updates/service.ts";
import { suggestPrice } from "./rule.ts";

const DAY_MS = 86_400_000;
/** Offers within this many days count as the market answering the ad (issue 42). */
const OFFERS_WEIGHED_DAYS = 30;

/**
 * Listings that may be due (cheap pre-filter, no locks): active, unsold, first live ad older than the threshold,
 * no open suggestion and none answered within the threshold. Driven by postings_live_since_idx.
 */
export async function dueListingIds(db: Db, now: Date, thresholdDays: number, limit: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - thresholdDays * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select l.id from listings l
    where l.id in (select p.listing_id from postings p where p.status = 'posted' and p.live_since <= ${cutoff}::timestamptz)
      and ${forSaleSql("l")}
      and not exists (select 1 from price_suggestions s where s.listing_id = l.id
                      and (s.decided_at is null or s.decided_at > ${cutoff}::timestamptz))
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** The listing row if still due, locked; another server holding it makes this skip it (skip locked). */
async function lockIfDue(tx: Db, id: string, now: Date, thresholdDays: number) {
  const cutoff = new Date(now.getTime() - thresholdDays * DAY_MS).toISOString();
  const result = await tx.execute(sql`
    select l.id, l.user_id as "userId", l.title, l.price::text as price, l.category, l.item_type as "itemType",
      l.brand, l.model, l.condition, l.quick_price::text as "quickPrice", l.floor_price::text as "floorPrice",
      (select min(p.live_since) from postings p where p.listing_id = l.id and p.status = 'posted') as "liveSince",
      (select max(s.decided_at) from price_suggestions s where s.listing_id = l.id) as "lastDecidedAt",
      u.language
    from listings l join users u on u.id = l.user_id
    where l.id = ${id} and ${forSaleSql("l")}
      and not exists (select 1 from price_suggestions s where s.listing_id = l.id
                      and (s.decided_at is null or s.decided_at > ${cutoff}::timestamptz))
    for update of l skip locked`);
  return rowsOf<{
    id: string;
    userId: string;
    title: string;
    price: string;
    category: string;
    itemType: string | null;
    brand: string | null;
    model: string | null;
    condition: string;
    quickPrice: string | null;
    floorPrice: string | null;
    liveSince: string | Date | null;
    lastDecidedAt: string | Date | null;
    language: string | null;
  }>(result)[0];
}

const days = (from: string | Date | null, now: Date) =>
  from === null ? null : (now.getTime() - new Date(from).getTime()) / DAY_MS;

/**
 * One due listing: lock it (or skip it), recheck, ask the rule, write the suggestion (the partial unique index
 * keeps one open per listing whatever happens) and the seller's notice in the same transaction.
 */
async function suggestFor(app: App, id: string, now: Date): Promise<boolean> {
  const threshold = app.config.afterLive.priceSuggestionDays;
  const written = await app.db.transaction(async (tx) => {
    const l = await lockIfDue(tx, id, now, threshold);
    if (!l) return null;
    const itemType = (ITEM_TYPES as readonly string[]).includes(l.itemType ?? "") ? (l.itemType as ItemType) : null;
    const comparables = await findComparables(
      tx,
      {
        brand: l.brand ?? undefined,
        model: l.model ?? undefined,
        category: l.category,
        itemType: itemType ?? undefined,
        condition: l.condition as Condition,
      },
      { now, timeZone: app.config.timeZone },
    );
    const enginePrice = itemType
      ? computePricing({
          brand: l.brand ?? undefined,
          model: l.model ?? undefined,
          itemType,
          condition: l.condition as Condition,
          comparables,
          identificationConfidence: 0.8,
          now,
        }).quickPrice
      : l.quickPrice
        ? Number(l.quickPrice)
        : null;
    const suggestion = suggestPrice({
      currentPrice: Number(l.price),
      liveDays: days(l.liveSince, now) ?? 0,
      thresholdDays: threshold,
      daysSinceLastDecision: days(l.lastDecidedAt, now),
      hasOpenSuggestion: false,
      similarSales: comparables?.amounts ?? [],
      offersBelow: await offersBelow(tx, l.id, l.price, new Date(now.getTime() - OFFERS_WEIGHED_DAYS * DAY_MS)),
      sellerFloor: l.floorPrice === null ? null : Number(l.floorPrice),
      enginePrice,
    });
    if (!suggestion) return null;
    const inserted = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into price_suggestions (listing_id, current_price, suggested_price, reason, created_at)
        values (${l.id}, ${l.price}, ${suggestion.suggestedPrice}, ${JSON.stringify(suggestion.reason)}::jsonb,
          ${now.toISOString()}::timestamptz)
        on conflict (listing_id) where decided_at is null do nothing
        returning id`),
    );
    if (inserted.length === 0) return null;
    const notice = await notifyUser(app, tx, {
      toUserId: l.userId,
      fromUserId: null,
      listingId: l.id,
      text: (lang) => ({
        subject: SUGGESTION_NOTICE[lang].subject(l.title),
        message: SUGGESTION_NOTICE[lang].body(l.title, l.price, suggestion.suggestedPrice),
      }),
      push: {
        kind: "price_suggestion",
        params: { listingId: l.id, title: l.title, price: formatInr(suggestion.suggestedPrice) },
      },
    });
    return { notice, sellerId: l.userId };
  });
  if (!written) return false;
  listingsChanged(app, written.sellerId);
  deliverAfterCommit(app, [written.notice]);
  return true;
}

/** Price suggestions due by the app's clock; returns how many were made. Safe to run on every server at once. */
export async function makeDueSuggestions(app: App, opts: { batch?: number } = {}): Promise<number> {
  const now = app.clock.now();
  const ids = await dueListingIds(app.db, now, app.config.afterLive.priceSuggestionDays, opts.batch ?? 500);
  let made = 0;
  for (const id of ids) if (await suggestFor(app, id, now)) made++;
  return made;
}

interface SuggestionRow {
  id: string;
  listingId: string;
  currentPrice: string;
  suggestedPrice: string;
  reason: SuggestionReason;
  decidedAt: string | null;
}

/**
 * Accept (one tap: the price becomes the suggested one, and the live ads get update tasks like any edit) or
 * Decline (not asked again for N days). Under the listing's lock, with a conditional update on the suggestion:
 * two taps at once make one change and one 409; a sold listing or a price changed since is a 409 too.
 */
export async function decideSuggestion(
  app: App,
  userId: string,
  listingId: string,
  suggestionId: string,
  decision: "accepted" | "declined",
): Promise<ListingDto> {
  if (!isListingId(listingId) || !isListingId(suggestionId)) throw notFound(SUGGESTION_MESSAGES.suggestionNotFound);
  // Whatever the answer, the seller's list is read fresh next: a 409 means what they saw was out of date (answered
  // on another device, sold, repriced), and the page refetches to show what is true now.
  try {
    await decideLocked(app, userId, listingId, suggestionId, decision);
  } finally {
    listingsChanged(app, userId);
  }
  const dto = await repo.findListing(app.db, listingId);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}

async function decideLocked(
  app: App,
  userId: string,
  listingId: string,
  suggestionId: string,
  decision: "accepted" | "declined",
) {
  await app.db.transaction(async (tx) => {
    const row: Listing | undefined = await repo.lockOwnedListingRow(tx, listingId, userId);
    if (!row) throw notFound(LISTING_MESSAGES.listingNotFound);
    const s = rowsOf<SuggestionRow>(
      await tx.execute(sql`
        select id, listing_id as "listingId", current_price::text as "currentPrice",
          suggested_price::text as "suggestedPrice", reason, decided_at as "decidedAt"
        from price_suggestions where id = ${suggestionId} and listing_id = ${row.id}`),
    )[0];
    if (!s) throw notFound(SUGGESTION_MESSAGES.suggestionNotFound);
    // A listing that left sale closed its suggestion: say why rather than "already answered" (decision 170).
    requireForSale(row, { sold: SUGGESTION_MESSAGES.listingSold });
    if (s.decidedAt !== null) throw conflict(SUGGESTION_MESSAGES.alreadyDecided);
    if (decision === "accepted") {
      if (compareMoney(row.price, s.currentPrice) !== 0) throw conflict(SUGGESTION_MESSAGES.priceChanged);
      // Never below the seller's lowest price (docs/decisions/165): they lower that first, on Edit Listing.
      if (row.floorPrice !== null && compareMoney(s.suggestedPrice, row.floorPrice) < 0)
        throw conflict(TERMS_MESSAGES.priceBelowFloor);
    }
    const now = app.clock.now();
    const decided = rowsOf(
      await tx.execute(sql`
        update price_suggestions set decided_at = ${now.toISOString()}::timestamptz, decision = ${decision}
        where id = ${s.id} and decided_at is null returning id`),
    );
    if (decided.length === 0) throw conflict(SUGGESTION_MESSAGES.alreadyDecided);
    if (decision === "accepted") {
      const photos = await repo.photoUrls(tx, row.id);
      await repo.updateListingRow(tx, row.id, { price: s.suggestedPrice });
      await recordListingEvent(tx, row.id, { kind: "price", amount: s.suggestedPrice, at: now });
      const before = adFieldsOf(row, photos);
      await recordAdChanges(tx, app, row, before, { ...before, price: s.suggestedPrice });
    }
  });
}
