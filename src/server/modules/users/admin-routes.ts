import { adminUserPageSchema, adminUsersQuerySchema } from "../../../contract/admin-users.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { decodeExactCursor, sendPage } from "../../lib/pagination.ts";
import { requireAdmin } from "../auth/session.ts";
import { userOptionsPage } from "./admin-repo.ts";

/** Admin user search for the message recipient picker: GET /api/admin/users (issue 10). */
export default async function adminUserRoutes(app: App) {
  app.get(
    "/api/admin/users",
    {
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Users an admin can message (id, names, email); search q, newest first, paged (x-next-cursor)",
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const rows = await userOptionsPage(app.db, { q, limit, after: decodeExactCursor(cursor) });
      return sendPage(reply, rows, limit, (r) => ({ at: r.at, id: r.id })).map(({ at: _at, ...user }) => user);
    },
  );
}
