import { errorSchema } from "../../../contract/common.ts";
import {
  adminMessageSchema,
  messageSchema,
  repliesHandledSchema,
  sellerIdParam,
  sellerThreadSchema,
} from "../../../contract/messages.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireAdmin } from "../../lib/guards.ts";
import { actorOf } from "../audit/record.ts";
import { messageErrors, sendLimit } from "./routes.ts";
import * as service from "./service.ts";

/**
 * The admin side of messaging: send a message to any user. The recipient picker searches
 * GET /api/admin/users (modules/users/admin-routes.ts).
 */
export default async function adminMessageRoutes(app: App) {
  app.post(
    "/api/admin/messages",
    {
      onRequest: requireAdmin,
      config: { ...sendLimit, permission: "messages" },
      schema: {
        tags: ["admin", "messages"],
        summary: "Send a message to any user (admins only)",
        body: adminMessageSchema,
        response: { 201: messageSchema, ...messageErrors },
      },
    },
    async (request, reply) => {
      const sent = await service.sendAdminMessage(app, currentUser(request), actorOf(request), request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    "/api/admin/sellers/:sellerId/messages",
    {
      config: { permission: "messages" },
      schema: {
        tags: ["admin", "messages"],
        summary: "A seller's conversation with the team, oldest first (the newest 50); waiting replies marked",
        params: sellerIdParam,
        response: { 200: sellerThreadSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.sellerThread(app, currentUser(request), request.params.sellerId),
  );

  app.post(
    "/api/admin/sellers/:sellerId/replies/handled",
    {
      config: { permission: "messages" },
      schema: {
        tags: ["admin", "messages"],
        summary: "No reply needed: the seller's waiting messages leave Today (audited); 404 when none waits",
        params: sellerIdParam,
        response: {
          200: repliesHandledSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => service.markRepliesHandled(app, actorOf(request), request.params.sellerId),
  );
}
