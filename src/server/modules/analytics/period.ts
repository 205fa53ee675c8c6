import { sql } from "drizzle-orm";
import { type MetricsRange, RANGE_DAYS } from "../../../contract/ranges.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * The period a performance figure covers (issue 48, docs/decisions/206): the last N calendar days in the business's
 * time zone (APP_TIMEZONE), today included, by the app's clock - or all time.
 */
export interface Period {
  range: MetricsRange;
  timeZone: string;
  now: Date;
  /** Today in the time zone, YYYY-MM-DD. */
  today: string;
  /** The first day, and the instant it starts; null for all time. */
  from: string | null;
  start: Date | null;
}

export async function periodOf(db: Db, timeZone: string, now: Date, range: MetricsRange): Promise<Period> {
  const back = range === "all" ? 0 : RANGE_DAYS[range] - 1;
  const [row] = rowsOf<{ today: string; from_day: string; start: string }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as today, to_char(d - ${back}::int, 'YYYY-MM-DD') as from_day,
        to_char(((d - ${back}::int)::timestamp at time zone ${timeZone}) at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start
      from (select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as d) x`),
  );
  const all = range === "all";
  return {
    range,
    timeZone,
    now,
    today: row.today,
    from: all ? null : row.from_day,
    start: all ? null : new Date(row.start),
  };
}

/** One decimal of a percentage (0.4286 -> 42.9); null stays null. */
export const percentOf = (ratio: number | null | undefined): number | null =>
  ratio === null || ratio === undefined ? null : Math.round(Number(ratio) * 1000) / 10;

/** One decimal (a median of days or hours); null stays null. */
export const oneDecimal = (n: number | string | null | undefined): number | null =>
  n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10;

/** A share a ÷ b in percent with one decimal; null when b is 0 (nothing to divide by). */
export const shareOf = (a: number, b: number): number | null => (b > 0 ? percentOf(a / b) : null);
