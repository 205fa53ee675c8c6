import { z } from "zod";
import { errorSchema } from "../../../../contract/common.ts";
import { MARKETPLACES } from "../../../../contract/enums.ts";
import { pageQuerySchema } from "../../../../contract/pagination.ts";
import { delistCountSchema, delistTaskUpdateSchema } from "../../../../contract/sales.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { decodeExactCursor, sendPage } from "../../../lib/pagination.ts";
import { actorOf } from "../../audit/record.ts";
import { openCount, openTasksPage } from "./repo.ts";
import { tickTask } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const openDelistTaskSchema = z.object({
  id: z.string(),
  saleId: z.string().nullable(),
  listingId: z.string().nullable(),
  reason: z.enum(["sold", "withdrawn"]),
  title: z.string(),
  marketplace: z.enum(MARKETPLACES),
  url: z.string().nullable(),
  at: z.string(),
});

/** The desk's delist tasks (issue 40 item 4): sold and withdrawn listings' ads still to take down. */
export default async function delistRoutes(app: App) {
  app.get(
    "/api/admin/delist-tasks",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Ads of sold or withdrawn listings still to take down, oldest first. Paged: x-next-cursor",
        querystring: pageQuerySchema,
        response: { 200: z.array(openDelistTaskSchema), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await openTasksPage(app.db, request.query.limit, decodeExactCursor(request.query.cursor));
      return sendPage(reply, rows, request.query.limit, (r) => ({ at: r.at, id: r.id }));
    },
  );

  app.get(
    "/api/admin/delist-tasks/count",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "How many ads of sold or withdrawn listings are still to be removed",
        response: { 200: delistCountSchema, ...errors },
      },
    },
    async () => ({ open: await openCount(app.db) }),
  );

  app.post(
    "/api/admin/delist-tasks/:taskId/done",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Tick off (or reopen) a delist task: the ad is down (audited; a second tick changes nothing)",
        params: z.object({ taskId: z.string().max(100) }),
        body: delistTaskUpdateSchema,
        response: { 200: z.object({ id: z.string(), done: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { task } = await tickTask(app, actorOf(request), request.params.taskId, request.body.done);
      return { id: task.id, done: request.body.done };
    },
  );
}
