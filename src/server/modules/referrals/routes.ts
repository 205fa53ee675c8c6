import type { App } from "../../app-types.ts";

/** The seller's referral calls: /api/referrals/stats, generate, link (issue 12). */
export default async function referralRoutes(_app: App) {}
