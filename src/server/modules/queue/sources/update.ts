import { sql } from "drizzle-orm";
import { type FieldChange, fieldChangeSchema, summariseChange } from "../../../../contract/after-live.ts";
import type { Marketplace } from "../../../../contract/enums.ts";
import { rowsOf } from "../../../db/rows.ts";
import {
  at,
  type ClaimColumns,
  claimOf,
  ISO_MS,
  ISO_US,
  keyset,
  MARKETPLACE_LABELS,
  minutes,
  toCount,
  type WorkSource,
  workClaimJoin,
} from "./shared.ts";

/** Updates: a seller's edit of a live listing still to be made on one live ad (posting_update_tasks, decision 136). */

interface Row extends ClaimColumns {
  id: string;
  since: string;
  due: string;
  title: string;
  listing_id: string;
  marketplace: Marketplace;
  url: string | null;
  changes: unknown;
}

function changeText(changes: unknown): string {
  const parsed = Array.isArray(changes)
    ? changes.flatMap((c) => {
        const one = fieldChangeSchema.safeParse(c);
        return one.success ? [one.data as FieldChange] : [];
      })
    : [];
  return parsed.map(summariseChange).join(", ") || "Changed";
}

export const updateSource: WorkSource = {
  kind: "update",
  async page(db, q) {
    const claim = workClaimJoin("update", sql`t.id`, q);
    const offset = minutes(q.minutes);
    const result = await db.execute(sql`
      select t.id, ${ISO_MS("t.created_at")} as since, ${ISO_US(sql`t.created_at + ${offset}`)} as due, l.title,
        t.listing_id, p.marketplace, p.url, t.changes, ${claim.columns}
      from posting_update_tasks t
      join postings p on p.id = t.posting_id
      join listings l on l.id = t.listing_id
      ${claim.join}
      where t.done_at is null and ${claim.where}
        ${q.marketplace ? sql`and p.marketplace = ${q.marketplace}` : sql``}
        and ${keyset(sql`t.created_at`, sql`t.id`, offset, q.after)}
      order by t.created_at, t.id
      limit ${q.limit}`);
    return rowsOf<Row>(result).map((r) => ({
      id: r.id,
      since: r.since,
      due: r.due,
      title: r.title,
      detail: `Update on ${MARKETPLACE_LABELS[r.marketplace]}: ${changeText(r.changes)}`,
      marketplace: r.marketplace,
      listingId: r.listing_id,
      adUrl: r.url,
      saleId: null,
      sellerId: null,
      expired: false,
      claim: claimOf(r),
    }));
  },
  async count(db, q) {
    const result = await db.execute(sql`
      select count(*)::int as total, count(*) filter (where t.created_at + ${minutes(q.minutes)} <= ${at(q.now)})::int
        as overdue
      from posting_update_tasks t where t.done_at is null`);
    return toCount(rowsOf<{ total: number; overdue: number }>(result)[0]);
  },
  async isOpen(db, id) {
    const result = await db.execute(sql`select 1 from posting_update_tasks where id = ${id} and done_at is null`);
    return rowsOf(result).length > 0;
  },
};
