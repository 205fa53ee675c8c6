import { adminListingListSchema, adminListingsQuerySchema } from "../../../contract/admin-listings.ts";
import { errorSchema } from "../../../contract/common.ts";
import { adminListingIdParam } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-error.ts";
import { attachment, photosZip } from "../uploads/jpeg-export.ts";
import { listAdminListingsJson } from "./admin-service.ts";
import { photoUrls } from "./repo.ts";
import { isListingId } from "./service.ts";

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The admin desk's listing calls (spec sections 2 and 7, issue 10): the list and the photos zip. Admins only. */
export default async function adminListingRoutes(app: App) {
  app.get(
    "/api/admin/listings",
    {
      config: { permission: "desk" },
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

  app.get(
    "/api/admin/listings/:listingId/photos.zip",
    {
      config: { permission: "postings" },
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
