import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type User, users } from "../../db/schema.ts";
import { forgetCachedSessions } from "./session.ts";

/** SQL for the auth module. Emails are stored lower-cased; callers pass them lower-cased. */

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
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
