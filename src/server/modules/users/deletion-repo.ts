import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type User, users } from "../../db/schema.ts";
import { attemptKeysOf } from "../auth/attempt-limiter.ts";
import { withoutPersonalDetails } from "./seller-label.ts";

/** SQL for deleting an account (docs/decisions/129). Every write runs inside the caller's one transaction. */

/** Counts for the dialog: listings, sales, and the payouts still pending (sum of payout, else sale, amounts). */
export async function deletionCounts(db: Db, userId: string) {
  const [row] = rowsOf<{ listings: number; sales: number; unpaid: number; unpaid_amount: string }>(
    await db.execute(sql`
      select
        (select count(*) from listings where user_id = ${userId})::int as listings,
        (select count(*) from sales where user_id = ${userId})::int as sales,
        (select count(*) from sales where user_id = ${userId} and payout_status = 'pending')::int as unpaid,
        (select coalesce(sum(coalesce(payout_amount, sale_amount)), 0)::numeric(16, 2)::text
           from sales where user_id = ${userId} and payout_status = 'pending') as unpaid_amount`),
  );
  return {
    listings: Number(row?.listings ?? 0),
    sales: Number(row?.sales ?? 0),
    unpaid: { count: Number(row?.unpaid ?? 0), amount: String(row?.unpaid_amount ?? "0.00") },
  };
}

/** When this session was started by a Google sign-in, if it was. */
export async function sessionGoogleSignInAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`select google_sign_in_at as at from sessions where id = ${sessionId}`),
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Locks the seller's listings (in id order, the lock a sale, an undo and a listing delete take) and then the
 * seller's row. Listings first: a sale being recorded holds its listing and then needs a share lock on the user
 * row for the sale's foreign key, so taking the user row first could deadlock with it. Undefined when the user
 * is already gone (a concurrent deletion won).
 */
export async function lockAccount(tx: Db, userId: string): Promise<User | undefined> {
  await tx.execute(sql`select id from listings where user_id = ${userId} order by id for update`);
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

/** Every photo URL the seller's data names or stored: files to remove once the deletion is committed. */
export async function photoUrlsOf(tx: Db, userId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select url from uploads where user_id = ${userId}
    union select lp.url from listing_photos lp join listings l on l.id = lp.listing_id where l.user_id = ${userId}
    union select image_url from listings where user_id = ${userId} and image_url is not null
    union select original_image_url from creation_logs where user_id = ${userId} and original_image_url is not null`);
  return rowsOf<{ url: string }>(result).map((r) => r.url);
}

/** Ads still live on a marketplace for listings that were not sold: an admin takes them down by hand. */
export async function liveAdsOf(tx: Db, userId: string) {
  const result = await tx.execute(sql`
    select p.marketplace, p.url, l.title from postings p join listings l on l.id = p.listing_id
    where l.user_id = ${userId} and p.status = 'posted'
      and not exists (select 1 from sales s where s.listing_id = l.id)
    order by l.created_at, p.marketplace`);
  return rowsOf<{ marketplace: string; url: string | null; title: string }>(result);
}

/**
 * Keeps the seller's sales and payouts for the accounts without them: the sold listing's title and price move
 * onto the sale, the sale lets go of the listing and the seller, takes the label, and the payout notes lose the
 * seller's email, payout details and names. Answers how many sales were kept.
 */
export async function anonymiseSales(tx: Db, person: User, label: string): Promise<number> {
  await tx.execute(sql`
    update sales s set listing_title = l.title, listing_price = l.price, listing_id = null
    from listings l where l.id = s.listing_id and s.user_id = ${person.id}`);
  const notes = rowsOf<{ id: string; payout_notes: string }>(
    await tx.execute(
      sql`select id, payout_notes from sales where user_id = ${person.id} and payout_notes is not null for update`,
    ),
  );
  for (const n of notes) {
    const cleaned = withoutPersonalDetails(n.payout_notes, person, label);
    if (cleaned !== n.payout_notes)
      await tx.execute(sql`update sales set payout_notes = ${cleaned} where id = ${n.id}`);
  }
  const kept = rowsOf<{ id: string }>(
    await tx.execute(
      sql`update sales set user_id = null, seller_label = ${label} where user_id = ${person.id} returning id`,
    ),
  );
  return kept.length;
}

/**
 * Deletes the rest: messages to and from the seller, the listings (their postings and photo rows go with them),
 * the sign-in counters that name the email, and the user row - which takes the sessions, creation logs, upload
 * records, known addresses and recovery codes with it (cascade) and frees the email for a new sign-up. People
 * the seller referred keep their account; their link to the referrer is cleared by its foreign key.
 */
export async function eraseRest(tx: Db, person: User): Promise<{ listings: number }> {
  await tx.execute(sql`delete from messages where to_user_id = ${person.id} or from_user_id = ${person.id}`);
  const gone = rowsOf<{ id: string }>(
    await tx.execute(sql`delete from listings where user_id = ${person.id} returning id`),
  );
  const keys = attemptKeysOf(person.email);
  await tx.execute(
    sql`delete from rate_limits where key in (${sql.join(
      keys.exact.map((k) => sql`${k}`),
      sql`, `,
    )}) or ${sql.join(
      keys.prefixes.map((p) => sql`starts_with(key, ${p})`),
      sql` or `,
    )}`,
  );
  await tx.execute(sql`delete from users where id = ${person.id}`);
  return { listings: gone.length };
}
