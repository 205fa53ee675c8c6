import { errorSchema } from "../../../contract/common.ts";
import { adminListingIdParam, listingSchema, postingStatusUpdateSchema } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireAdmin } from "../auth/session.ts";
import { setPostingStatus } from "./postings-service.ts";

/** The admin's Update Status menu per marketplace (spec sections 2 and 7). Admins only. */
export default async function adminPostingRoutes(app: App) {
  app.put(
    "/api/admin/listings/:listingId/status",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Set one marketplace's posting status of a listing and notify its seller",
        params: adminListingIdParam,
        body: postingStatusUpdateSchema,
        response: { 200: listingSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => setPostingStatus(app, currentUser(request).id, request.params.listingId, request.body),
  );
}
