import {
  adminListingListSchema,
  adminListingsQuerySchema,
  postingPathBodySchema,
  postingPathSchema,
} from "../../../contract/admin-listings.ts";
import { errorSchema } from "../../../contract/common.ts";
import { adminListingIdParam, listingSchema, postingStatusUpdateSchema } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { notFound } from "../../lib/http-error.ts";
import { actorOf } from "../audit/record.ts";
import { requireAdmin } from "../auth/session.ts";
import { attachment, photosZip } from "../uploads/jpeg-export.ts";
import { listAdminListingsJson, setPostingStatus } from "./admin-service.ts";
import { photoUrls } from "./repo.ts";
import { isListingId } from "./service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The posting desk's listing calls (spec sections 2 and 7, issue 10). Admins only. */
export default async function adminListingRoutes(app: App) {
  app.get(
    "/api/admin/listings",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Listings with owner and postings, newest first (pending=true: Pending Review, oldest first). " +
          "Paged: next cursor in x-next-cursor",
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingListSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const json = await listAdminListingsJson(app.db, reply, request.query, app.clock.now());
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  app.put(
    "/api/admin/listings/:listingId/status",
    {
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

  app.get(
    "/api/admin/listings/:listingId/photos.zip",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every photo of a listing, in order, as one zip of JPEGs (the posting kit)",
        params: adminListingIdParam,
      },
    },
    async (request, reply) => {
      const { listingId } = request.params;
      const urls = isListingId(listingId) ? await photoUrls(app.db, listingId) : [];
      const base = `product-${listingId.slice(-8)}`;
      const zip = urls.length ? await photosZip(app.config, urls, base) : undefined;
      if (!zip) throw notFound("No photos to download");
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachment(`${base}-photos.zip`))
        .header("cache-control", "private, no-store")
        .send(Buffer.from(zip));
    },
  );
}
