import type { App } from "../../app-types.ts";

/** Admin user search for the message recipient picker: GET /api/admin/users (issue 10). */
export default async function adminUserRoutes(_app: App) {}
