import {
  activityFilterSchema,
  activityQuerySchema,
  auditEntryListSchema,
  listingHistorySchema,
} from "../../../contract/audit.ts";
import { errorSchema, uuidParam } from "../../../contract/common.ts";
import { LISTING_MESSAGES } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { csvFileName } from "../../lib/csv.ts";
import { currentUser, requireAdmin, requireUser } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-error.ts";
import { decodeExactCursor, sendPage } from "../../lib/pagination.ts";
import { activityCsv } from "./csv.ts";
import { activityRows, listingHistory } from "./repo.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** One export answers at most this many entries, newest first; narrow the dates for more (docs/decisions/125). */
export const ACTIVITY_CSV_MAX = 100_000;

/**
 * The audit trail's read side (issue 23). Reading only: no route changes or deletes an entry - they are
 * written by the actions themselves (record.ts), and the database refuses UPDATE and DELETE on them.
 */
export default async function auditRoutes(app: App) {
  app.get(
    "/api/admin/activity",
    {
      config: { permission: "activity" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The audit trail, newest first; filter by admin, action, listing, sale, dates; paged (x-next-cursor)",
        querystring: activityQuerySchema,
        response: { 200: auditEntryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const rows = await activityRows(app.db, filter, { limit: limit + 1, after: decodeExactCursor(cursor) });
      return sendPage(reply, rows, limit, (r) => ({ at: r.at, id: r.id }));
    },
  );

  app.get(
    "/api/admin/activity.csv",
    {
      config: { permission: "exports" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: `The filtered audit trail as CSV (UTF-8, newest first, at most ${ACTIVITY_CSV_MAX} rows)`,
        querystring: activityFilterSchema,
      },
    },
    async (request, reply) => {
      const rows = await activityRows(app.db, request.query, { limit: ACTIVITY_CSV_MAX });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("snaplist-activity", request.query)}"`)
        .header("cache-control", "private, no-store")
        .send(activityCsv(rows));
    },
  );

  app.get(
    "/api/listings/:id/history",
    {
      preHandler: requireUser,
      schema: {
        tags: ["listings"],
        summary: "Status history of one of the seller's own listings, newest first (no admin names or addresses)",
        params: uuidParam,
        response: { 200: listingHistorySchema, ...errors },
      },
    },
    async (request) => {
      const history = await listingHistory(app.db, currentUser(request).id, request.params.id);
      if (!history) throw notFound(LISTING_MESSAGES.listingNotFound);
      return history;
    },
  );
}
