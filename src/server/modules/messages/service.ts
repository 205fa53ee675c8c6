import {
  type AdminMessageInput,
  INBOX_LIMIT,
  MAX_SUBJECT_LENGTH,
  MESSAGE_TEXTS,
  type MessageView,
  REPLY_TO_USER_TEXTS,
  type ReplyInput,
  replySubject,
  type SellerThread,
  THREAD_LIMIT,
} from "../../../contract/messages.ts";
import { isCleanText, TEXT_MESSAGES } from "../../../contract/text.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import type { User } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import { type Actor, recordAudit } from "../audit/record.ts";
import { queuePush } from "../notifications/push.ts";
import { kickPushes } from "../notifications/push-sender.ts";
import { deleteWorkClaim, finishClaimedWork } from "../work-claims/repo.ts";
import * as repo from "./repo.ts";

/** Ids come from the client: a malformed one is simply not found (and never reaches SQL as a bad uuid). */
const isId = (id: string | null | undefined): id is string => typeof id === "string" && UUID.test(id);

const THREAD_TEXTS = {
  sellerNotFound: "Seller not found",
  nothingWaiting: "Nothing from this seller is waiting for an answer.",
} as const;

function toView(row: repo.MessageRow, viewer: User): MessageView {
  const hasSender = row.fromUserId !== null && row.senderEmail !== null;
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    subject: row.subject,
    message: row.message,
    messageType: row.messageType,
    isRead: row.isRead,
    isSystemMessage: row.isSystemMessage,
    listingId: row.listingId,
    createdAt: row.createdAt.toISOString(),
    listing: row.listingTitle === null ? null : { title: row.listingTitle },
    sender: hasSender
      ? {
          firstName: row.senderFirstName,
          lastName: row.senderLastName,
          ...(viewer.isAdmin ? { email: row.senderEmail ?? undefined } : {}),
        }
      : null,
  };
}

export async function listMessages(db: Db, viewer: User) {
  const rows = await repo.listInbox(db, viewer.id, INBOX_LIMIT);
  return rows.map((row) => toView(row, viewer));
}

/** One of the viewer's own messages; someone else's is 404, as if it did not exist. */
export async function getMessage(db: Db, viewer: User, id: string) {
  const row = isId(id) ? await repo.findOwnMessage(db, viewer.id, id) : undefined;
  if (!row) throw notFound(MESSAGE_TEXTS.messageNotFound);
  return toView(row, viewer);
}

export async function unreadCount(db: Db, viewer: User) {
  return { count: await repo.countUnread(db, viewer.id) };
}

export async function markRead(db: Db, viewer: User, id: string) {
  if (!isId(id) || !(await repo.markRead(db, viewer.id, id))) throw notFound(MESSAGE_TEXTS.messageNotFound);
  return getMessage(db, viewer, id);
}

/**
 * A reply, in either of two forms (docs/decisions/040 and 093):
 * - `{originalMessageId, message}`: goes to the original message's sender, with 'Re: ' plus its subject, type
 *   general and the same listing. The original must be one the viewer received; a notice that names no admin is
 *   answered to the team's first admin. The spec's other fields are ignored in this form.
 * - the spec's `{toUserId, subject, message, messageType, listingId}` (no originalMessageId): allowed only when
 *   toUserId has written to the viewer before, so nobody can start a conversation with a stranger.
 */
export async function reply(app: App, viewer: User, body: ReplyInput) {
  const db = app.db;
  if (!body.originalMessageId && body.toUserId) return replyToUser(app, viewer, body);
  const original = isId(body.originalMessageId)
    ? await repo.findOwnMessage(db, viewer.id, body.originalMessageId)
    : undefined;
  if (!original) throw notFound(MESSAGE_TEXTS.originalNotFound);
  const toUserId = original.fromUserId ?? (await repo.findFirstAdmin(db))?.id;
  if (!toUserId) throw new HttpError(422, MESSAGE_TEXTS.noOneToReplyTo);
  const id = await insertReply(app, viewer, {
    fromUserId: viewer.id,
    toUserId,
    subject: replySubject(original.subject),
    message: (body.message ?? "").trim(),
    messageType: "general",
    listingId: original.listingId,
    isSystemMessage: false,
  });
  return sentView(db, viewer, toUserId, id);
}

/**
 * The spec's reply body. The recipient must have sent the viewer a message (an unknown, malformed or silent id
 * gets the same 404, so the call reveals no accounts); the subject is the client's, cleaned and always starting
 * with 'Re: '; the type is always general (a seller cannot send a 'Sale Update'); a listing, when given, must be
 * one the two have written about.
 */
async function replyToUser(app: App, viewer: User, body: ReplyInput) {
  const db = app.db;
  const toUserId = body.toUserId ?? "";
  if (!isId(toUserId) || !(await repo.hasWrittenTo(db, toUserId, viewer.id))) {
    throw notFound(REPLY_TO_USER_TEXTS.notACorrespondent);
  }
  const subject = body.subject ?? "";
  if (!isCleanText(subject)) throw badRequest(TEXT_MESSAGES.invalidCharacters);
  if (subject.trim().length > MAX_SUBJECT_LENGTH) throw badRequest(REPLY_TO_USER_TEXTS.subjectTooLong);
  let listingId: string | null = null;
  if (body.listingId) {
    if (!isId(body.listingId) || !(await repo.conversationNamesListing(db, viewer.id, toUserId, body.listingId))) {
      throw notFound(REPLY_TO_USER_TEXTS.listingNotInConversation);
    }
    listingId = body.listingId;
  }
  const id = await insertReply(app, viewer, {
    fromUserId: viewer.id,
    toUserId,
    subject: replySubject(subject),
    message: (body.message ?? "").trim(),
    messageType: "general",
    listingId,
    isSystemMessage: false,
  });
  return sentView(db, viewer, toUserId, id);
}

/**
 * A reply and, when it goes to an admin who switched "A seller replied" on, its push (docs/decisions/138): written
 * together, sent after the commit. A seller's message to an admin waits for the team in Today (issue 41).
 */
async function insertReply(app: App, sender: User, values: Parameters<typeof repo.insertMessage>[1]) {
  const { id, pushes } = await app.db.transaction(async (tx) => {
    const needsAnswer = !sender.isAdmin && (await repo.isAdminUser(tx, values.toUserId));
    const id = await repo.insertMessage(tx, { ...values, needsAnswer });
    const subject = values.subject ?? "";
    const pushes = await queuePush(app, tx, values.toUserId, { kind: "seller_reply", params: { subject } });
    return { id, pushes };
  });
  if (pushes > 0) kickPushes(app);
  return id;
}

/** An admin's message to any user; a listing, when given, must exist and belong to that user. */
export async function sendAdminMessage(app: App, admin: User, actor: Actor, body: AdminMessageInput) {
  const db = app.db;
  const toUserId = (body.toUserId ?? body.recipientId ?? "").trim();
  if (!isId(toUserId) || !(await repo.findUser(db, toUserId))) throw notFound(MESSAGE_TEXTS.recipientNotFound);
  let listingId: string | null = null;
  if (body.listingId?.trim()) {
    const listing = isId(body.listingId) ? await repo.findListingOwner(db, body.listingId) : undefined;
    if (!listing) throw notFound(MESSAGE_TEXTS.listingNotFound);
    if (listing.userId !== toUserId) throw new HttpError(400, MESSAGE_TEXTS.listingNotRecipients);
    listingId = body.listingId;
  }
  const values = {
    toUserId,
    subject: (body.subject ?? "").trim(),
    message: (body.message ?? "").trim(),
    messageType: body.messageType ?? "general",
    listingId,
  };
  const result = await db.transaction(async (tx) => {
    const id = await repo.insertMessage(tx, { fromUserId: admin.id, ...values, isSystemMessage: false });
    // Writing to a seller answers whatever they sent the team: their replies leave Today (issue 41), and whoever
    // was working on them is done too.
    if ((await repo.markRepliesAnswered(tx, toUserId, admin.id, app.clock.now())) > 0) {
      await deleteWorkClaim(tx, "reply", toUserId);
    }
    await recordAudit(tx, actor, {
      action: "message.send",
      entityType: "message",
      entityId: id,
      listingId,
      before: null,
      after: values,
    });
    // "A new message from the team" on the seller's phone: the subject only, which their inbox shows too.
    const pushes = await queuePush(app, tx, toUserId, { kind: "message", params: { subject: values.subject } });
    return { id, pushes };
  });
  if (result.pushes > 0) kickPushes(app);
  return sentView(db, admin, toUserId, result.id);
}

/** The message just sent, shaped as its recipient will see it. */
async function sentView(db: Db, sender: User, toUserId: string, id: string) {
  const row = await repo.findOwnMessage(db, toUserId, id);
  if (!row) throw new Error("message vanished after insert");
  return toView(row, sender);
}

/** A seller's conversation with the team (Today's reply item, issue 41): oldest first. */
export async function sellerThread(app: App, admin: User, sellerId: string): Promise<SellerThread> {
  const seller = isId(sellerId) ? await repo.findSeller(app.db, sellerId) : undefined;
  if (!seller) throw notFound(THREAD_TEXTS.sellerNotFound);
  const rows = await repo.sellerThread(app.db, sellerId, THREAD_LIMIT);
  return {
    seller,
    messages: rows.reverse().map((row) => ({
      ...toView(row, admin),
      fromSeller: row.fromUserId === sellerId,
      waiting: row.fromUserId === sellerId && row.needsAnswer && row.answeredAt === null,
    })),
  };
}

/**
 * "No reply needed": the seller's waiting messages leave Today without a message back; audited. Refused while
 * another admin works on them (their claim); nothing waiting is a 404.
 */
export async function markRepliesHandled(app: App, actor: Actor, sellerId: string): Promise<{ handled: number }> {
  if (!isId(sellerId)) throw notFound(THREAD_TEXTS.nothingWaiting);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (!(await repo.hasWaitingReplies(tx, sellerId))) throw notFound(THREAD_TEXTS.nothingWaiting);
    await finishClaimedWork(tx, "reply", sellerId, actor.id, now);
    const handled = await repo.markRepliesAnswered(tx, sellerId, actor.id, now);
    if (handled === 0) throw notFound(THREAD_TEXTS.nothingWaiting);
    await recordAudit(tx, actor, {
      action: "message.handled",
      entityType: "user",
      entityId: sellerId,
      before: { waiting: handled },
      after: { waiting: 0, answered: false },
    });
    return { handled };
  });
}
