import type { App } from "../../app-types.ts";
import adAddressRoutes from "./ad-addresses/routes.ts";
import claimRoutes from "./claims/routes.ts";
import delistRoutes from "./delist/routes.ts";
import dueWorkRoutes from "./due-work.ts";
import { onListingStateChange } from "./listing-life.ts";
import offerRoutes from "./offers/routes.ts";
import priceSuggestionRoutes from "./price-suggestions/routes.ts";
import questionRoutes from "./questions/routes.ts";
import renewalRoutes from "./renewals/routes.ts";
import postingStatusRoutes from "./status-routes.ts";
import updateTaskRoutes from "./updates/routes.ts";
import { recordAdChanges } from "./updates/service.ts";

/**
 * The life of an ad on a marketplace (docs/architecture.md): its status as admins set it, claims while an admin
 * posts it, update tasks when the seller edits a live listing, renewals, price suggestions for what does not sell,
 * and the due-work job. It builds on the seller's listing (modules/listings), never the other way round.
 */
export default async function postingsModule(app: App) {
  // A seller's edit of a live listing makes update tasks for its ads (the listings module's port).
  app.listingPorts.adFieldsChanged.push(recordAdChanges);
  // A listing that leaves sale (sold, withdrawn, deleted) takes its ads down; back on sale, they are queued again.
  app.listingPorts.stateChanged.push(onListingStateChange);
  await postingStatusRoutes(app);
  await adAddressRoutes(app);
  await claimRoutes(app);
  await updateTaskRoutes(app);
  await renewalRoutes(app);
  await delistRoutes(app);
  await priceSuggestionRoutes(app);
  await offerRoutes(app);
  await questionRoutes(app);
  await dueWorkRoutes(app);
}
