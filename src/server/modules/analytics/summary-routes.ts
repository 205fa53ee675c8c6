import { adminSummarySchema } from "../../../contract/admin-summary.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { renewalsDueBy } from "../postings/renewals/service.ts";
import { summaryCounts } from "./summary-repo.ts";

/** The admin dashboard's summary counts (issue 10): GET /api/admin/summary. */
export default async function adminSummaryRoutes(app: App) {
  app.get(
    "/api/admin/summary",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "The seven summary cards' figures in one call",
        response: { 200: adminSummarySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => summaryCounts(app.db, renewalsDueBy(app)),
  );
}
