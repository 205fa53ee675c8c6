import type { z } from "zod";
import { formatInr } from "../../../contract/money.ts";
import { payoutNotice, saleNotice, undoNotice } from "../../../contract/notices.ts";
import {
  type AdminSaleQuery,
  type exportQuerySchema,
  type PayoutInfo,
  type payoutInfoSchema,
  type payoutSchema,
  type recordSaleSchema,
  SALE_MESSAGES,
  type SaleDto,
} from "../../../contract/sales.ts";
import type { App } from "../../app-types.ts";
import type { sales } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import { decodeCursor } from "../../lib/pagination.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";
import { type Actor, recordAudit } from "../audit/record.ts";
import { recordListingEvent } from "../listings/history.ts";
import { changeState, stateOf } from "../listings/lifecycle.ts";
import { listingsChanged } from "../listings/list-cache.ts";
import { deliverAfterCommit } from "../notifications/mailer.ts";
import { notifyUser } from "../notifications/service.ts";
import { tickTask } from "../postings/delist/service.ts";
import { finishClaimedWork } from "../work-claims/repo.ts";
import { salesCsv } from "./csv.ts";
import * as repo from "./repo.ts";

/** A sale's values as the audit trail keeps them: amounts and payout state, never an admin's id. */
function saleValues(sale: typeof sales.$inferSelect) {
  return {
    saleAmount: sale.saleAmount,
    payoutAmount: sale.payoutAmount,
    marketplace: sale.marketplace,
    payoutStatus: sale.payoutStatus,
    payoutMethod: sale.payoutMethod,
    payoutReference: sale.payoutReference,
    payoutNotes: sale.payoutNotes,
  };
}

/**
 * A sale whose seller still has an account, with its seller and listing ids narrowed to set. A sale kept after
 * its seller deleted their account has neither (docs/decisions/129); the conditional writes never return one.
 */
function ofActiveSeller<T extends { userId: string | null; listingId: string | null }>(sale: T) {
  if (sale.userId === null || sale.listingId === null) throw conflict(SALE_MESSAGES.sellerDeleted);
  return { ...sale, userId: sale.userId, listingId: sale.listingId };
}

async function reload(app: App, saleId: string): Promise<SaleDto> {
  const dto = await repo.findSale(app.db, saleId);
  if (!dto) throw notFound(SALE_MESSAGES.saleNotFound);
  return dto;
}

/**
 * Mark as Sold. The listing row is locked first, so concurrent sales of one listing (and the seller deleting it)
 * queue up: the first records the sale, every later one finds it sold (409) or gone (404). The unique index on
 * sales.listing_id backs this up. The sale, the sold flag, the delist tasks (for live ads), the withdrawal of the
 * postings still waiting (off Pending Review, docs/decisions/123) and the notice commit together.
 */
export async function recordSale(app: App, actor: Actor, input: z.output<typeof recordSaleSchema>) {
  const adminId = actor.id;
  if (!UUID.test(input.listingId)) throw notFound(SALE_MESSAGES.listingNotFound);
  const payoutAmount = input.payoutAmount ?? input.saleAmount;
  const { saleId, sellerId, notice } = await app.db.transaction(async (tx) => {
    const listing = await repo.lockListing(tx, input.listingId);
    if (!listing) throw notFound(SALE_MESSAGES.listingNotFound);
    if (stateOf(listing) === "sold") throw conflict(SALE_MESSAGES.alreadySold);
    if (stateOf(listing) === "draft") throw conflict(SALE_MESSAGES.notSellable);
    const sale = await repo.insertSale(tx, {
      listingId: listing.id,
      userId: listing.userId,
      saleAmount: input.saleAmount,
      payoutAmount,
      marketplace: input.marketplace,
      markedSoldByAdminId: adminId,
      // The app's clock, as every age is: days to sell count from it (docs/decisions/200).
      saleDate: app.clock.now(),
    });
    if (!sale) throw conflict(SALE_MESSAGES.alreadySold);
    // Only a listing for sale sells (a draft, or one its seller withdrew, is refused and the sale rolls back); its
    // waiting postings, live ads, offers and questions follow (docs/decisions/170).
    await changeState(tx, app, actor, "admin", listing, "sell", {
      saleId: sale.id,
      audit: { action: "sale.record", entityType: "sale", entityId: sale.id, before: null, after: saleValues(sale) },
    });
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      ...saleNotice(listing.title, input.saleAmount, payoutAmount),
      push: {
        kind: "sold",
        params: { listingId: listing.id, title: listing.title, amount: formatInr(input.saleAmount) },
      },
    });
    return { saleId: sale.id, sellerId: listing.userId, notice };
  });
  // Counted once committed: a sale refused or rolled back is not one (docs/decisions/128).
  app.metrics.salesRecorded.inc({ marketplace: input.marketplace });
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
  return reload(app, saleId);
}

/**
 * Process Payout: one conditional update (pending, amount within the sale, seller has details for the method).
 * When it matches nothing, the reason is read afterwards only to word the answer: 404, 409 or 400.
 */
export async function processPayout(app: App, actor: Actor, saleId: string, input: z.output<typeof payoutSchema>) {
  if (!UUID.test(saleId)) throw notFound(SALE_MESSAGES.saleNotFound);
  const adminId = actor.id;
  const notice = await app.db.transaction(async (tx) => {
    // Locked first only to read the values before the payout for the audit trail; the conditional update
    // below still decides who wins.
    const before = await repo.lockSale(tx, saleId);
    // Today's payout item: not while another admin is working on it (docs/decisions/160).
    if (before?.payoutStatus === "pending") await finishClaimedWork(tx, "payout", saleId, adminId, app.clock.now());
    const paidRow = await repo.payPending(tx, saleId, {
      method: input.payoutMethod,
      amount: input.payoutAmount,
      notes: input.payoutNotes ?? null,
      reference: input.payoutReference ?? null,
      adminId,
    });
    const current = await repo.saleRowWithSeller(tx, saleId);
    if (!current) throw notFound(SALE_MESSAGES.saleNotFound);
    if (!paidRow) {
      if (current.sale.payoutStatus !== "pending") throw conflict(SALE_MESSAGES.alreadyPaid);
      if (current.sale.userId === null) throw conflict(SALE_MESSAGES.sellerDeleted);
      if (input.payoutMethod === "upi" && !current.upiId) throw badRequest(SALE_MESSAGES.noUpiId);
      if (input.payoutMethod === "paypal" && !current.paypalEmail) throw badRequest(SALE_MESSAGES.noPaypalEmail);
      throw badRequest(SALE_MESSAGES.payoutAboveSale);
    }
    const paid = ofActiveSeller(paidRow);
    await recordListingEvent(tx, paid.listingId, { kind: "paid", amount: input.payoutAmount, at: app.clock.now() });
    await recordAudit(tx, actor, {
      action: "sale.payout",
      entityType: "sale",
      entityId: paid.id,
      listingId: paid.listingId,
      saleId: paid.id,
      before: before ? saleValues(before) : null,
      after: saleValues(paid),
    });
    return notifyUser(app, tx, {
      toUserId: paid.userId,
      fromUserId: adminId,
      listingId: paid.listingId,
      ...payoutNotice(current.title, input.payoutAmount, input.payoutMethod, input.payoutReference ?? null),
      push: {
        kind: "payout",
        params: {
          listingId: paid.listingId,
          title: current.title,
          amount: formatInr(input.payoutAmount),
          method: input.payoutMethod,
        },
      },
    });
  });
  app.metrics.payoutsPaid.inc({ method: input.payoutMethod });
  deliverAfterCommit(app, [notice]);
  return reload(app, saleId);
}

/**
 * Undo Sale, only while the payout is pending: the conditional delete and the payout's conditional update
 * exclude each other on the sale row, so of an undo racing a payout exactly one wins. The listing comes back
 * active and unsold with the postings the sale withdrew as they were; its row is locked so that the seller's list
 * never sees it half-restored.
 */
export async function undoSale(app: App, actor: Actor, saleId: string): Promise<void> {
  if (!UUID.test(saleId)) throw notFound(SALE_MESSAGES.saleNotFound);
  const adminId = actor.id;
  const { sellerId, notice } = await app.db.transaction(async (tx) => {
    const deletedRow = await repo.deletePending(tx, saleId);
    if (!deletedRow) {
      const current = await repo.saleRowWithSeller(tx, saleId);
      if (!current) throw notFound(SALE_MESSAGES.saleNotFound);
      if (current.sale.userId === null) throw conflict(SALE_MESSAGES.sellerDeleted);
      throw conflict(SALE_MESSAGES.undoAfterPayout);
    }
    const deleted = ofActiveSeller(deletedRow);
    const listing = await repo.lockListing(tx, deleted.listingId);
    if (!listing) throw notFound(SALE_MESSAGES.listingNotFound);
    await changeState(tx, app, actor, "admin", listing, "undo_sale", {
      saleId: deleted.id,
      audit: {
        action: "sale.undo",
        entityType: "sale",
        entityId: deleted.id,
        before: saleValues(deleted),
        after: null,
      },
    });
    const notice = await notifyUser(app, tx, {
      toUserId: deleted.userId,
      fromUserId: adminId,
      listingId: deleted.listingId,
      ...undoNotice(listing.title),
    });
    return { sellerId: deleted.userId, notice };
  });
  app.metrics.salesUndone.inc();
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
}

export async function listSales(app: App, query: AdminSaleQuery, opts: { pendingOnly?: boolean } = {}) {
  const filter: repo.SaleFilter = opts.pendingOnly
    ? { status: "pending", q: query.q }
    : { status: query.status, q: query.q, openDelist: query.openDelist === "true" };
  return repo.pageSales(app.db, filter, {
    limit: query.limit,
    after: decodeCursor(query.cursor),
    // The payout queue is worked oldest first; Sales Tracking shows the newest first.
    oldestFirst: opts.pendingOnly,
  });
}

/** The Sales Tracking card's delist box: the task must be this sale's (postings/delist ticks it, audited). */
export async function setDelistTask(app: App, actor: Actor, saleId: string, taskId: string, done: boolean) {
  if (!UUID.test(saleId)) throw notFound(SALE_MESSAGES.taskNotFound);
  await tickTask(app, actor, taskId, done, { saleId });
  return reload(app, saleId);
}

/** One sale as the admin lists show it (Today's payout item opens its dialog from this). */
export async function getSale(app: App, saleId: string) {
  const sale = UUID.test(saleId) ? await repo.findSale(app.db, saleId) : undefined;
  if (!sale) throw notFound(SALE_MESSAGES.saleNotFound);
  return sale;
}

function range(query: z.output<typeof exportQuerySchema>) {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const toExclusive = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined;
  return { from, toExclusive };
}

export async function exportCsv(app: App, query: z.output<typeof exportQuerySchema>) {
  return salesCsv(await repo.salesInRange(app.db, range(query)));
}

export async function sellerStatementCsv(app: App, userId: string, query: z.output<typeof exportQuerySchema>) {
  return salesCsv(await repo.salesInRange(app.db, { ...range(query), userId }), { forSeller: true });
}

export const sellerSales = (app: App, userId: string) => repo.salesOfSeller(app.db, userId);

export const getPayoutInfo = (app: App, userId: string): Promise<PayoutInfo> => repo.payoutInfo(app.db, userId);

export async function updatePayoutInfo(
  app: App,
  userId: string,
  input: z.output<typeof payoutInfoSchema>,
): Promise<PayoutInfo> {
  const row = await repo.setPayoutInfo(app.db, userId, {
    upiId: input.upiId ?? null,
    paypalEmail: input.paypalEmail ?? null,
  });
  forgetCachedSessions(app.db, { userId });
  return row ?? { upiId: null, paypalEmail: null };
}
