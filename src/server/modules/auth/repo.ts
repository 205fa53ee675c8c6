import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInAddresses, type User, users } from "../../db/schema.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";

/** SQL for the auth module. Emails are stored lower-cased; callers pass them lower-cased. */

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts a user; answers undefined when the email (or Google id) is already taken. */
export async function insertUser(db: Db, values: NewUser): Promise<User | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Every change to a user goes through here, so that no signed-in request sees the old row afterwards. */
export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<User> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  forgetCachedSessions(db, { userId: id });
  return row;
}

/** How long an address stays the account's own after its last successful sign-in. */
const KNOWN_ADDRESS_DAYS = 90;

export async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const rows = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberAddress(db: Db, userId: string, address: string) {
  await db
    .insert(signInAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastAt: sql`now()` } });
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
