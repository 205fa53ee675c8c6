import { type SQL, sql } from "drizzle-orm";
import type { AdminReferralRecord, ReferralStats, ReferralUser } from "../../../contract/referrals.ts";
import { ADMIN_RECORD_REFERRALS_MAX } from "../../../contract/referrals.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** SQL for referrals. Lists and counts are built in the database; nothing loads every user. */

/** A user as JSON, timestamps as ISO strings in UTC, so PGlite and pg answer alike. */
const userJsonText = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, ` +
  `'email', ${alias}.email, 'referralCode', ${alias}.referral_code, ` +
  `'createdAt', to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
export const userJson = (alias: string) => sql.raw(userJsonText(alias));

/** The users `owner` referred, newest first, as a JSON array (at most `max`). */
const referralsJson = (owner: string, max: number) =>
  sql.raw(
    `coalesce((select json_agg(x.j order by x.created_at desc, x.id desc) from (` +
      `select r.id, r.created_at, ${userJsonText("r")} as j ` +
      `from users r where r.referred_by_user_id = ${owner}.id order by r.created_at desc, r.id desc limit ${max}) x), '[]'::json)`,
  );

const referralCount = (owner: string) =>
  sql.raw(`(select count(*)::int from users r where r.referred_by_user_id = ${owner}.id)`);

/** At most this many referred users on the seller's page; the count is always complete. */
export const SELLER_REFERRALS_MAX = 500;

export async function statsFor(db: Db, userId: string): Promise<ReferralStats | undefined> {
  const [row] = rowsOf<{
    referral_code: string | null;
    referral_count: number;
    referred_by: ReferralUser | null;
    referrals: ReferralUser[];
  }>(
    await db.execute(sql`
      select u.referral_code, ${referralCount("u")} as referral_count,
        (select ${userJson("o")} from users o where o.id = u.referred_by_user_id) as referred_by,
        ${referralsJson("u", SELLER_REFERRALS_MAX)} as referrals
      from users u where u.id = ${userId}`),
  );
  if (!row) return undefined;
  return {
    referralCode: row.referral_code,
    referralCount: Number(row.referral_count),
    referredBy: row.referred_by,
    referrals: row.referrals,
  };
}

/** Sets the code only if the user has none yet; answers the code now stored, or undefined if the user is gone. */
export async function setCodeIfMissing(db: Db, userId: string, code: string): Promise<string | undefined> {
  const updated = rowsOf<{ referral_code: string }>(
    await db.execute(
      sql`update users set referral_code = ${code} where id = ${userId} and referral_code is null returning referral_code`,
    ),
  );
  if (updated[0]) return updated[0].referral_code;
  const [row] = rowsOf<{ referral_code: string | null }>(
    await db.execute(sql`select referral_code from users where id = ${userId}`),
  );
  return row?.referral_code ?? undefined;
}

export async function ownerOfCode(db: Db, code: string) {
  const [row] = rowsOf<{ id: string; first_name: string | null; last_name: string | null; email: string }>(
    await db.execute(sql`select id, first_name, last_name, email from users where referral_code = ${code}`),
  );
  return row;
}

/** True when `userId` appears in the chain of referrers above `ownerId` (ownerId itself included). */
export async function isInReferrerChain(db: Db, ownerId: string, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with recursive chain(id, depth) as (
        select id, 0 from users where id = ${ownerId}
        union
        select u.referred_by_user_id, c.depth + 1 from chain c join users u on u.id = c.id
        where u.referred_by_user_id is not null and c.depth < 10000
      )
      select exists(select 1 from chain where id = ${userId}) as found`),
  );
  return Boolean(row?.found);
}

/** The conditional write that makes a link happen once: only while the user has no referrer. */
export async function setReferrerIfNone(db: Db, userId: string, ownerId: string, code: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update users set referred_by_user_id = ${ownerId}, referred_by = ${code}
      where id = ${userId} and referred_by_user_id is null returning id`),
  );
  return rows.length === 1;
}

export async function popupSeen(db: Db, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ seen: boolean }>(
    await db.execute(sql`select referral_popup_seen_at is not null as seen from users where id = ${userId}`),
  );
  return Boolean(row?.seen);
}

export async function markPopupSeen(db: Db, userId: string): Promise<void> {
  await db.execute(
    sql`update users set referral_popup_seen_at = now() where id = ${userId} and referral_popup_seen_at is null`,
  );
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A keyset position with the timestamp at full (microsecond) precision, as the cursor carries it. */
export interface PreciseKeyset {
  at: string;
  id: string;
}

function adminFilter(q: string | undefined, after: PreciseKeyset | undefined): SQL {
  const parts: SQL[] = [sql`true`];
  if (q) {
    const p = likePattern(q);
    parts.push(
      sql`(u.email ilike ${p} or u.first_name ilike ${p} or u.last_name ilike ${p} or u.referral_code ilike ${p}
        or (u.first_name || ' ' || u.last_name) ilike ${p})`,
    );
  }
  if (after) parts.push(sql`(u.created_at, u.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return sql.join(parts, sql` and `);
}

/** One page of admin referral records, newest users first; `limit + 1` rows so the caller knows of a next page. */
export async function adminRecords(
  db: Db,
  opts: { q?: string; after?: PreciseKeyset; limit: number },
): Promise<Array<AdminReferralRecord & { at: string }>> {
  const rows = rowsOf<{
    user: ReferralUser;
    referral_code: string | null;
    referral_count: number;
    referred_by_code: string | null;
    referred_by: ReferralUser | null;
    referrals: ReferralUser[];
    at: string;
  }>(
    await db.execute(sql`
      select to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, ${userJson("u")} as user, u.referral_code, ${referralCount("u")} as referral_count,
        u.referred_by as referred_by_code,
        (select ${userJson("o")} from users o where o.id = u.referred_by_user_id) as referred_by,
        ${referralsJson("u", ADMIN_RECORD_REFERRALS_MAX)} as referrals
      from users u
      where ${adminFilter(opts.q, opts.after)}
      order by u.created_at desc, u.id desc
      limit ${opts.limit + 1}`),
  );
  return rows.map((r) => ({
    user: r.user,
    referralCode: r.referral_code,
    referralCount: Number(r.referral_count),
    referredByCode: r.referred_by_code,
    referredBy: r.referred_by,
    referrals: r.referrals,
    at: r.at,
  }));
}
