import {
  creationLogIdParam,
  creationLogListSchema,
  creationLogsQuerySchema,
  productImageName,
} from "../../../contract/admin-creation-logs.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import { decodeExactCursor, sendPage } from "../../lib/pagination.ts";
import { attachment, storedPhotoAsJpeg } from "../uploads/jpeg-export.ts";
import { creationLogImage, creationLogsPage } from "./admin-repo.ts";

/** Admin creation logs (issue 10): the list, and Download Image as a real JPEG. */
export default async function adminCreationLogRoutes(app: App) {
  app.get(
    "/api/admin/creation-logs",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Creation logs with their user, newest first; paged (x-next-cursor)",
        querystring: creationLogsQuerySchema,
        response: { 200: creationLogListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await creationLogsPage(app.db, { limit, after: decodeExactCursor(cursor) });
      const page = sendPage(reply, rows, limit, (r) => ({ at: r.at, id: r.id }));
      // Built as JSON by the database: sent as is, not parsed and re-serialised (docs/decisions/035).
      return reply.type("application/json; charset=utf-8").send(`[${page.map((r) => r.json).join(",")}]` as never);
    },
  );

  app.get(
    "/api/admin/creation-logs/:id/image",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The creation's original photo as a JPEG download named product-{last 8 of the listing id}.jpg",
        params: creationLogIdParam,
      },
    },
    async (request, reply) => {
      const log = UUID.test(request.params.id) ? await creationLogImage(app.db, request.params.id) : undefined;
      const jpeg = log ? await storedPhotoAsJpeg(app.config, log.url) : undefined;
      if (!log || !jpeg) throw notFound("Image not found");
      return reply
        .header("content-type", "image/jpeg")
        .header("content-disposition", attachment(productImageName(log.nameId)))
        .header("cache-control", "private, no-store")
        .send(jpeg);
    },
  );
}
