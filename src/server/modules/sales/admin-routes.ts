import type { App } from "../../app-types.ts";

/** Admin sales and payouts: /api/admin/sales, /api/admin/pending-payouts (issue 11). */
export default async function adminSalesRoutes(_app: App) {}
