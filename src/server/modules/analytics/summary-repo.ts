import { sql } from "drizzle-orm";
import type { AdminSummary } from "../../../contract/admin-summary.ts";
import type { Db } from "../../db/client.ts";

/** Every card's figure in one round trip; each sub-count is served by an index (docs/decisions/061). */
export async function summaryCounts(db: Db, renewalsDueBy: Date): Promise<AdminSummary> {
  const result = await db.execute(sql`
    select
      (select count(*) from listings)::int as "totalListings",
      -- The same set as the Pending Review list (PENDING_REVIEW_SQL), counted from the postings index alone: a Unique
      -- over postings_status_listing_idx, which streams (count(distinct) would sort).
      (select count(*) from (select distinct listing_id from postings where status = 'pending') p)::int
        as "pendingReview",
      (select count(*) from sales)::int as "totalSales",
      (select coalesce(sum(sale_amount), 0)::numeric(16, 2)::text from sales) as "salesValue",
      (select count(*) from sales where payout_status = 'pending')::int as "pendingPayouts",
      (select count(*) from users)::int as "totalUsers",
      (select count(*) from messages)::int as "messages",
      -- The Renewals due queue's rows: live ads by expiry from postings_live_expires_idx alone, less those of the few
      -- sold listings (listings_sold_idx), an anti-join rather than a lookup per ad. The clock's time is a parameter.
      (select count(*) from postings p
        where p.status = 'posted' and p.expires_at <= ${renewalsDueBy.toISOString()}::timestamptz
          and not exists (select 1 from listings l where l.id = p.listing_id and l.is_sold))::int
        as "renewalsDue",
      (select count(*) from posting_update_tasks where done_at is null)::int as "updateTasksOpen"`);
  const row = (result as unknown as { rows: AdminSummary[] }).rows[0];
  return {
    totalListings: Number(row.totalListings),
    pendingReview: Number(row.pendingReview),
    totalSales: Number(row.totalSales),
    salesValue: String(row.salesValue),
    pendingPayouts: Number(row.pendingPayouts),
    totalUsers: Number(row.totalUsers),
    messages: Number(row.messages),
    renewalsDue: Number(row.renewalsDue),
    updateTasksOpen: Number(row.updateTasksOpen),
  };
}
