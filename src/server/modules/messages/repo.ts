import { and, asc, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { listings, messages, users } from "../../db/schema.ts";

const messageColumns = {
  id: messages.id,
  fromUserId: messages.fromUserId,
  toUserId: messages.toUserId,
  subject: messages.subject,
  message: messages.message,
  messageType: messages.messageType,
  isRead: messages.isRead,
  isSystemMessage: messages.isSystemMessage,
  listingId: messages.listingId,
  createdAt: messages.createdAt,
  listingTitle: listings.title,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderEmail: users.email,
};

function selectMessages(db: Db, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(listings, eq(listings.id, messages.listingId))
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(where);
}
export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

/** The user's inbox, newest first (id breaks ties so the order is stable). */
export function listInbox(db: Db, userId: string, limit: number) {
  return selectMessages(db, eq(messages.toUserId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** One message, only if it was sent to `userId`. */
export async function findOwnMessage(db: Db, userId: string, id: string) {
  const [row] = await selectMessages(db, and(eq(messages.id, id), eq(messages.toUserId, userId))).limit(1);
  return row;
}

export async function countUnread(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Marks the user's own message read; answers whether such a message exists. */
export async function markRead(db: Db, userId: string, id: string) {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, id), eq(messages.toUserId, userId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export async function insertMessage(db: Db, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return row.id;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findListingOwner(db: Db, id: string) {
  const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

/** The first admin account: the team's inbox for replies to notices that name no admin. */
export async function findFirstAdmin(db: Db) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
}

/** True when `fromUserId` has sent `toUserId` at least one message. */
export async function hasWrittenTo(db: Db, fromUserId: string, toUserId: string) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromUserId, fromUserId), eq(messages.toUserId, toUserId)))
    .limit(1);
  return rows.length > 0;
}

/** True when a message between `a` and `b` (either way) is about `listingId`. */
export async function conversationNamesListing(db: Db, a: string, b: string, listingId: string) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.listingId, listingId),
        or(
          and(eq(messages.fromUserId, a), eq(messages.toUserId, b)),
          and(eq(messages.fromUserId, b), eq(messages.toUserId, a)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function isAdminUser(db: Db, id: string) {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)).limit(1);
  return row?.isAdmin ?? false;
}

/**
 * The seller's messages to the team no admin has answered yet become answered (an admin wrote to them, or marked
 * them handled on Today, issue 41). Answers how many.
 */
export async function markRepliesAnswered(db: Db, sellerId: string, adminId: string, now: Date) {
  const rows = await db
    .update(messages)
    .set({ answeredAt: now, answeredByAdminId: adminId })
    .where(and(eq(messages.fromUserId, sellerId), eq(messages.needsAnswer, true), isNull(messages.answeredAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function hasWaitingReplies(db: Db, sellerId: string) {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.fromUserId, sellerId), eq(messages.needsAnswer, true), isNull(messages.answeredAt)))
    .limit(1);
  return rows.length > 0;
}

export async function findSeller(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The newest `limit` messages from or to the seller, newest first, with whether each waits for an answer. */
export function sellerThread(db: Db, sellerId: string, limit: number) {
  return db
    .select({ ...messageColumns, needsAnswer: messages.needsAnswer, answeredAt: messages.answeredAt })
    .from(messages)
    .leftJoin(listings, eq(listings.id, messages.listingId))
    .leftJoin(users, eq(users.id, messages.fromUserId))
    .where(or(eq(messages.fromUserId, sellerId), eq(messages.toUserId, sellerId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}
