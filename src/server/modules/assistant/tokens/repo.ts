import { and, count, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { extensionTokens, type User, users } from "../../../db/schema.ts";

/** The posting assistant's tokens (docs/decisions/133): only their sha256 is stored. */

export type TokenRow = typeof extensionTokens.$inferSelect;

export function tokensOf(db: Db, adminId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(extensionTokens)
    .where(eq(extensionTokens.adminId, adminId))
    .orderBy(desc(extensionTokens.createdAt), desc(extensionTokens.id))
    .limit(100);
}

/** Locks the admin's user row: creating tokens for one admin takes turns, so the cap holds under races. */
export async function lockAdmin(tx: Db, adminId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, adminId)).for("update");
}

export async function countLiveTokens(tx: Db, adminId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(extensionTokens)
    .where(
      and(eq(extensionTokens.adminId, adminId), isNull(extensionTokens.revokedAt), gt(extensionTokens.expiresAt, now)),
    );
  return Number(row?.n ?? 0);
}

export async function insertToken(
  tx: Db,
  values: { adminId: string; tokenHash: string; name: string; createdAt: Date; expiresAt: Date },
): Promise<TokenRow> {
  const [row] = await tx.insert(extensionTokens).values(values).returning();
  return row;
}

/** Revokes the admin's own token once; undefined when it is not theirs or was already revoked. */
export async function revokeToken(tx: Db, adminId: string, id: string, now: Date): Promise<TokenRow | undefined> {
  const [row] = await tx
    .update(extensionTokens)
    .set({ revokedAt: now })
    .where(and(eq(extensionTokens.id, id), eq(extensionTokens.adminId, adminId), isNull(extensionTokens.revokedAt)))
    .returning();
  return row;
}

export async function ownToken(db: Db, adminId: string, id: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(extensionTokens)
    .where(and(eq(extensionTokens.id, id), eq(extensionTokens.adminId, adminId)))
    .limit(1);
  return row;
}

/** The token with this hash and its admin, whatever its state (the caller tells revoked from expired). */
export async function tokenByHash(db: Db, tokenHash: string): Promise<{ token: TokenRow; admin: User } | undefined> {
  const [row] = await db
    .select({ token: extensionTokens, admin: users })
    .from(extensionTokens)
    .innerJoin(users, eq(users.id, extensionTokens.adminId))
    .where(eq(extensionTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Notes the token's use, at most once a minute (a conditional update: no write on most requests' way). */
export async function touchToken(db: Db, id: string, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(extensionTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(extensionTokens.id, id),
        or(isNull(extensionTokens.lastUsedAt), lt(extensionTokens.lastUsedAt, minuteAgo)),
      ),
    );
}
