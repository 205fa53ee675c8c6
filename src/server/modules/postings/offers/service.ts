import { sql } from "drizzle-orm";
import type { z } from "zod";
import { isLanguage, type Language } from "../../../../contract/language.ts";
import { LISTING_MESSAGES, type ListingDto } from "../../../../contract/listings.ts";
import { compareMoney, formatInr } from "../../../../contract/money.ts";
import {
  type AdminOffer,
  BUYER_MESSAGES,
  OFFER_DESK_MESSAGES,
  offerAcceptedNotice,
  type offerAnswerSchema,
  offerNotice,
  type recordOfferSchema,
} from "../../../../contract/offers.ts";
import type { App } from "../../../app-types.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import type { Listing } from "../../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { forSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { findListing, lockOwnedListingRow } from "../../listings/repo.ts";
import { deliverAfterCommit } from "../../notifications/mailer.ts";
import { queueAdminPush } from "../../notifications/push.ts";
import { kickPushes } from "../../notifications/push-sender.ts";
import { notifyUser } from "../../notifications/service.ts";
import { finishClaimedWork } from "../../work-claims/repo.ts";
import * as repo from "./repo.ts";

/*
 * Buyers' offers on record (issue 42 item 2, docs/decisions/166). Every change runs under the listing's row lock
 * (select ... for update), so of two admins accepting at once one wins and the other gets a 409; the same open offer
 * exists once (a partial unique index), so 50 identical submits make one row and 49 clean 409s.
 */

type RecordPayload = z.output<typeof recordOfferSchema>;
type AnswerPayload = z.output<typeof offerAnswerSchema>;

async function languageOf(db: Db, userId: string): Promise<Language> {
  const r = await db.execute(sql`select language from users where id = ${userId}`);
  const lang = rowsOf<{ language: string | null }>(r)[0]?.language;
  return isLanguage(lang) ? lang : "en";
}

const atOrAbove = (amount: string, floor: string | null) => floor !== null && compareMoney(amount, floor) >= 0;

async function lockForAdmin(tx: Db, listingId: string): Promise<Listing> {
  const row = UUID.test(listingId) ? await lockListingRow(tx, listingId) : undefined;
  if (!row) throw notFound(LISTING_MESSAGES.listingNotFound);
  return row;
}

/**
 * An admin records a buyer's offer against a live ad. At or above the seller's lowest price it waits for an admin's
 * Accept; below it (or when the seller set none) the seller is asked, in their language, by message, push and e-mail.
 */
export async function recordOffer(
  app: App,
  adminId: string,
  listingId: string,
  input: RecordPayload,
): Promise<AdminOffer> {
  const { id, notice, sellerId } = await app.db.transaction(async (tx) => {
    const listing = await lockForAdmin(tx, listingId);
    if (!forSale(listing)) throw conflict(OFFER_DESK_MESSAGES.listingClosed);
    if (!(await repo.isLiveOn(tx, listing.id, input.marketplace))) throw conflict(OFFER_DESK_MESSAGES.notLive);
    if (await repo.hasAccepted(tx, listing.id)) throw conflict(OFFER_DESK_MESSAGES.otherOfferAccepted);
    const id = await repo.insertOffer(tx, {
      listingId: listing.id,
      marketplace: input.marketplace,
      amount: input.amount,
      note: input.note ?? null,
      floor: listing.floorPrice,
      by: adminId,
    });
    if (!id) throw conflict(OFFER_DESK_MESSAGES.sameOffer);
    await recordListingEvent(tx, listing.id, {
      kind: "offer",
      marketplace: input.marketplace,
      amount: input.amount,
      at: app.clock.now(),
    });
    if (atOrAbove(input.amount, listing.floorPrice)) return { id, notice: null, sellerId: listing.userId };
    const text = offerNotice(await languageOf(tx, listing.userId), {
      title: listing.title,
      amount: input.amount,
      price: listing.price,
      marketplace: input.marketplace,
    });
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      ...text,
      push: { kind: "message", params: { subject: text.subject } },
    });
    return { id, notice, sellerId: listing.userId };
  });
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
  return (await repo.adminOffer(app.db, id)) as AdminOffer;
}

async function lockOffer(tx: Db, offerId: string, lock: (listingId: string) => Promise<Listing>) {
  if (!UUID.test(offerId)) throw notFound(OFFER_DESK_MESSAGES.offerNotFound);
  const found = await repo.offerRow(tx, offerId);
  if (!found) throw notFound(OFFER_DESK_MESSAGES.offerNotFound);
  const listing = await lock(found.listingId);
  // Read again under the listing's lock: what another transaction decided meanwhile is seen now.
  const offer = (await repo.offerRow(tx, offerId)) as repo.OfferRow;
  return { listing, offer };
}

/** An admin accepts an offer at or above the seller's lowest price; the seller is told. Once per listing. */
export async function acceptOffer(app: App, adminId: string, offerId: string): Promise<AdminOffer> {
  const { notice, sellerId } = await app.db.transaction(async (tx) => {
    const { listing, offer } = await lockOffer(tx, offerId, (id) => lockForAdmin(tx, id));
    if (!forSale(listing)) throw conflict(OFFER_DESK_MESSAGES.listingClosed);
    if (offer.status !== "open" || offer.closedAt) throw conflict(OFFER_DESK_MESSAGES.offerNotOpen);
    if (!atOrAbove(offer.amount, offer.floorAtRecord) || !atOrAbove(offer.amount, listing.floorPrice))
      throw conflict(OFFER_DESK_MESSAGES.belowFloor);
    if (await repo.hasAccepted(tx, listing.id)) throw conflict(OFFER_DESK_MESSAGES.otherOfferAccepted);
    const now = app.clock.now();
    if (!(await repo.decide(tx, offer.id, { status: "accepted", by: "admin", byId: adminId, counter: null, now })))
      throw conflict(OFFER_DESK_MESSAGES.offerNotOpen);
    const text = offerAcceptedNotice(await languageOf(tx, listing.userId), {
      title: listing.title,
      amount: offer.amount,
      marketplace: offer.marketplace,
    });
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      ...text,
      push: { kind: "message", params: { subject: text.subject } },
    });
    return { notice, sellerId: listing.userId };
  });
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
  return (await repo.adminOffer(app.db, offerId)) as AdminOffer;
}

/** The admin told the buyer the seller's accept or counter: Today's offer item ends. A second mark changes nothing. */
export async function markOfferRelayed(app: App, adminId: string, offerId: string): Promise<AdminOffer> {
  if (!UUID.test(offerId)) throw notFound(OFFER_DESK_MESSAGES.offerNotFound);
  const offer = await repo.offerRow(app.db, offerId);
  if (!offer) throw notFound(OFFER_DESK_MESSAGES.offerNotFound);
  if (offer.status === "open" && !offer.closedAt) throw conflict(OFFER_DESK_MESSAGES.notDecided);
  await app.db.transaction(async (tx) => {
    await finishClaimedWork(tx, "offer", offerId, adminId, app.clock.now());
    await tx.execute(sql`update offers set relayed_at = ${app.clock.now().toISOString()}::timestamptz
      where id = ${offerId} and relayed_at is null`);
  });
  return (await repo.adminOffer(app.db, offerId)) as AdminOffer;
}

export async function listOffers(app: App, listingId: string): Promise<AdminOffer[]> {
  if (!UUID.test(listingId)) throw notFound(LISTING_MESSAGES.listingNotFound);
  return repo.adminOffers(app.db, listingId);
}

/**
 * The seller decides an offer: accept, counter (more than the offer, not above the asking price) or decline. Another
 * seller's offer is a 404; a decided one a 409; a sold listing a 409. Admins hear of it by push.
 */
export async function answerOffer(
  app: App,
  userId: string,
  offerId: string,
  input: AnswerPayload,
): Promise<ListingDto> {
  const { queued, listingId } = await app.db.transaction(async (tx) => {
    const { listing, offer } = await lockOffer(tx, offerId, async (id) => {
      const row = await lockOwnedListingRow(tx, id, userId);
      if (!row) throw notFound(OFFER_DESK_MESSAGES.offerNotFound);
      return row;
    });
    if (!forSale(listing) || offer.closedAt) throw conflict(BUYER_MESSAGES.listingClosed);
    if (offer.status !== "open") throw conflict(BUYER_MESSAGES.alreadyAnswered);
    let counter: string | null = null;
    if (input.decision === "counter") {
      counter = input.amount as string;
      if (compareMoney(counter, offer.amount) <= 0) throw badRequest(BUYER_MESSAGES.counterNotAboveOffer);
      if (compareMoney(counter, listing.price) > 0) throw badRequest(BUYER_MESSAGES.amountAbovePrice);
    }
    if (input.decision === "accept" && (await repo.hasAccepted(tx, listing.id)))
      throw conflict(BUYER_MESSAGES.otherOfferAccepted);
    const status = input.decision === "accept" ? "accepted" : input.decision === "counter" ? "countered" : "declined";
    const now = app.clock.now();
    if (!(await repo.decide(tx, offer.id, { status, by: "seller", byId: userId, counter, now })))
      throw conflict(BUYER_MESSAGES.alreadyAnswered);
    const what =
      status === "accepted"
        ? `accepts ${formatInr(offer.amount)}`
        : status === "countered"
          ? `counters ${formatInr(offer.amount)} with ${formatInr(counter as string)}`
          : `declines ${formatInr(offer.amount)}`;
    const subject = `${listing.title}: the seller ${what}`;
    return {
      queued: await queueAdminPush(app, tx, { kind: "seller_reply", params: { subject } }),
      listingId: listing.id,
    };
  });
  listingsChanged(app, userId);
  if (queued > 0) kickPushes(app);
  const dto = await findListing(app.db, listingId, userId);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}
