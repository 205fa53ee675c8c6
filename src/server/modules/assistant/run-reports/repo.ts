import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { FieldHealth, FieldName, Fingerprint, RunReport } from "../../../../contract/field-maps.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { assistantRunFields } from "../../../db/schema.ts";

/** A marketplace field keeps at most this many fingerprints: the least recently seen go first. */
const FINGERPRINTS_KEPT = 30;

export async function insertRunFields(db: Db, report: RunReport, adminId: string, at: Date) {
  await db.insert(assistantRunFields).values(
    report.fields.map((f) => ({
      marketplace: report.marketplace,
      field: f.field,
      outcome: f.outcome,
      mapVersion: report.mapVersion,
      adminId,
      createdAt: at,
    })),
  );
}

/** Counts a fingerprint seen again, or keeps it as a new one (dropping the stalest beyond the cap). */
export async function seeFingerprint(db: Db, marketplace: Marketplace, field: FieldName, fp: Fingerprint, at: Date) {
  const json = JSON.stringify(fp, Object.keys(fp).sort());
  const key = createHash("sha256").update(json).digest("hex");
  await db.execute(sql`
    insert into field_fingerprints (marketplace, field, key, fingerprint, last_seen_at)
    values (${marketplace}, ${field}, ${key}, ${json}::jsonb, ${at.toISOString()}::timestamptz)
    on conflict (marketplace, field, key)
    do update set seen_count = field_fingerprints.seen_count + 1, last_seen_at = excluded.last_seen_at`);
  await db.execute(sql`
    delete from field_fingerprints where id in (
      select id from field_fingerprints where marketplace = ${marketplace} and field = ${field}
      order by last_seen_at desc, seen_count desc offset ${FINGERPRINTS_KEPT})`);
}

/**
 * Per marketplace and field since `since`: counts of each outcome and when it was last filled; "flagged" when it
 * was filled yesterday and missed today (calendar days in the business's time zone), with no fill after the miss.
 */
export async function fieldHealth(db: Db, since: Date, now: Date, timeZone: string): Promise<FieldHealth[]> {
  const result = await db.execute(sql`
    with days as (select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as today)
    select marketplace, field,
      count(*) filter (where outcome = 'filled')::int as filled,
      count(*) filter (where outcome = 'healed')::int as healed,
      count(*) filter (where outcome = 'taught')::int as taught,
      count(*) filter (where outcome = 'missed')::int as missed,
      to_char(max(created_at) filter (where outcome <> 'missed') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        as "lastFilledAt",
      coalesce(bool_or(outcome <> 'missed' and (created_at at time zone ${timeZone})::date = days.today - 1), false)
      and coalesce(bool_or(outcome = 'missed' and (created_at at time zone ${timeZone})::date = days.today), false)
      and coalesce(max(created_at) filter (where outcome = 'missed')
        > max(created_at) filter (where outcome <> 'missed'), false) as flagged
    from assistant_run_fields, days
    where created_at >= ${since.toISOString()}::timestamptz
    group by marketplace, field, days.today`);
  return rowsOf<FieldHealth>(result);
}
