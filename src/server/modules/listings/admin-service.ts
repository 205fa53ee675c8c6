import type { FastifyReply } from "fastify";
import type { AdminListingsQuery } from "../../../contract/admin-listings.ts";
import type { Db } from "../../db/client.ts";
import { decodeExactCursor, sendNextCursor } from "../../lib/pagination.ts";
import { adminListingsPage } from "./admin-repo.ts";

/**
 * GET /api/admin/listings: one page, searched and filtered in SQL; the cursor travels in a header.
 * The rows are JSON text built by the database, joined into the array as is (as docs/decisions/035 does).
 */
export async function listAdminListingsJson(
  db: Db,
  reply: FastifyReply,
  query: AdminListingsQuery,
  now?: Date,
): Promise<string> {
  const { rows, next } = await adminListingsPage(db, query, decodeExactCursor(query.cursor), now);
  sendNextCursor(reply, next);
  return `[${rows.map((r) => r.json).join(",")}]`;
}
