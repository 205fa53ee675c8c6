import type { AuditEntry } from "../../../contract/audit.ts";
import { csvField } from "../../lib/csv.ts";

const HEADER = [
  "at",
  "admin",
  "admin_id",
  "action",
  "entity_type",
  "entity_id",
  "listing_id",
  "sale_id",
  "before",
  "after",
  "request_id",
  "ip",
];

/** One row per entry; before/after as JSON text. csvField quotes and defuses formulas (= + - @ first). */
export function activityCsv(rows: AuditEntry[]): string {
  const json = (v: unknown) => (v == null ? "" : JSON.stringify(v));
  const lines = [HEADER.join(",")];
  for (const e of rows) {
    const fields = [e.at, e.actorName, e.actorId, e.action, e.entityType, e.entityId, e.listingId, e.saleId];
    lines.push([...fields, json(e.before), json(e.after), e.requestId, e.ip].map(csvField).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
