import { z } from "zod";
import { adminUpdateTaskSchema } from "../../../../contract/admin-listings.ts";
import { updateTaskDoneSchema } from "../../../../contract/after-live.ts";
import { errorSchema } from "../../../../contract/common.ts";
import { pageQuerySchema } from "../../../../contract/pagination.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import { listOpenTasksJson, markTaskDone } from "./service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Update tasks (issue 30): seller edits still to be made on live ads. Admins only. */
export default async function updateTaskRoutes(app: App) {
  app.get(
    "/api/admin/update-tasks",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Open update tasks (seller edits still to be made on live ads), oldest first. Paged: x-next-cursor",
        querystring: pageQuerySchema,
        response: { 200: z.array(adminUpdateTaskSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const json = await listOpenTasksJson(app, reply, request.query);
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  app.post(
    "/api/admin/update-tasks/:id/done",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Tick an update task: the ad shows the new values (audited; a second tick changes nothing)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: updateTaskDoneSchema, ...adminErrors },
      },
    },
    async (request) => markTaskDone(app, actorOf(request), request.params.id),
  );
}
