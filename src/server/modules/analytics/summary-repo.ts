import { type SQL, sql } from "drizzle-orm";
import type { AdminSummary } from "../../../contract/admin-summary.ts";
import type { Db } from "../../db/client.ts";
import { offSaleSql } from "../../db/listing-life-sql.ts";

/**
 * Every card's figure; each sub-count is served by an index (docs/decisions/061). The three largest counts go as
 * three statements at once: on PostgreSQL each takes its own pooled connection and core, so the summary costs the
 * slowest of them rather than their sum (at 100,000 listings: renewals due ~30 ms, pending review ~17 ms, listings
 * ~11 ms); PGlite runs them one after the other, as before.
 */
export async function summaryCounts(db: Db, renewalsDueBy: Date): Promise<AdminSummary> {
  const one = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
  const [renewals, review, rest] = await Promise.all([
    // The Renewals due queue's rows: live ads by expiry from postings_live_expires_idx alone, less those of the few
    // listings not for sale (listings_off_sale_idx), an anti-join rather than a lookup per ad. The clock's time is a
    // parameter.
    one<{ renewalsDue: number }>(sql`
      select count(*)::int as "renewalsDue" from postings p
      where p.status = 'posted' and p.expires_at <= ${renewalsDueBy.toISOString()}::timestamptz
        and not exists (select 1 from listings l where l.id = p.listing_id and ${offSaleSql("l")})`),
    // The same set as the Pending Review list (PENDING_REVIEW_SQL), counted from the postings index alone: a Unique
    // over postings_status_listing_idx, which streams (count(distinct) would sort).
    one<{ pendingReview: number }>(sql`
      select count(*)::int as "pendingReview"
      from (select distinct listing_id from postings where status = 'pending') p`),
    one<Omit<AdminSummary, "renewalsDue" | "pendingReview">>(sql`
      select
        (select count(*) from listings)::int as "totalListings",
        (select count(*) from sales)::int as "totalSales",
        (select coalesce(sum(sale_amount), 0)::numeric(16, 2)::text from sales) as "salesValue",
        (select count(*) from sales where payout_status = 'pending')::int as "pendingPayouts",
        (select count(*) from users)::int as "totalUsers",
        (select count(*) from messages)::int as "messages",
        (select count(*) from posting_update_tasks where done_at is null)::int as "updateTasksOpen"`),
  ]);
  return {
    totalListings: Number(rest.totalListings),
    pendingReview: Number(review.pendingReview),
    totalSales: Number(rest.totalSales),
    salesValue: String(rest.salesValue),
    pendingPayouts: Number(rest.pendingPayouts),
    totalUsers: Number(rest.totalUsers),
    messages: Number(rest.messages),
    renewalsDue: Number(renewals.renewalsDue),
    updateTasksOpen: Number(rest.updateTasksOpen),
  };
}
