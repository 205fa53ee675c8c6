import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import { forgetUploadRequestSchema, UPLOAD_ERRORS, uploadResponseSchema } from "../../../contract/uploads.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import { USER_LIMITS } from "../../lib/per-user-limit.ts";
import { readMultipart } from "./multipart.ts";
import { renditionOf } from "./renditions.ts";
import { acceptPhotos, photoStoreFor } from "./service.ts";
import { LOCAL_PREFIX, parseRenditionName, STORED_NAME } from "./storage.ts";
import { deleteStoredPhotos } from "./stored-photos.ts";
import { scheduleOrphanSweep } from "./sweep.ts";

const errors = {
  400: errorSchema,
  401: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
};

export default async function uploadRoutes(app: App) {
  if (app.config.env !== "test") scheduleOrphanSweep(app);

  app.post(
    "/api/upload",
    {
      preHandler: requireUser,
      config: USER_LIMITS.upload,
      schema: {
        tags: ["uploads"],
        summary: "Store one photo (multipart field image); answers its URL",
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = await readMultipart(request, app.config.uploads.maxBytes);
      const file = body.files.find((f) => f.field === "image") ?? body.files[0];
      if (!file) throw new HttpError(400, UPLOAD_ERRORS.missing);
      const [stored] = await acceptPhotos(app, currentUser(request).id, [file.bytes]);
      return { imageUrl: stored.url };
    },
  );

  app.delete(
    "/api/upload",
    {
      preHandler: requireUser,
      config: USER_LIMITS.upload,
      schema: {
        tags: ["uploads"],
        summary: "Forget a photo the seller removed before it became part of anything (else nothing happens)",
        body: forgetUploadRequestSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // Only the seller's own upload that nothing names is removed: a listing's or a creation log's photo stays.
      await deleteStoredPhotos(app, currentUser(request).id, [request.body.imageUrl]);
      return reply.code(204).send(null);
    },
  );

  // Local-disk photos and their renditions (a missing rendition is made on first request, docs/decisions/118).
  // With S3 configured, photos are served by the bucket (or its CDN) instead.
  if (!app.config.s3) {
    const store = photoStoreFor(app.config);
    app.get(
      "/uploads/:name",
      { schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const { name } = request.params;
        const rendition = parseRenditionName(name);
        let bytes: Buffer | undefined;
        if (rendition) {
          bytes = await renditionOf(store, `${LOCAL_PREFIX}${rendition.photo}`, rendition.side);
        } else if (STORED_NAME.test(name)) {
          bytes = await store.get(`${LOCAL_PREFIX}${name}`);
        }
        if (!bytes) throw notFound();
        return reply.type("image/jpeg").header("cache-control", "public, max-age=31536000, immutable").send(bytes);
      },
    );
  }
}
