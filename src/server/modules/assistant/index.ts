import type { App } from "../../app-types.ts";
import assistantAdRoutes from "./ad-routes.ts";
import assistantBuyerRoutes from "./buyers/routes.ts";
import assistantDownloadRoutes from "./download.ts";
import fieldMapRoutes from "./field-maps/routes.ts";
import assistantRoutes from "./routes.ts";
import runReportRoutes from "./run-reports/routes.ts";
import assistantTokenRoutes from "./tokens/routes.ts";

/**
 * The posting assistant's server side (docs/decisions/132-133): the zip admins install, its tokens, and the routes
 * it calls with them. It works on postings (modules/postings) and is the only caller of its own routes.
 */
export default async function assistantModule(app: App) {
  await assistantDownloadRoutes(app);
  await assistantTokenRoutes(app);
  await assistantRoutes(app);
  await assistantAdRoutes(app);
  await assistantBuyerRoutes(app);
  await fieldMapRoutes(app);
  await runReportRoutes(app);
}
