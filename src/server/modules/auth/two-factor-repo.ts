import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recoveryCodes, users } from "../../db/schema.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";

/** SQL for two-factor sign-in (docs/decisions/124). Every "once" is a conditional update, safe under races. */

export async function setPendingSecret(db: Db, userId: string, sealed: string) {
  await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
  forgetCachedSessions(db, { userId });
}

/**
 * Turns two-factor on with the pending secret and replaces the recovery codes, in one transaction. Answers false
 * when it was already on or the pending secret changed meanwhile (another confirm or set-up won the race).
 */
export async function enable(db: Db, userId: string, sealedPending: string, step: number, codeHashes: string[]) {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: sealedPending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpPendingSecret, sealedPending)))
      .returning({ id: users.id });
    if (!row) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
  forgetCachedSessions(db, { userId });
  return done;
}

/** Accepts the code of `step` only if no code of that step or a later one was accepted before. */
export async function acceptStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Spends a recovery code: true for exactly one caller, however many send it at once. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
