import { errorSchema } from "../../../contract/common.ts";
import {
  adminMessageSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  messageSchema,
} from "../../../contract/messages.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireAdmin } from "../auth/session.ts";
import { messageErrors, sendLimit } from "./routes.ts";
import * as service from "./service.ts";

/**
 * The admin side of messaging: send a message to any user, and the minimal user list to pick the recipient from.
 * The admin dashboard work may grow GET /api/admin/users; this shape (id, names, email) is what it must keep.
 */
export default async function adminMessageRoutes(app: App) {
  app.post(
    "/api/admin/messages",
    {
      preHandler: requireAdmin,
      config: sendLimit,
      schema: {
        tags: ["admin", "messages"],
        summary: "Send a message to any user (admins only)",
        body: adminMessageSchema,
        response: { 201: messageSchema, ...messageErrors },
      },
    },
    async (request, reply) => {
      const sent = await service.sendAdminMessage(app.db, currentUser(request), request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    "/api/admin/users",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Users an admin can message (id, names, email); optional search q, newest first",
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.listUserOptions(app.db, request.query),
  );
}
