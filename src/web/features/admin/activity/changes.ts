import type { AuditEntry } from "../../../../contract/audit.ts";

type Values = AuditEntry["before"];

const show = (v: unknown): string =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0)
    ? "—"
    : Array.isArray(v)
      ? v.map(show).join("; ")
      : String(v);

/** "status: pending → posted" for every value that differs; a value only on one side shows as "—" on the other. */
export function changedValues(before: Values, after: Values): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
}

/** What the entry is about, for the list: the marketplace of a posting, the listing's short id. */
export function subjectOf(e: AuditEntry): string {
  const marketplace = (e.after?.marketplace ?? e.before?.marketplace) as string | undefined;
  const parts = [e.listingId && `Listing ${e.listingId.slice(-8)}`, e.saleId && `Sale ${e.saleId.slice(-8)}`];
  if (e.entityType === "message" && e.after?.toUserId) parts.push(`To user ${String(e.after.toUserId).slice(-8)}`);
  if (e.entityType === "user" && e.action.startsWith("account.") && e.entityId)
    parts.push(`User ${e.entityId.slice(-8)}`);
  if (marketplace) parts.push(marketplace);
  return parts.filter(Boolean).join(" · ");
}
