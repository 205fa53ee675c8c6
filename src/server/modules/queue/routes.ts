import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  WORK_KIND_PERMISSION,
  WORK_KINDS,
  workClaimSchema,
  workCountsAnswerSchema,
  workQueueQuerySchema,
  workQueueSchema,
  workTargetsInputSchema,
  workTargetsSchema,
} from "../../../contract/work-queue.ts";
import type { App } from "../../app-types.ts";
import { currentUser, roleOf } from "../../lib/guards.ts";
import { actorOf } from "../audit/record.ts";
import { claimItem, releaseItem, workCounts, workQueue } from "./service.ts";
import { readTargets, setTargets } from "./targets.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const itemParams = z.object({ id: z.uuid({ message: "Item not found" }) });

/** Today's queue (issue 41, docs/decisions/160): the admin's work across domains, with claims and targets. */
export default async function queueRoutes(app: App) {
  app.get(
    "/api/admin/queue",
    {
      config: { permission: "desk" },
      schema: {
        tags: ["admin", "queue"],
        summary:
          "Today: every kind of work the caller's role does, urgent kinds first, then by due time (overdue first); " +
          "filters kind, marketplace, mine, unclaimed; counts per kind; keyset paging (nextCursor)",
        querystring: workQueueQuerySchema,
        response: { 200: workQueueSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return workQueue(app, roleOf(user) ?? "poster", user.id, request.query);
    },
  );

  app.get(
    "/api/admin/queue/counts",
    {
      config: { permission: "desk" },
      schema: {
        tags: ["admin", "queue"],
        summary: "Today's counts per kind (total, overdue) for the caller's role: the desk's header, polled",
        response: { 200: workCountsAnswerSchema, ...errors },
      },
    },
    async (request) => workCounts(app, roleOf(currentUser(request)) ?? "poster"),
  );

  app.get(
    "/api/admin/queue/targets",
    {
      config: { permission: "desk" },
      schema: {
        tags: ["admin", "queue"],
        summary: "Today's service-level targets per kind, in minutes (renewal: minutes before the ad's expiry)",
        response: { 200: workTargetsSchema, ...errors },
      },
    },
    async () => readTargets(app.db),
  );

  app.put(
    "/api/admin/queue/targets",
    {
      config: { permission: "settings" },
      schema: {
        tags: ["admin", "queue"],
        summary: "Change service-level targets (owners); any subset of kinds; audited",
        body: workTargetsInputSchema,
        response: { 200: workTargetsSchema, ...errors },
      },
    },
    async (request) => setTargets(app, actorOf(request), request.body),
  );

  // One pair of claim routes per kind, each declaring the permission its kind's work needs.
  for (const kind of WORK_KINDS) {
    app.post(
      `/api/admin/queue/${kind}/:id/claim`,
      {
        config: { permission: WORK_KIND_PERMISSION[kind] },
        schema: {
          tags: ["admin", "queue"],
          summary: `Claim a ${kind} item for 15 minutes, or renew your claim; 409 when another admin holds it`,
          params: itemParams,
          response: { 200: workClaimSchema, ...errors },
        },
      },
      async (request) => claimItem(app, actorOf(request), kind, request.params.id),
    );
    app.delete(
      `/api/admin/queue/${kind}/:id/claim`,
      {
        config: { permission: WORK_KIND_PERMISSION[kind] },
        schema: {
          tags: ["admin", "queue"],
          summary: `Release your claim of a ${kind} item; 409 when another admin holds it`,
          params: itemParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await releaseItem(app, actorOf(request), kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
