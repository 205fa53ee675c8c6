import type { App } from "../../app-types.ts";

/** Admin referral records: GET /api/admin/referrals (issue 12). */
export default async function adminReferralRoutes(_app: App) {}
