import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { WITHDRAWN_SOLD } from "../../../contract/enums.ts";
import type { SaleDto, SellerSale } from "../../../contract/sales.ts";
import type { Db } from "../../db/client.ts";
import { delistTasks, listings, postings, sales, users } from "../../db/schema.ts";
import type { Keyset } from "../../lib/pagination.ts";
import { tasksForSales } from "../postings/delist/repo.ts";

const marker = alias(users, "marker");
const payer = alias(users, "payer");
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns of a sale with its listing, seller and the two admins (spec section 3, Sale). */
const saleColumns = {
  id: sales.id,
  listingId: sales.listingId,
  userId: sales.userId,
  saleAmount: sales.saleAmount,
  payoutAmount: sales.payoutAmount,
  saleDate: sales.saleDate,
  marketplace: sales.marketplace,
  payoutStatus: sales.payoutStatus,
  payoutDate: sales.payoutDate,
  payoutMethod: sales.payoutMethod,
  payoutNotes: sales.payoutNotes,
  payoutReference: sales.payoutReference,
  withdrawnPostings: sql<string[]>`coalesce((
    select json_agg(wp.marketplace order by wp.marketplace) from ${postings} wp
    where wp.listing_id = ${sales.listingId} and wp.status = ${WITHDRAWN_SOLD}), '[]'::json)`,
  takenDown: sql<string[]>`coalesce((
    select json_agg(dt.marketplace order by dt.marketplace) from ${delistTasks} dt
    where dt.sale_id = ${sales.id} and dt.done_at is not null), '[]'::json)`,
  // A deleted seller's sale (docs/decisions/129) has no listing and no seller row: it shows what was kept.
  listingTitle: sql<string>`coalesce(${listings.title}, ${sales.listingTitle})`,
  listingImageUrl: listings.imageUrl,
  listingPrice: sql<string>`coalesce(${listings.price}, ${sales.listingPrice}, ${sales.saleAmount})`,
  sellerLabel: sales.sellerLabel,
  userFirstName: sql<string | null>`coalesce(${users.firstName}, ${sales.sellerLabel})`,
  userEmail: sql<string>`coalesce(${users.email}, ${sales.sellerLabel})`,
  userUpiId: users.upiId,
  userPaypalEmail: users.paypalEmail,
  markerFirstName: marker.firstName,
  markerEmail: marker.email,
  payerFirstName: payer.firstName,
  payerEmail: payer.email,
};

function selectSales(db: Db) {
  return db
    .select(saleColumns)
    .from(sales)
    .leftJoin(listings, eq(listings.id, sales.listingId))
    .leftJoin(users, eq(users.id, sales.userId))
    .leftJoin(marker, eq(marker.id, sales.markedSoldByAdminId))
    .leftJoin(payer, eq(payer.id, sales.paidByAdminId));
}
type SaleRow = Awaited<ReturnType<ReturnType<typeof selectSales>["execute"]>>[number];

function toSellerSale(r: SaleRow): SellerSale {
  return {
    id: r.id,
    listingId: r.listingId,
    userId: r.userId,
    listing: { title: r.listingTitle, imageUrl: r.listingImageUrl, price: r.listingPrice },
    saleAmount: r.saleAmount,
    payoutAmount: r.payoutAmount,
    saleDate: r.saleDate.toISOString(),
    marketplace: r.marketplace as SellerSale["marketplace"],
    payoutStatus: r.payoutStatus as SellerSale["payoutStatus"],
    payoutDate: iso(r.payoutDate),
    payoutMethod: r.payoutMethod as SellerSale["payoutMethod"],
    payoutNotes: r.payoutNotes,
    payoutReference: r.payoutReference,
    withdrawnPostings: r.withdrawnPostings as SellerSale["withdrawnPostings"],
    takenDown: r.takenDown as SellerSale["takenDown"],
  };
}

const personOf = (firstName: string | null, email: string | null) => (email ? { firstName, email } : null);

async function withTasks(db: Db, rows: SaleRow[]): Promise<SaleDto[]> {
  const tasks = await tasksForSales(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toSellerSale(r),
    user: { firstName: r.userFirstName, email: r.userEmail, upiId: r.userUpiId, paypalEmail: r.userPaypalEmail },
    sellerDeleted: r.sellerLabel !== null,
    markedSoldByAdmin: personOf(r.markerFirstName, r.markerEmail),
    paidByAdmin: personOf(r.payerFirstName, r.payerEmail),
    delistTasks: tasks.get(r.id) ?? [],
  }));
}

export async function findSale(db: Db, id: string): Promise<SaleDto | undefined> {
  const rows = await selectSales(db).where(eq(sales.id, id)).limit(1);
  return (await withTasks(db, rows))[0];
}

export interface SaleFilter {
  status?: "pending" | "paid";
  q?: string;
  openDelist?: boolean;
}

function filterSql(f: SaleFilter): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(sales.payoutStatus, f.status));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(listings.title, like),
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(sales.sellerLabel, like),
        ilike(sales.listingTitle, like),
      ) as SQL,
    );
  }
  if (f.openDelist)
    where.push(sql`exists (select 1 from ${delistTasks} t where t.sale_id = ${sales.id} and t.done_at is null)`);
  return where;
}

/**
 * One page of sales, keyset on (sale_date, id): newest first, or oldest first for the payout queue.
 * Returns limit + 1 rows (sendPage's convention) and the filter's total.
 */
export async function pageSales(
  db: Db,
  filter: SaleFilter,
  page: { limit: number; after?: Keyset; oldestFirst?: boolean },
): Promise<{ rows: SaleDto[]; total: number }> {
  const where = filterSql(filter);
  const totalWhere = where.length ? and(...where) : undefined;
  // Cursors carry milliseconds while PostgreSQL keeps microseconds: order and compare on the millisecond.
  const at = sql`date_trunc('milliseconds', ${sales.saleDate})`;
  if (page.after) {
    const key = sql`(${page.after.at.toISOString()}::timestamptz, ${page.after.id}::uuid)`;
    where.push(page.oldestFirst ? sql`(${at}, ${sales.id}) > ${key}` : sql`(${at}, ${sales.id}) < ${key}`);
  }
  const order = page.oldestFirst ? [asc(at), asc(sales.id)] : [desc(at), desc(sales.id)];
  const rows = await selectSales(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(page.limit + 1);
  const [{ total }] = await db
    .select({ total: count() })
    .from(sales)
    .leftJoin(listings, eq(listings.id, sales.listingId))
    .leftJoin(users, eq(users.id, sales.userId))
    .where(totalWhere);
  return { rows: await withTasks(db, rows), total };
}

/** Every sale of one seller, newest first (a seller's own history is short; no admin details). */
export async function salesOfSeller(db: Db, userId: string): Promise<SellerSale[]> {
  const rows = await selectSales(db).where(eq(sales.userId, userId)).orderBy(desc(sales.saleDate), desc(sales.id));
  return rows.map(toSellerSale);
}

/** Sales in a sale-date range [from, toExclusive), oldest first, for the CSV export. */
export async function salesInRange(db: Db, range: { from?: Date; toExclusive?: Date; userId?: string }) {
  const where: SQL[] = [];
  if (range.from) where.push(gte(sales.saleDate, range.from));
  if (range.toExclusive) where.push(lt(sales.saleDate, range.toExclusive));
  if (range.userId) where.push(eq(sales.userId, range.userId));
  const rows = await selectSales(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(sales.saleDate), asc(sales.id));
  return withTasks(db, rows);
}

// --- writes: each runs inside the caller's transaction ---

/** Locks the listing row until the transaction ends: sale, undo and the seller's delete queue up behind it. */
export async function lockListing(tx: Db, id: string) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for("update").limit(1);
  return row;
}

/** Locks one sale row (payout reads its values before changing them). */
export async function lockSale(tx: Db, id: string) {
  const [row] = await tx.select().from(sales).where(eq(sales.id, id)).for("update").limit(1);
  return row;
}

/** Inserts the sale; the unique index on listing_id makes a second one return nothing instead of failing. */
export async function insertSale(tx: Db, values: typeof sales.$inferInsert) {
  const [row] = await tx.insert(sales).values(values).onConflictDoNothing({ target: sales.listingId }).returning();
  return row;
}

/**
 * Pays a pending sale - only if it is still pending, the amount fits the sale and the seller has details for
 * the method. One statement: of 50 identical calls exactly one matches; the rest find it paid.
 */
export async function payPending(
  tx: Db,
  saleId: string,
  values: { method: "upi" | "paypal"; amount: string; notes: string | null; reference: string | null; adminId: string },
) {
  const detail = values.method === "upi" ? sql`u.upi_id` : sql`u.paypal_email`;
  const [row] = await tx
    .update(sales)
    .set({
      payoutStatus: "paid",
      payoutDate: new Date(),
      payoutMethod: values.method,
      payoutAmount: values.amount,
      payoutNotes: values.notes,
      payoutReference: values.reference,
      paidByAdminId: values.adminId,
    })
    .where(
      and(
        eq(sales.id, saleId),
        eq(sales.payoutStatus, "pending"),
        sql`${sales.saleAmount} >= ${values.amount}::numeric`,
        sql`exists (select 1 from ${users} u where u.id = ${sales.userId} and coalesce(${detail}, '') <> '')`,
      ),
    )
    .returning();
  return row;
}

/**
 * Deletes a sale only while its payout is pending (its delist tasks go with it), and never one kept after its
 * seller deleted their account: there is no listing to restore.
 */
export async function deletePending(tx: Db, saleId: string) {
  const [row] = await tx
    .delete(sales)
    .where(and(eq(sales.id, saleId), eq(sales.payoutStatus, "pending"), isNotNull(sales.userId)))
    .returning();
  return row;
}

export async function saleRowWithSeller(db: Db, saleId: string) {
  const [row] = await db
    .select({
      sale: sales,
      upiId: users.upiId,
      paypalEmail: users.paypalEmail,
      title: sql<string>`coalesce(${listings.title}, ${sales.listingTitle})`,
    })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.userId))
    .leftJoin(listings, eq(listings.id, sales.listingId))
    .where(eq(sales.id, saleId))
    .limit(1);
  return row;
}

export async function payoutInfo(db: Db, userId: string) {
  const [row] = await db
    .select({ upiId: users.upiId, paypalEmail: users.paypalEmail })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { upiId: null, paypalEmail: null };
}

export async function setPayoutInfo(
  db: Db,
  userId: string,
  info: { upiId: string | null; paypalEmail: string | null },
) {
  const [row] = await db
    .update(users)
    .set(info)
    .where(eq(users.id, userId))
    .returning({ upiId: users.upiId, paypalEmail: users.paypalEmail });
  return row;
}
