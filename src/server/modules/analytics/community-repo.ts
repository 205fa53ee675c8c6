import { type SQL, sql } from "drizzle-orm";
import { type GrowthDay, TOP_REFERRERS, TOP_SOURCES } from "../../../contract/analytics.ts";
import { OTHER_CHANNEL, REFERRAL_CHANNEL_RULES } from "../../../contract/referrals.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * SQL for community metrics. Every figure is an aggregate over the users who joined in the window
 * (created_at >= start); days are calendar days in the business's time zone.
 */

/** A referred user: one who signed up with, or linked, a code. */
const REFERRED = sql.raw("(u.referred_by_user_id is not null or u.referred_by is not null)");

export interface Window {
  /** First instant of the window (a day's midnight in the time zone), or null for all time. */
  start: Date | null;
  /** First day shown in growthData, YYYY-MM-DD. */
  startDay: string;
}

const since = (w: Window): SQL => (w.start ? sql`u.created_at >= ${w.start.toISOString()}::timestamptz` : sql`true`);

/** The window for the last `days` days including today, or (days null) from the first sign-up to today. */
export async function windowFor(db: Db, timeZone: string, days: number | null): Promise<Window> {
  if (days === null) {
    const [row] = rowsOf<{ start_day: string }>(
      await db.execute(sql`
        select to_char(coalesce((select (min(created_at) at time zone ${timeZone})::date from users),
          (now() at time zone ${timeZone})::date), 'YYYY-MM-DD') as start_day`),
    );
    return { start: null, startDay: row.start_day };
  }
  const [row] = rowsOf<{ start_day: string; start_ts: string }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as start_day,
        to_char((d::timestamp at time zone ${timeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start_ts
      from (select (now() at time zone ${timeZone})::date - ${days - 1}::int as d) x`),
  );
  return { start: new Date(row.start_ts), startDay: row.start_day };
}

export async function totals(db: Db, w: Window) {
  const [row] = rowsOf<{ total_users: number; total_referrals: number; referred_users: number; active: number }>(
    await db.execute(sql`
      select count(*)::int as total_users,
        count(*) filter (where u.referred_by_user_id is not null)::int as total_referrals,
        count(*) filter (where ${REFERRED})::int as referred_users,
        count(distinct u.referred_by_user_id)::int as active
      from users u where ${since(w)}`),
  );
  return {
    totalUsers: Number(row.total_users),
    totalReferrals: Number(row.total_referrals),
    referredUsers: Number(row.referred_users),
    activeReferrers: Number(row.active),
  };
}

export async function topReferrers(db: Db, w: Window) {
  const rows = rowsOf<{ id: string; first_name: string | null; email: string; code: string | null; n: number }>(
    await db.execute(sql`
      select o.id, o.first_name, o.email, o.referral_code as code, t.n
      from (select u.referred_by_user_id as owner, count(*)::int as n from users u
            where u.referred_by_user_id is not null and ${since(w)} group by 1) t
      join users o on o.id = t.owner
      order by t.n desc, o.created_at asc, o.id asc limit ${TOP_REFERRERS}`),
  );
  return rows.map((r) => ({
    user: { id: r.id, firstName: r.first_name, email: r.email },
    referralCount: Number(r.n),
    referralCode: r.code,
  }));
}

export async function topSources(db: Db, w: Window) {
  return rowsOf<{ code: string; n: number }>(
    await db.execute(sql`
      select u.referred_by as code, count(*)::int as n from users u
      where u.referred_by is not null and ${since(w)}
      group by 1 order by n desc, code asc limit ${TOP_SOURCES}`),
  ).map((r) => ({ referralCode: r.code, userCount: Number(r.n) }));
}

/** The channel CASE is generated from the contract's rule table, so SQL and the unit-tested rule agree. */
const channelCase = sql.raw(
  `case ${REFERRAL_CHANNEL_RULES.map(
    (r) => `when ${r.keywords.map((k) => `upper(u.referred_by) like '%${k}%'`).join(" or ")} then '${r.channel}'`,
  ).join(" ")} else '${OTHER_CHANNEL}' end`,
);

export async function channels(db: Db, w: Window) {
  return rowsOf<{ channel: string; n: number }>(
    await db.execute(sql`
      select ${channelCase} as channel, count(*)::int as n from users u
      where u.referred_by is not null and ${since(w)}
      group by 1 order by n desc, channel asc`),
  ).map((r) => ({ channel: r.channel, userCount: Number(r.n) }));
}

/** One row per day from startDay to today, days without sign-ups included (generate_series). */
export async function growth(db: Db, w: Window, timeZone: string): Promise<GrowthDay[]> {
  const rows = rowsOf<{ date: string; new_users: number; referred: number }>(
    await db.execute(sql`
      with days as (
        select generate_series(${w.startDay}::date, (now() at time zone ${timeZone})::date, interval '1 day')::date as d
      ), counts as (
        select (u.created_at at time zone ${timeZone})::date as d, count(*)::int as n,
          count(*) filter (where ${REFERRED})::int as referred
        from users u where ${since(w)} group by 1
      )
      select to_char(days.d, 'YYYY-MM-DD') as date, coalesce(c.n, 0)::int as new_users,
        coalesce(c.referred, 0)::int as referred
      from days left join counts c on c.d = days.d order by days.d`),
  );
  return rows.map((r) => ({
    date: r.date,
    newUsers: Number(r.new_users),
    referredUsers: Number(r.referred),
    organicUsers: Number(r.new_users) - Number(r.referred),
  }));
}
