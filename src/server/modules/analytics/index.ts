import type { App } from "../../app-types.ts";
import businessRoutes from "./business/routes.ts";
import { recordStateChange } from "./listing-life.ts";
import performanceRoutes from "./performance/routes.ts";

/**
 * How listings are doing (issue 48): the seller's performance screen and the business's numbers on the desk, both
 * from the listings' history (listings/history.ts), to which this module adds every change of a listing's state
 * through the lifecycle's port. (The desk's summary counts and community growth register on their own.)
 */
export default async function performanceModule(app: App) {
  app.listingPorts.stateChanged.push(recordStateChange);
  await performanceRoutes(app);
  await businessRoutes(app);
}
