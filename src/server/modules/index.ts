import type { App } from "../app-types.ts";
import communityMetricsRoutes from "./analytics/community-routes.ts";
import performanceModule from "./analytics/index.ts";
import adminSummaryRoutes from "./analytics/summary-routes.ts";
import assistantModule from "./assistant/index.ts";
import auditRoutes from "./audit/routes.ts";
import authRoutes from "./auth/routes.ts";
import adminCreationLogRoutes from "./generator/admin-routes.ts";
import generatorRoutes from "./generator/routes.ts";
import healthRoutes from "./health/routes.ts";
import adminListingRoutes from "./listings/admin-routes.ts";
import listingRoutes from "./listings/routes.ts";
import adminMessageRoutes from "./messages/admin-routes.ts";
import messageRoutes from "./messages/routes.ts";
import pushRoutes from "./notifications/push-routes.ts";
import postingsModule from "./postings/index.ts";
import queueRoutes from "./queue/routes.ts";
import adminReferralRoutes from "./referrals/admin-routes.ts";
import referralRoutes from "./referrals/routes.ts";
import adminSalesRoutes from "./sales/admin-routes.ts";
import sellerSalesRoutes from "./sales/routes.ts";
import uploadRoutes from "./uploads/routes.ts";
import accountRoutes from "./users/account-routes.ts";
import adminUserRoutes from "./users/admin-routes.ts";
import inviteRoutes from "./users/invite-routes.ts";
import teamRoutes from "./users/team-routes.ts";

/** Every domain module, registered in this order by buildApp. Add a new domain here, one per line. */
export const domainModules: Array<(app: App) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  uploadRoutes,
  generatorRoutes,
  adminCreationLogRoutes,
  listingRoutes,
  adminListingRoutes,
  postingsModule,
  assistantModule,
  messageRoutes,
  adminMessageRoutes,
  pushRoutes,
  sellerSalesRoutes,
  adminSalesRoutes,
  referralRoutes,
  adminReferralRoutes,
  adminSummaryRoutes,
  communityMetricsRoutes,
  performanceModule,
  adminUserRoutes,
  accountRoutes,
  auditRoutes,
  teamRoutes,
  inviteRoutes,
  queueRoutes,
];
