import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import { adminReferralQuerySchema, adminReferralRecordSchema } from "../../../contract/referrals.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { sendPage } from "../../lib/pagination.ts";
import * as service from "./service.ts";

/** Admin referral records: GET /api/admin/referrals, newest users first, searched and paged in SQL (issue 12). */
export default async function adminReferralRoutes(app: App) {
  app.get(
    "/api/admin/referrals",
    {
      config: { permission: "sellers" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "referrals"],
        summary: "Referral records per user (code, count, referrer, referred users); q searches name, email, code",
        querystring: adminReferralQuerySchema,
        response: { 200: z.array(adminReferralRecordSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, q } = request.query;
      const rows = await service.adminPage(app.db, { q: q || undefined, cursor, limit });
      const page = sendPage(reply, rows, limit, (r) => ({ at: r.at, id: r.user.id }));
      return page.map(({ at: _at, ...record }) => record);
    },
  );
}
