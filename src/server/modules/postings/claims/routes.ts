import { z } from "zod";
import { errorSchema } from "../../../../contract/common.ts";
import {
  claimListSchema,
  claimSchema,
  nextPostingBodySchema,
  nextPostingSchema,
  postingRefSchema,
} from "../../../../contract/posting-desk.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import { claimPosting, listLiveClaims, nextPosting, releasePosting } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Posting sessions with claims (issue 29 item 1, docs/decisions/132). Admins only. */
export default async function postingClaimRoutes(app: App) {
  app.post(
    "/api/admin/posting-session/next",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Claim the oldest waiting posting nobody else holds (optionally one marketplace, minus the session's " +
          "skipped ones); 404 when nothing is waiting",
        body: nextPostingBodySchema,
        response: { 200: nextPostingSchema, ...errors },
      },
    },
    async (request) => nextPosting(app, actorOf(request), request.body),
  );

  app.post(
    "/api/admin/postings/:listingId/:marketplace/claim",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Claim one posting for 15 minutes, or renew your own claim; 409 when another admin holds it",
        params: postingRefSchema,
        response: { 200: claimSchema, ...errors },
      },
    },
    async (request) => claimPosting(app, actorOf(request), request.params),
  );

  app.delete(
    "/api/admin/postings/:listingId/:marketplace/claim",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Release your claim of a posting (Skip); 409 when another admin holds it",
        params: postingRefSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await releasePosting(app, actorOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/admin/postings/claims",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every live claim, with the admin who holds it (for 'Asha is posting this (12 min left)')",
        response: { 200: claimListSchema, ...errors },
      },
    },
    async (request) => listLiveClaims(app, actorOf(request).id),
  );
}
