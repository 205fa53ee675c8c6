import { z } from "zod";
import { adminRenewalSchema } from "../../../../contract/admin-listings.ts";
import { postingRefParamSchema } from "../../../../contract/after-live.ts";
import { errorSchema } from "../../../../contract/common.ts";
import { listingSchema } from "../../../../contract/listings.ts";
import { pageQuerySchema } from "../../../../contract/pagination.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import { listRenewalsJson, recordRenewal } from "./service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Renewals due (issue 30): ads near or past their marketplace's lifetime. Admins only. */
export default async function renewalRoutes(app: App) {
  app.get(
    "/api/admin/renewals",
    {
      config: { permission: "postings" },
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
        config: { permission: "postings" },
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
