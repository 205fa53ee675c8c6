import type { App } from "../app-types.ts";
import generatorRoutes from "./generator/routes.ts";
import healthRoutes from "./health/routes.ts";
import adminMessageRoutes from "./messages/admin-routes.ts";
import messageRoutes from "./messages/routes.ts";
import uploadRoutes from "./uploads/routes.ts";

/** Every domain module, registered in this order by buildApp. Add a new domain here. */
export const domainModules: Array<(app: App) => Promise<void>> = [
  healthRoutes,
  uploadRoutes,
  generatorRoutes,
  messageRoutes,
  adminMessageRoutes,
];
