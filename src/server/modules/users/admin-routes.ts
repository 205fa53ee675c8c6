import {
  ACCOUNT_MESSAGES,
  accountUserParam,
  adminDeleteAccountSchema,
  deletionPreviewSchema,
  deletionResultSchema,
} from "../../../contract/account.ts";
import { adminUserPageSchema, adminUsersQuerySchema } from "../../../contract/admin-users.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import { decodeExactCursor, sendPage } from "../../lib/pagination.ts";
import { USER_LIMITS } from "../../lib/per-user-limit.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { refuseCrossSiteDownload, sendSellerZip } from "./account-routes.ts";
import { userOptionsPage } from "./admin-repo.ts";
import { deleteAsAdmin, previewForAdmin } from "./deletion.ts";
import { sellerRow } from "./export-repo.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * Admin user search for the message recipient picker: GET /api/admin/users (issue 10); and a seller's data,
 * downloaded or deleted by an admin on the seller's behalf (issue 24 item 4, docs/decisions/129), both audited.
 */
export default async function adminUserRoutes(app: App) {
  app.get(
    "/api/admin/users",
    {
      config: { permission: "messages" },
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

  app.get(
    "/api/admin/users/:userId/export",
    {
      onRequest: requireAdmin,
      config: { ...USER_LIMITS.adminDataExport, permission: "sellers" },
      schema: {
        tags: ["admin", "account"],
        summary: "Download a seller's data (the ZIP the seller's own Download my data gives); audited",
        params: accountUserParam,
        response: { ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      refuseCrossSiteDownload(request);
      const { userId } = request.params;
      const seller = await sellerRow(app.db, userId);
      if (!seller) throw notFound(ACCOUNT_MESSAGES.userNotFound);
      // For sellers only: an admin's own data is theirs to download from their account menu.
      if (seller.isAdmin) throw forbidden(ACCOUNT_MESSAGES.adminNotExportable);
      await app.db.transaction((tx) =>
        recordAudit(tx, actorOf(request), {
          action: "account.export",
          entityType: "user",
          entityId: userId,
          before: null,
          after: { downloaded: "seller data" },
        }),
      );
      return sendSellerZip(app, reply, userId);
    },
  );

  app.get(
    "/api/admin/users/:userId/deletion",
    {
      config: { permission: "sellers" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "account"],
        summary: "What deleting this seller's account would do (listings, sales kept, payouts still pending)",
        params: accountUserParam,
        response: { 200: deletionPreviewSchema, ...errors },
      },
    },
    async (request) => previewForAdmin(app, request.params.userId),
  );

  app.post(
    "/api/admin/users/:userId/delete",
    {
      config: { permission: "sellers" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "account"],
        summary: "Delete a seller's account on their behalf, confirmed with the seller's email; audited",
        params: accountUserParam,
        body: adminDeleteAccountSchema,
        response: { 200: deletionResultSchema, ...errors, 410: errorSchema },
      },
    },
    async (request) => deleteAsAdmin(app, actorOf(request), request.params.userId, request.body),
  );
}
