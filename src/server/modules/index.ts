import type { App } from "../app-types.ts";
import adminPostingRoutes from "./admin/postings-routes.ts";
import authRoutes from "./auth/routes.ts";
import generatorRoutes from "./generator/routes.ts";
import healthRoutes from "./health/routes.ts";
import listingRoutes from "./listings/routes.ts";
import adminMessageRoutes from "./messages/admin-routes.ts";
import messageRoutes from "./messages/routes.ts";
import uploadRoutes from "./uploads/routes.ts";

/** Every domain module, registered in this order by buildApp. Add a new domain here, one per line. */
export const domainModules: Array<(app: App) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  uploadRoutes,
  generatorRoutes,
  listingRoutes,
  adminPostingRoutes,
  messageRoutes,
  adminMessageRoutes,
];
