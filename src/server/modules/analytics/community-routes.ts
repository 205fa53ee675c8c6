import { communityMetricsQuery, communityMetricsSchema } from "../../../contract/analytics.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { communityMetrics } from "./community-service.ts";

/** Community growth metrics: GET /api/admin/community-metrics?range=7d|30d|90d|all (issue 12). */
export default async function communityMetricsRoutes(app: App) {
  app.get(
    "/api/admin/community-metrics",
    {
      config: { permission: "sellers" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "analytics"],
        summary: "Sign-ups, referrals, top referrers and sources, and daily growth over a range (default 30d)",
        querystring: communityMetricsQuery,
        response: { 200: communityMetricsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ data: await communityMetrics(app.db, app.config.timeZone, request.query.range) }),
  );
}
