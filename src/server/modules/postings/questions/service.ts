import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AdminQuestion,
  answerForBuyer,
  type answerSchema,
  type askSellerSchema,
  BUYER_MESSAGES,
  GONE_FOR_BUYER,
  QUESTION_DESK_MESSAGES,
  questionNotice,
  questionText,
  type SellerQuestion,
  viewingAnswer,
} from "../../../../contract/buyer-questions.ts";
import { LISTING_MESSAGES } from "../../../../contract/listings.ts";
import { compareMoney } from "../../../../contract/money.ts";
import type { Availability } from "../../../../contract/seller-terms.ts";
import type { App } from "../../../app-types.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { changeState, forSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { lockOwnedListingRow } from "../../listings/repo.ts";
import { markRead } from "../../messages/repo.ts";
import { deliverAfterCommit } from "../../notifications/mailer.ts";
import { queueAdminPush } from "../../notifications/push.ts";
import { kickPushes } from "../../notifications/push-sender.ts";
import { notifyUser } from "../../notifications/service.ts";
import { finishClaimedWork } from "../../work-claims/repo.ts";
import { isLiveOn } from "../offers/repo.ts";
import * as repo from "./repo.ts";

/*
 * Buyers' questions relayed (issue 42 item 3, docs/decisions/167): the admin sends, the seller answers with one tap,
 * the desk relays. Every change runs under the listing's row lock; an answer is a conditional update (answered once).
 */

type AskPayload = z.output<typeof askSellerSchema>;
type AnswerPayload = z.output<typeof answerSchema>;

/**
 * The key that makes the same question wait once per ad: the buyer's words lower-cased, spaces folded, hashed - a
 * hash is 71 characters whatever the words, so no question can overflow the index row (migration 0027 hashed the
 * keys stored before).
 */
export const questionKey = (text: string) =>
  `sha256:${createHash("sha256").update(text.toLowerCase().replace(/\s+/g, " ")).digest("hex")}`;

const answerOf = (q: repo.QuestionRow) =>
  q.reply && q.answeredAt ? { reply: q.reply, amount: q.answerAmount, text: q.answerText, at: q.answeredAt } : null;

export const sellerView = (q: repo.QuestionRow): SellerQuestion => ({
  id: q.id,
  listingId: q.listingId,
  listingTitle: q.listingTitle,
  listingPrice: q.listingPrice,
  common: q.common,
  text: q.text,
  marketplace: q.marketplace,
  askedAt: q.askedAt,
  availability: q.availability,
  answer: answerOf(q),
  closedAt: q.closedAt,
  closed: q.closed,
});

export const adminView = (q: repo.QuestionRow): AdminQuestion => {
  const answer = answerOf(q);
  return {
    id: q.id,
    listingId: q.listingId,
    listingTitle: q.listingTitle,
    marketplace: q.marketplace,
    adUrl: q.adUrl,
    question: questionText(q, "en"),
    askedAt: q.askedAt,
    answer,
    answerForBuyer: q.closedAt ? GONE_FOR_BUYER : answer ? answerForBuyer(answer) : null,
    relayedAt: q.relayedAt,
    closedAt: q.closedAt,
  };
};

/** An admin sends a buyer's question about a live ad; the seller gets it by message, push and e-mail. */
export async function askSeller(app: App, actor: Actor, listingId: string, input: AskPayload): Promise<AdminQuestion> {
  const adminId = actor.id;
  const { id, notice, sellerId } = await app.db.transaction(async (tx) => {
    const listing = UUID.test(listingId) ? await lockListingRow(tx, listingId) : undefined;
    if (!listing) throw notFound(LISTING_MESSAGES.listingNotFound);
    if (!forSale(listing)) throw conflict(QUESTION_DESK_MESSAGES.listingClosed);
    if (!(await isLiveOn(tx, listing.id, input.marketplace))) throw conflict(QUESTION_DESK_MESSAGES.notLive);
    const common = input.common ?? null;
    const text = common ? null : (input.text ?? "");
    const id = await repo.insertQuestion(tx, {
      listingId: listing.id,
      marketplace: input.marketplace,
      common,
      text,
      key: common ?? questionKey(text ?? ""),
      by: adminId,
    });
    if (!id) throw conflict(QUESTION_DESK_MESSAGES.sameQuestion);
    // On the Activity trail, as every change of a seller's listing is (issue 46 item 9).
    await recordAudit(tx, actor, {
      action: "question.ask",
      entityType: "buyer_question",
      entityId: id,
      listingId: listing.id,
      before: null,
      after: { marketplace: input.marketplace, question: questionText({ common, text }, "en") },
    });
    await recordListingEvent(tx, listing.id, { kind: "question", marketplace: input.marketplace, at: app.clock.now() });
    const notice = await notifyUser(app, tx, {
      toUserId: listing.userId,
      fromUserId: adminId,
      listingId: listing.id,
      text: (lang) =>
        questionNotice(lang, {
          title: listing.title,
          question: questionText({ common, text }, lang),
          marketplace: input.marketplace,
        }),
      push: (words) => ({ kind: "message", params: { subject: words.subject } }),
    });
    await repo.setNotice(tx, id, notice.id);
    return { id, notice, sellerId: listing.userId };
  });
  listingsChanged(app, sellerId);
  deliverAfterCommit(app, [notice]);
  return adminView((await repo.questionById(app.db, id)) as repo.QuestionRow);
}

export async function sellerQuestions(app: App, userId: string): Promise<SellerQuestion[]> {
  return (await repo.sellerQuestions(app.db, userId)).map(sellerView);
}

export async function deskQuestions(app: App, listingId?: string): Promise<AdminQuestion[]> {
  if (listingId !== undefined && !UUID.test(listingId)) return [];
  return (await repo.deskQuestions(app.db, listingId)).map(adminView);
}

/**
 * The seller answers: one quick reply or free text. Another seller's question is a 404; an answered one a 409; one
 * about a sold or withdrawn item a 409. "Sold elsewhere" withdraws the listing: its waiting postings come off the
 * queue and each live ad gets a delist task (reason withdrawn), in the same transaction.
 */
export async function answerQuestion(
  app: App,
  actor: Actor,
  id: string,
  input: AnswerPayload,
): Promise<SellerQuestion> {
  const userId = actor.id;
  if (!UUID.test(id)) throw notFound(BUYER_MESSAGES.questionNotFound);
  const queued = await app.db.transaction(async (tx) => {
    const found = await repo.questionById(tx, id, userId);
    if (!found) throw notFound(BUYER_MESSAGES.questionNotFound);
    const listing = await lockOwnedListingRow(tx, found.listingId, userId);
    if (!listing) throw notFound(BUYER_MESSAGES.questionNotFound);
    const q = (await repo.questionById(tx, id, userId)) as repo.QuestionRow;
    if (q.answeredAt) throw conflict(BUYER_MESSAGES.alreadyAnswered);
    if (!forSale(listing) || q.closedAt) throw conflict(BUYER_MESSAGES.listingClosed);
    let amount: string | null = null;
    let text: string | null = null;
    switch (input.reply) {
      case "accept":
      case "lowest":
        amount = input.amount as string;
        if (compareMoney(amount, listing.price) > 0) throw badRequest(BUYER_MESSAGES.amountAbovePrice);
        break;
      case "viewing":
        if (!listing.availability) throw badRequest(BUYER_MESSAGES.noAvailability);
        text = viewingAnswer(listing.availability as Availability);
        break;
      case "text":
        text = input.text ?? "";
        break;
      case "sold_elsewhere":
        break;
    }
    if (!(await repo.saveAnswer(tx, q.id, { reply: input.reply, amount, text, now: app.clock.now() })))
      throw conflict(BUYER_MESSAGES.alreadyAnswered);
    await recordAudit(tx, actor, {
      action: "question.answer",
      entityType: "buyer_question",
      entityId: q.id,
      listingId: listing.id,
      before: { marketplace: q.marketplace, answered: false },
      after: { marketplace: q.marketplace, answered: true, reply: input.reply, amount, text },
    });
    // Answered: its notice no longer waits in the inbox (the unread badge, issue 47 item 6).
    if (q.noticeId) await markRead(tx, userId, q.noticeId);
    // "Sold elsewhere" takes the listing off sale: its ads come down, its offers and questions close (this one too:
    // Today then asks to tell its buyer the item is gone, docs/decisions/170).
    if (input.reply === "sold_elsewhere") await changeState(tx, app, actor, "seller", listing, "withdraw");
    const forBuyer = answerForBuyer({ reply: input.reply, amount, text });
    return queueAdminPush(app, tx, {
      kind: "seller_reply",
      params: { subject: `${listing.title}: ${forBuyer}`.slice(0, 200) },
    });
  });
  listingsChanged(app, userId);
  if (queued > 0) kickPushes(app);
  return sellerView((await repo.questionById(app.db, id, userId)) as repo.QuestionRow);
}

/** The admin told the buyer: the answer leaves the desk's list. A second mark changes nothing. */
export async function markRelayed(app: App, adminId: string, id: string): Promise<AdminQuestion> {
  if (!UUID.test(id)) throw notFound(QUESTION_DESK_MESSAGES.questionNotFound);
  const q = await repo.questionById(app.db, id);
  if (!q) throw notFound(QUESTION_DESK_MESSAGES.questionNotFound);
  if (!q.answeredAt && !q.closedAt) throw conflict(QUESTION_DESK_MESSAGES.notAnswered);
  await app.db.transaction(async (tx) => {
    // Today's buyer item: not while another admin is working on it (docs/decisions/160).
    await finishClaimedWork(tx, "buyer", id, adminId, app.clock.now());
    await repo.markRelayed(tx, id, adminId, app.clock.now());
  });
  return adminView((await repo.questionById(app.db, id)) as repo.QuestionRow);
}
