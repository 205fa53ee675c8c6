import { z } from "zod";
import { errorSchema } from "../../../../contract/common.ts";
import {
  extensionTokenCreatedSchema,
  extensionTokenCreateSchema,
  extensionTokenIdParam,
  extensionTokenListSchema,
} from "../../../../contract/posting-desk.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import { createToken, listTokens, revokeOwnToken } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The admin's own tokens for the posting assistant (issue 29 item 3, docs/decisions/133). Admins only. */
export default async function assistantTokenRoutes(app: App) {
  app.get(
    "/api/admin/extension-tokens",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Your posting assistant tokens, newest first (never the token itself)",
        response: { 200: extensionTokenListSchema, ...errors },
      },
    },
    async (request) => listTokens(app, actorOf(request).id),
  );

  app.post(
    "/api/admin/extension-tokens",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Create a token for the posting assistant in one browser; the token is shown in this answer only",
        body: extensionTokenCreateSchema,
        response: { 201: extensionTokenCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createToken(app, actorOf(request), request.body.name);
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  app.delete(
    "/api/admin/extension-tokens/:id",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Revoke one of your posting assistant tokens at once",
        params: extensionTokenIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeOwnToken(app, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
