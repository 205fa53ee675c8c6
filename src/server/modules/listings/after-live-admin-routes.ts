import { z } from "zod";
import { adminRenewalSchema, adminUpdateTaskSchema } from "../../../contract/admin-listings.ts";
import { postingRefParamSchema, updateTaskDoneSchema } from "../../../contract/after-live.ts";
import { errorSchema } from "../../../contract/common.ts";
import { listingSchema } from "../../../contract/listings.ts";
import { pageQuerySchema } from "../../../contract/pagination.ts";
import type { App } from "../../app-types.ts";
import { actorOf } from "../audit/record.ts";
import { requireAdmin } from "../auth/session.ts";
import { listRenewalsJson, recordRenewal } from "./renewals-service.ts";
import { listOpenTasksJson, markTaskDone } from "./update-tasks-service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** After it goes live (issue 30): the admins' update tasks and renewals. Admins only. */
export default async function afterLiveAdminRoutes(app: App) {
  app.get(
    "/api/admin/update-tasks",
    {
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

  app.get(
    "/api/admin/renewals",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Renewals due: posted ads within RENEWAL_WINDOW_DAYS of expiry, and expired ones, soonest first",
        querystring: pageQuerySchema,
        response: { 200: z.array(adminRenewalSchema), ...adminErrors },
      },
    },
    async (request, reply) => {
      const json = await listRenewalsJson(app, reply, request.query);
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  for (const [path, action, summary] of [
    ["renewed", "renew", "Renewed: the ad's lifetime restarts now (audited)"],
    ["repost", "repost", "Expired, repost: the posting goes back to the posting queue as pending (audited)"],
  ] as const) {
    app.post(
      `/api/admin/postings/:listingId/:marketplace/${path}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ["admin"],
          summary,
          params: postingRefParamSchema,
          response: { 200: listingSchema, ...adminErrors },
        },
      },
      async (request) =>
        recordRenewal(app, actorOf(request), request.params.listingId, request.params.marketplace, action),
    );
  }
}
