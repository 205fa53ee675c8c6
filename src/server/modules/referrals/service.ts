import { sql } from "drizzle-orm";
import { type AdminReferralRecord, REFERRAL_MESSAGES } from "../../../contract/referrals.ts";
import type { Db } from "../../db/client.ts";
import { violatedUnique } from "../../db/errors.ts";
import type { User } from "../../db/schema.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.ts";
import { decodeCursor } from "../../lib/pagination.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";
import { newReferralCode } from "./code.ts";
import * as repo from "./repo.ts";

/** Every link takes this transaction-scoped lock (decision 080): referral chains change one at a time. */
const LINK_LOCK = 120_012;

export const normaliseCode = (code: string) => code.trim().toUpperCase();

const displayName = (u: { first_name: string | null; last_name: string | null; email: string }) =>
  [u.first_name, u.last_name].filter(Boolean).join(" ") || u.email.split("@")[0] || "your referrer";

export async function stats(db: Db, user: User) {
  const found = await repo.statsFor(db, user.id);
  if (!found) throw notFound("User not found");
  return found;
}

/** The user's one code: made on the first call, the same code on every later (or simultaneous) call. */
export async function generate(db: Db, user: User): Promise<{ referralCode: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const code = await repo.setCodeIfMissing(db, user.id, newReferralCode());
      if (!code) throw notFound("User not found");
      forgetCachedSessions(db, { userId: user.id });
      return { referralCode: code };
    } catch (err) {
      if (violatedUnique(err) === undefined) throw err; // another user holds that code: draw again
    }
  }
  throw new HttpError(503, "Could not generate a referral code. Please try again.");
}

/**
 * Links `user` to the owner of `rawCode`, once and for good. Refused: unknown code (404), own code, a code whose
 * owner the user already refers (directly or further down: a cycle) (400), and a second link (409).
 * The check and the conditional write run in one transaction under LINK_LOCK, so concurrent links of one
 * account record one referrer and two concurrent links cannot close a cycle between them.
 */
export async function link(db: Db, user: User, rawCode: string): Promise<{ referrerName: string }> {
  const code = normaliseCode(rawCode);
  const name = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LINK_LOCK})`);
    const owner = await repo.ownerOfCode(tx as Db, code);
    if (!owner) throw notFound(REFERRAL_MESSAGES.notFound);
    if (owner.id === user.id) throw badRequest(REFERRAL_MESSAGES.ownCode);
    if (await repo.isInReferrerChain(tx as Db, owner.id, user.id)) throw badRequest(REFERRAL_MESSAGES.cycle);
    if (!(await repo.setReferrerIfNone(tx as Db, user.id, owner.id, code)))
      throw conflict(REFERRAL_MESSAGES.alreadyLinked);
    return displayName(owner);
  });
  forgetCachedSessions(db, { userId: user.id });
  return { referrerName: name };
}

/**
 * The referral fields of a new account (email or Google sign-up): a code that belongs to an existing user.
 * A brand-new account has no code of its own and refers nobody, so the own-code and cycle rules cannot apply;
 * an unknown code is ignored rather than failing the sign-up.
 */
export async function signupReferral(db: Db, rawCode: string | undefined) {
  if (!rawCode) return {};
  const code = normaliseCode(rawCode);
  if (!/^[A-Z0-9]{1,40}$/.test(code)) return {};
  const owner = await repo.ownerOfCode(db, code);
  return owner ? { referredBy: code, referredByUserId: owner.id } : {};
}

export async function popup(db: Db, user: User) {
  return { seen: await repo.popupSeen(db, user.id) };
}

export async function markPopupSeen(db: Db, user: User) {
  await repo.markPopupSeen(db, user.id);
}

const PRECISE_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/;

/**
 * The keyset of an admin-referrals cursor at microsecond precision: the list walks the created_at index, whose
 * values carry microseconds; decodeCursor (shared) checks the shape and the id, this keeps the exact instant.
 */
export function preciseKeyset(cursor: string | undefined): repo.PreciseKeyset | undefined {
  const checked = decodeCursor(cursor);
  if (!checked || !cursor) return undefined;
  const at = Buffer.from(cursor, "base64url").toString("utf8").split("|")[0] ?? "";
  if (!PRECISE_INSTANT.test(at)) throw badRequest("Invalid cursor");
  return { at, id: checked.id };
}

/** One page of referral records (no total: counting every user on each page costs more than the page). */
export async function adminPage(db: Db, opts: { q?: string; cursor?: string; limit: number }) {
  return repo.adminRecords(db, { q: opts.q, after: preciseKeyset(opts.cursor), limit: opts.limit });
}

export type AdminRecordRow = AdminReferralRecord & { at: string };
