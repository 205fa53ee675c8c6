import { adminMessageSchema, messageSchema } from "../../../contract/messages.ts";
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
      config: sendLimit,
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
}
