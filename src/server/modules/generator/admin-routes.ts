import type { App } from "../../app-types.ts";

/** Admin creation logs: GET /api/admin/creation-logs (issue 10). */
export default async function adminCreationLogRoutes(_app: App) {}
