import { postingPathBodySchema, postingPathSchema } from "../../../contract/admin-listings.ts";
import { errorSchema } from "../../../contract/common.ts";
import { adminListingIdParam, listingSchema, postingStatusUpdateSchema } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { actorOf } from "../audit/record.ts";
import { setPostingStatus } from "./status-service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** An admin sets one marketplace's posting status (spec section 7): two routes, one change. */
export default async function postingStatusRoutes(app: App) {
  app.put(
    "/api/admin/listings/:listingId/status",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Set one marketplace's posting status of a listing and notify its seller",
        params: adminListingIdParam,
        body: postingStatusUpdateSchema,
        response: { 200: listingSchema, ...adminErrors },
      },
    },
    async (request) => setPostingStatus(app, actorOf(request), request.params.listingId, request.body),
  );

  app.post(
    "/api/admin/marketplace-postings/:listingId/:marketplace/:status",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The same change as PUT /api/admin/listings/{listingId}/status, with the state in the path",
        params: postingPathSchema,
        body: postingPathBodySchema,
        response: { 200: listingSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { listingId, marketplace, status } = request.params;
      return setPostingStatus(app, actorOf(request), listingId, {
        platform: marketplace,
        status,
        postingUrl: request.body?.postingUrl,
        failureReason: request.body?.failureReason,
      });
    },
  );
}
