import { updateTaskDoneSchema } from "../../../contract/after-live.ts";
import {
  assistantUpdateSchema,
  updateTaskIdParams,
  updateTaskPhotoParams,
} from "../../../contract/assistant-update.ts";
import { errorSchema } from "../../../contract/common.ts";
import {
  assistantMeSchema,
  assistantPhotoParams,
  assistantPostingSchema,
  assistantResultSchema,
  claimSchema,
  markFailedBodySchema,
  markPostedBodySchema,
  postingRefSchema,
} from "../../../contract/posting-desk.ts";
import type { App } from "../../app-types.ts";
import { markTaskDone } from "../postings/updates/service.ts";
import { assistantActor, assistantCaller, requireAssistantToken } from "./auth.ts";
import { adminNameOf, assistantPhoto, assistantPosting, markFailed, markPosted, renewClaim } from "./service.ts";
import { assistantUpdate, assistantUpdatePhoto } from "./update-service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ["extension"];
/** Bearer token only (docs/decisions/133): the OpenAPI document says so on every route. */
const security = [{ assistantToken: [] }];

/** The posting assistant's own calls (issue 29 items 2-4): `Authorization: Bearer slx_...`, never a cookie. */
export default async function assistantRoutes(app: App) {
  app.get(
    "/api/extension/me",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Whose token the assistant holds, and until when",
        response: { 200: assistantMeSchema, ...errors },
      },
    },
    async (request) => {
      const caller = assistantCaller(request);
      return { adminName: adminNameOf(caller.admin), expiresAt: caller.expiresAt.toISOString() };
    },
  );

  app.get(
    "/api/extension/postings/:listingId/:marketplace",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "A posting the token's admin holds, fitted to the marketplace's form (409 when not held any more)",
        params: postingRefSchema,
        response: { 200: assistantPostingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const posting = await assistantPosting(app, assistantCaller(request).admin.id, request.params);
      return reply.header("cache-control", "private, no-store").send(posting);
    },
  );

  app.get(
    "/api/extension/postings/:listingId/:marketplace/photos/:n",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The n-th full-size photo (from 1) of a posting the token's admin holds, as a JPEG",
        params: assistantPhotoParams,
      },
    },
    async (request, reply) => {
      const { n, ...ref } = request.params;
      const jpeg = await assistantPhoto(app, assistantCaller(request).admin.id, ref, n);
      return reply.header("content-type", "image/jpeg").header("cache-control", "private, no-store").send(jpeg);
    },
  );

  app.post(
    "/api/extension/postings/:listingId/:marketplace/renew",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Renew the token admin's claim for 15 more minutes (409 when they no longer hold it)",
        params: postingRefSchema,
        response: { 200: claimSchema, ...errors },
      },
    },
    async (request) => renewClaim(app, assistantActor(request), request.params),
  );

  app.post(
    "/api/extension/postings/:listingId/:marketplace/posted",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The published ad's address: marks the posting posted (seller notified) and releases the claim",
        params: postingRefSchema,
        body: markPostedBodySchema,
        response: { 200: assistantResultSchema, ...errors },
      },
    },
    async (request) => markPosted(app, assistantActor(request), request.params, request.body.url),
  );

  app.post(
    "/api/extension/postings/:listingId/:marketplace/failed",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Marks the posting failed (with an optional reason) and releases the claim",
        params: postingRefSchema,
        body: markFailedBodySchema,
        response: { 200: assistantResultSchema, ...errors },
      },
    },
    async (request) => markFailed(app, assistantActor(request), request.params, request.body?.reason ?? undefined),
  );

  // "Update on OLX" (docs/decisions/141): an open update task, its photos, and the desk's own tick.
  app.get(
    "/api/extension/update-tasks/:id",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "An open update task: the changed fields' new values fitted to the ad's marketplace (409 when done)",
        params: updateTaskIdParams,
        response: { 200: assistantUpdateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const update = await assistantUpdate(app, request.params.id);
      return reply.header("cache-control", "private, no-store").send(update);
    },
  );

  app.get(
    "/api/extension/update-tasks/:id/photos/:n",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The n-th photo (from 1) of an open update task's listing as it is now, as a JPEG",
        params: updateTaskPhotoParams,
      },
    },
    async (request, reply) => {
      const jpeg = await assistantUpdatePhoto(app, request.params.id, request.params.n);
      return reply.header("content-type", "image/jpeg").header("cache-control", "private, no-store").send(jpeg);
    },
  );

  app.post(
    "/api/extension/update-tasks/:id/done",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary:
          "The ad was saved with the edit: the desk's Mark updated (audited once; a second call changes nothing)",
        params: updateTaskIdParams,
        response: { 200: updateTaskDoneSchema, ...errors },
      },
    },
    async (request) => markTaskDone(app, assistantActor(request), request.params.id),
  );
}
