import { sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { FieldMap, FieldMapVersion, FieldName, Fingerprint } from "../../../../contract/field-maps.ts";
import type { PostingValues } from "../../../../contract/fingerprint-values.ts";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { fieldMapVersions } from "../../../db/schema.ts";

export interface VersionRow {
  id: string;
  version: number;
  map: FieldMap;
}

/** The newest version of a marketplace's map (the current one), or undefined before it is seeded. */
export async function currentVersion(db: Db, marketplace: Marketplace): Promise<VersionRow | undefined> {
  const result = await db.execute(sql`
    select id, version, map from field_map_versions where marketplace = ${marketplace}
    order by version desc limit 1`);
  return rowsOf<VersionRow>(result)[0];
}

export async function versionOf(db: Db, marketplace: Marketplace, version: number): Promise<VersionRow | undefined> {
  const result = await db.execute(sql`
    select id, version, map from field_map_versions where marketplace = ${marketplace} and version = ${version}`);
  return rowsOf<VersionRow>(result)[0];
}

export async function insertVersion(
  db: Db,
  row: {
    marketplace: Marketplace;
    version: number;
    map: FieldMap;
    kind: FieldMapVersion["kind"];
    changes: string[];
    at: Date;
    by: string | null;
  },
  opts: { ifAbsent?: boolean } = {},
): Promise<string | undefined> {
  const insert = db.insert(fieldMapVersions).values({
    marketplace: row.marketplace,
    version: row.version,
    map: row.map,
    kind: row.kind,
    changes: row.changes,
    createdAt: row.at,
    createdByUserId: row.by,
  });
  const [inserted] = await (opts.ifAbsent ? insert.onConflictDoNothing() : insert).returning({
    id: fieldMapVersions.id,
  });
  return inserted?.id;
}

/** One transaction changes a marketplace's map at a time (a teach, an edit, a revert): one new version each. */
export async function lockMarketplaceMap(tx: Db, marketplace: Marketplace) {
  await tx.execute(sql`select pg_advisory_xact_lock(154, hashtext(${`field-map:${marketplace}`}))`);
}

/** Every version of every marketplace's map, newest first, with who made it (the desk's list). */
export async function versionList(db: Db, limit: number): Promise<Omit<FieldMapVersion, "current">[]> {
  const result = await db.execute(sql`
    select v.marketplace, v.version, v.kind, v.changes,
      to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      coalesce(nullif(u.first_name, ''), split_part(u.email, '@', 1)) as "createdBy"
    from field_map_versions v left join users u on u.id = v.created_by_user_id
    order by v.marketplace, v.version desc
    limit ${limit}`);
  return rowsOf(result);
}

/** The fingerprints learned for each field of a marketplace, the most seen first (at most `perField` each). */
export async function fingerprintsOf(
  db: Db,
  marketplace: Marketplace,
  perField: number,
): Promise<Partial<Record<FieldName, Fingerprint[]>>> {
  const result = await db.execute(sql`
    select field, fingerprint from (
      select field, fingerprint,
        row_number() over (partition by field order by seen_count desc, last_seen_at desc) as n
      from field_fingerprints where marketplace = ${marketplace}) ranked
    where n <= ${perField}
    order by field, n`);
  const out: Partial<Record<FieldName, Fingerprint[]>> = {};
  for (const row of rowsOf<{ field: FieldName; fingerprint: Fingerprint }>(result)) {
    out[row.field] = [...(out[row.field] ?? []), row.fingerprint];
  }
  return out;
}

/**
 * The values of the postings a token's admin works on in `marketplace` (docs/decisions/184): those they hold a live
 * claim on, and the listing the assistant names, so that none of them is learned as a control's text.
 */
export async function valuesOfWork(
  db: Db,
  adminId: string,
  marketplace: Marketplace,
  listingId: string | undefined,
  now: Date,
): Promise<PostingValues[]> {
  const result = await db.execute(sql`
    select l.title, l.description, l.brand, l.model, l.price::text as price, l.floor_price::text as floor,
      l.quick_price::text as quick, l.median_price::text as median, l.max_price::text as max
    from listings l
    where l.id in (
      select p.listing_id from posting_claims c join postings p on p.id = c.posting_id
      where c.admin_id = ${adminId} and p.marketplace = ${marketplace}
        and c.expires_at > ${now.toISOString()}::timestamptz)
      or l.id = ${listingId ?? null}::uuid
    limit 50`);
  return rowsOf<{
    title: string;
    description: string;
    brand: string | null;
    model: string | null;
    price: string;
    floor: string | null;
    quick: string | null;
    median: string | null;
    max: string | null;
  }>(result).map((r) => ({
    title: r.title,
    description: r.description,
    brand: r.brand,
    model: r.model,
    amounts: [r.price, r.floor, r.quick, r.median, r.max],
  }));
}
