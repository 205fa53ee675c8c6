import { sql } from "drizzle-orm";
import type { z } from "zod";
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
import type { Listing } from "../../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { forSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { findListing, lockOwnedListingRow } from "../../listings/repo.ts";
import { markRead } from "../../messages/repo.ts";
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
  actor: Actor,
  listingId: string,
  input: RecordPayload,
): Promise<AdminOffer> {
  const adminId = actor.id;
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
    // On the Activity trail, as every change of a seller's listing is (issue 46 item 9).
    await recordAudit(tx, actor, {
      action: "offer.record",
      entityType: "offer",
      entityId: id,
      listingId: listing.id,
      before: null,
      after: { marketplace: input.marketplace, amount: input.amount, note: input.note ?? null, status: "open" },
    });
    await recordListingEvent(tx, listing.id, {
      kind: "offer",
      marketplace: input.marketplace,
      amount: input.amount,
      at: app.clock.now(),
    });
    if (atOrAbove(input.amount, listing.floorPrice)) return { id, notice: null, sellerId: listing.userId };
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      text: (lang) =>
        offerNotice(lang, {
          title: listing.title,
          amount: input.amount,
          price: listing.price,
          marketplace: input.marketplace,
        }),
      push: (words) => ({ kind: "message", params: { subject: words.subject } }),
    });
    await repo.setNotice(tx, id, notice.id);
    return { id, notice, sellerId: listing.userId };
  });
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
  return (await repo.adminOffer(app.db, id)) as AdminOffer;
}

/** An offer's decision on the Activity trail: who decided, what, and the counter-offer if any. */
function recordDecision(
  tx: Db,
  actor: Actor,
  offer: repo.OfferRow,
  after: { status: string; by: "admin" | "seller"; counterAmount: string | null },
) {
  return recordAudit(tx, actor, {
    action: "offer.decide",
    entityType: "offer",
    entityId: offer.id,
    listingId: offer.listingId,
    before: { marketplace: offer.marketplace, amount: offer.amount, status: "open" },
    after: { marketplace: offer.marketplace, amount: offer.amount, ...after },
  });
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
export async function acceptOffer(app: App, actor: Actor, offerId: string): Promise<AdminOffer> {
  const adminId = actor.id;
  const { notice, sellerId } = await app.db.transaction(async (tx) => {
    const { listing, offer } = await lockOffer(tx, offerId, (id) => lockForAdmin(tx, id));
    if (!forSale(listing)) throw conflict(OFFER_DESK_MESSAGES.listingClosed);
    if (offer.status !== "open" || offer.closedAt) throw conflict(OFFER_DESK_MESSAGES.offerNotOpen);
    if (!atOrAbove(offer.amount, offer.floorAtRecord) || !atOrAbove(offer.amount, listing.floorPrice))
      throw conflict(OFFER_DESK_MESSAGES.belowFloor);
    if (await repo.hasAccepted(tx, listing.id)) throw conflict(OFFER_DESK_MESSAGES.otherOfferAccepted);
    const now = app.clock.now();
    // Today's offer to accept (issue 47 item 11): not while another admin works on it; done once accepted.
    await finishClaimedWork(tx, "offer", offer.id, adminId, now);
    if (!(await repo.decide(tx, offer.id, { status: "accepted", by: "admin", byId: adminId, counter: null, now })))
      throw conflict(OFFER_DESK_MESSAGES.offerNotOpen);
    await recordDecision(tx, actor, offer, { status: "accepted", by: "admin", counterAmount: null });
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      text: (lang) =>
        offerAcceptedNotice(lang, { title: listing.title, amount: offer.amount, marketplace: offer.marketplace }),
      push: (words) => ({ kind: "message", params: { subject: words.subject } }),
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
export async function answerOffer(app: App, actor: Actor, offerId: string, input: AnswerPayload): Promise<ListingDto> {
  const userId = actor.id;
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
    await recordDecision(tx, actor, offer, { status, by: "seller", counterAmount: counter });
    // Answered: its notice no longer waits in the inbox (the unread badge, issue 47 item 6).
    if (offer.noticeId) await markRead(tx, userId, offer.noticeId);
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
