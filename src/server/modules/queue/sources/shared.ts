import { type SQL, sql } from "drizzle-orm";
import type { Marketplace } from "../../../../contract/enums.ts";
import type { WorkKind } from "../../../../contract/work-queue.ts";
import type { Db } from "../../../db/client.ts";

/*
 * What every kind's source shares (issue 41, docs/decisions/160). A source is one small file per kind of work: its
 * page (the oldest items first, after a keyset), its counts and whether an item is still open. A new kind, or a
 * kind whose table changes, is a change of one source.
 */

export type ClaimFilter = "any" | "mine" | "unclaimed";

/** Where the page continues: after the item whose due time (microsecond text) and id are these. */
export interface After {
  due: string;
  id: string;
  /** How this source's rows compare at the same due time: later kinds come after, earlier ones before. */
  tie: "gt" | "ge" | "id";
}

export interface PageQuery {
  now: Date;
  /** The kind's target in minutes (renewal: minutes before expiry). */
  minutes: number;
  marketplace?: Marketplace;
  claim: ClaimFilter;
  adminId: string;
  after?: After;
  limit: number;
  renewalWindowDays: number;
}

export interface CountQuery {
  now: Date;
  minutes: number;
  renewalWindowDays: number;
}

/** A row as every source's page answers it; `due` has microseconds (the keyset), the rest milliseconds. */
export interface SourceRow {
  id: string;
  since: string;
  due: string;
  title: string;
  detail: string;
  marketplace: Marketplace | null;
  listingId: string | null;
  adUrl: string | null;
  saleId: string | null;
  sellerId: string | null;
  expired: boolean;
  /** An offer at or above the seller's lowest price: its amount, which Done accepts (issue 47 item 11). */
  acceptAmount?: string | null;
  claim: { adminId: string; adminName: string; expiresAt: string } | null;
}

export interface WorkSource {
  kind: WorkKind;
  page(db: Db, q: PageQuery): Promise<SourceRow[]>;
  count(db: Db, q: CountQuery): Promise<{ total: number; overdue: number }>;
  /** Whether the item is still work to do (a claim is refused otherwise). */
  isOpen(db: Db, id: string, q: CountQuery): Promise<boolean>;
}

export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
export const minutes = (n: number) => sql`(${n} * interval '1 minute')`;
export const ISO_MS = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
export const ISO_US = (expr: SQL) => sql`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The keyset on a source whose due time is `sortColumn + offset`: rows strictly after `after` in the queue's order
 * (due, kind, id). `sortColumn` is what the source's index is ordered by, so the condition stays on it.
 */
export function keyset(sortColumn: SQL, idColumn: SQL, offset: SQL, after: After | undefined): SQL {
  if (!after) return sql`true`;
  const bound = sql`(${after.due}::timestamptz - ${offset})`;
  if (after.tie === "ge") return sql`${sortColumn} >= ${bound}`;
  if (after.tie === "gt") return sql`${sortColumn} > ${bound}`;
  return sql`(${sortColumn}, ${idColumn}) > (${bound}, ${after.id}::uuid)`;
}

/**
 * The claim of an item kept in work_claims, as the page shows it, and the mine/unclaimed filters. Only live claims
 * count: an expired one is free for anyone. "Unclaimed" is a NOT EXISTS, not a left join filtered on a null: the
 * planner turns only the first into an anti-join that keeps reading the source's index in due order (a left join
 * with `c.admin_id is null` read and sorted every waiting posting: 570 ms at 100,000 listings, decision 160).
 */
export function workClaimJoin(kind: WorkKind, idColumn: SQL, q: Pick<PageQuery, "claim" | "adminId" | "now">) {
  const live = sql`c.kind = ${kind} and c.item_id = ${idColumn} and c.expires_at > ${at(q.now)}`;
  if (q.claim === "unclaimed") return unclaimed(sql`select 1 from work_claims c where ${live}`);
  return claimJoinOf(
    q.claim === "mine"
      ? sql`join work_claims c on ${live} and c.admin_id = ${q.adminId}`
      : sql`left join work_claims c on ${live}`,
  );
}

/** The same for postings, whose claims are posting_claims (decision 132). */
export function postingClaimJoin(postingId: SQL, q: Pick<PageQuery, "claim" | "adminId" | "now">) {
  const live = sql`c.posting_id = ${postingId} and c.expires_at > ${at(q.now)}`;
  if (q.claim === "unclaimed") return unclaimed(sql`select 1 from posting_claims c where ${live}`);
  return claimJoinOf(
    q.claim === "mine"
      ? sql`join posting_claims c on ${live} and c.admin_id = ${q.adminId}`
      : sql`left join posting_claims c on ${live}`,
  );
}

function claimJoinOf(join: SQL) {
  return {
    join: sql`${join} left join users cu on cu.id = c.admin_id`,
    where: sql`true`,
    columns: sql`c.admin_id as claim_admin_id,
      coalesce(nullif(btrim(cu.first_name), ''), split_part(cu.email, '@', 1)) as claim_admin_name,
      ${ISO_MS("c.expires_at")} as claim_expires_at`,
  };
}

function unclaimed(liveClaim: SQL) {
  return {
    join: sql``,
    where: sql`not exists (${liveClaim})`,
    columns: sql`null::uuid as claim_admin_id, null::text as claim_admin_name, null::text as claim_expires_at`,
  };
}

export interface ClaimColumns {
  claim_admin_id: string | null;
  claim_admin_name: string | null;
  claim_expires_at: string | null;
}

export const claimOf = (r: ClaimColumns): SourceRow["claim"] =>
  r.claim_admin_id && r.claim_expires_at
    ? { adminId: r.claim_admin_id, adminName: r.claim_admin_name ?? "", expiresAt: r.claim_expires_at }
    : null;

export const toCount = (row: { total: number | string; overdue: number | string } | undefined) => ({
  total: Number(row?.total ?? 0),
  overdue: Number(row?.overdue ?? 0),
});

export { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
