import type { FastifyReply } from "fastify";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../contract/pagination.ts";
import { badRequest } from "./http-error.ts";
import { UUID } from "./ids.ts";

/**
 * Keyset cursors for admin lists ordered by (a timestamp, id): the cursor is the last row's sort key,
 * base64url-encoded. A cursor that does not decode is a 400, never a 5xx.
 */
export interface Keyset {
  at: Date;
  id: string;
}

export function encodeCursor(k: { at: Date | string; id: string }): string {
  const at = typeof k.at === "string" ? k.at : k.at.toISOString();
  return Buffer.from(`${at}|${k.id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (!cursor) return undefined;
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  // Years outside 1..9999 are valid JavaScript dates but out of PostgreSQL's timestamp range (a 500, not a 400).
  const year = date.getUTCFullYear();
  if (rest.length || !id || !UUID.test(id) || Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    throw badRequest("Invalid cursor");
  }
  return { at: date, id };
}

/**
 * Fetch `limit + 1` rows, pass them here: the extra row only says there is a next page.
 * Sets the headers and returns the page.
 */
export function sendPage<T>(
  reply: FastifyReply,
  rows: T[],
  limit: number,
  keyOf: (row: T) => { at: Date | string; id: string },
  total?: number,
): T[] {
  const page = rows.slice(0, limit);
  sendNextCursor(reply, rows.length > limit && page.length ? keyOf(page[page.length - 1]) : undefined, total);
  return page;
}

/** The page's headers: the next page's cursor (when one follows) and the total (when counted). */
export function sendNextCursor(reply: FastifyReply, next?: { at: Date | string; id: string }, total?: number): void {
  if (next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
  if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header("access-control-expose-headers", `${NEXT_CURSOR_HEADER}, ${TOTAL_COUNT_HEADER}`);
}

/**
 * Like decodeCursor, but keeps the timestamp text exactly as encoded. PostgreSQL stores microseconds and a
 * JavaScript Date keeps milliseconds: a keyset compared at millisecond precision can skip rows created within
 * the same millisecond. Encode the key with `to_char(..., 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` and compare it
 * as `::timestamptz` in SQL.
 */
export function decodeExactCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  const key = decodeCursor(cursor);
  if (!key || !cursor) return undefined;
  const at = Buffer.from(cursor, "base64url").toString("utf8").split("|")[0];
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at)) throw badRequest("Invalid cursor");
  return { at, id: key.id };
}
