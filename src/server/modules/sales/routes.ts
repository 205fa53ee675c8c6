import type { App } from "../../app-types.ts";

/** The seller's sales and payout info: GET /api/user/sales, GET and PUT /api/user/payout-info (issue 11). */
export default async function sellerSalesRoutes(_app: App) {}
