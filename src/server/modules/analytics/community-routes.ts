import type { App } from "../../app-types.ts";

/** Community growth metrics: GET /api/admin/community-metrics (issue 12). */
export default async function communityMetricsRoutes(_app: App) {}
