import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { uploads, users } from "../../db/schema.ts";

/*
 * SQL for the `uploads` table: who stored which photo (docs/decisions/100).
 * "Named" means a listing photo, a listing's main image or a creation log's original image still shows it;
 * a sold listing cannot be deleted, so a sale's photos stay named through its listing.
 */
const NAMED = (url: SQL) => sql`(
  exists (select 1 from listing_photos lp where lp.url = ${url})
  or exists (select 1 from listings l where l.image_url = ${url})
  or exists (select 1 from creation_logs c where c.original_image_url = ${url}))`;

/**
 * Records `files` as `userId`'s uploads unless that takes the seller past `quotaBytes` (0 = no cap).
 * The seller's user row is locked first, so concurrent uploads of one seller are counted one after another.
 * Returns false (nothing recorded) when the cap would be passed.
 */
export async function recordUploads(
  db: Db,
  userId: string,
  files: { url: string; bytes: number }[],
  quotaBytes: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (quotaBytes > 0) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const used = await bytesStored(tx, userId);
      const adding = files.reduce((sum, f) => sum + f.bytes, 0);
      if (used + adding > quotaBytes) return false;
    }
    await tx.insert(uploads).values(files.map((f) => ({ url: f.url, userId, bytes: f.bytes })));
    return true;
  });
}

export async function bytesStored(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.bytes}), 0)::text` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Of `urls`, those `userId` uploaded. The rows are share-locked until the caller's transaction ends, so a
 * sweep or a delete cannot remove a photo a listing is being saved with.
 */
export async function ownUploads(db: Db, userId: string, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, urls)))
    .for("share");
  return new Set(rows.map((r) => r.url));
}

/**
 * Forgets `userId`'s uploads among `urls` that nothing names any more, in one statement, and answers their
 * URLs (the files to remove). Another seller's upload, or one still shown anywhere, is left alone.
 */
export async function forgetUnnamedUploads(db: Db, userId: string, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const result = await db.execute<{ url: string }>(sql`
    delete from uploads u
    where u.user_id = ${userId} and u.url in (${sql.join(
      urls.map((x) => sql`${x}`),
      sql`, `,
    )}) and not ${NAMED(sql`u.url`)}
    returning u.url`);
  return rowsOf<{ url: string }>(result).map((r) => r.url);
}

/** Forgets every upload older than `before` that nothing names; answers the URLs (the files to remove). */
export async function forgetOrphanUploads(db: Db, before: Date): Promise<{ url: string; bytes: number }[]> {
  const result = await db.execute<{ url: string; bytes: number }>(sql`
    delete from uploads u
    where u.created_at < ${before.toISOString()} and not ${NAMED(sql`u.url`)}
    returning u.url, u.bytes`);
  return rowsOf<{ url: string; bytes: number }>(result);
}

/** Of `urls` (files found in storage), those the uploads table records or something names. */
export async function knownUrls(db: Db, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const values = sql.join(
    urls.map((x) => sql`(${x})`),
    sql`, `,
  );
  const result = await db.execute<{ url: string }>(sql`
    select v.url from (values ${values}) as v(url)
    where exists (select 1 from uploads u where u.url = v.url) or ${NAMED(sql`v.url`)}`);
  return new Set(rowsOf<{ url: string }>(result).map((r) => r.url));
}

/** Every photo URL the uploads table records or anything names, once each (the `thumbnails` command's list). */
export async function everyPhotoUrl(db: Db): Promise<string[]> {
  const result = await db.execute<{ url: string }>(sql`
    select url from uploads
    union select url from listing_photos
    union select image_url from listings where image_url is not null
    union select original_image_url from creation_logs where original_image_url is not null`);
  return rowsOf<{ url: string }>(result).map((r) => r.url);
}
