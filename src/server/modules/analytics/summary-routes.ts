import type { App } from "../../app-types.ts";

/** The admin dashboard's summary counts (issue 10). */
export default async function adminSummaryRoutes(_app: App) {}
