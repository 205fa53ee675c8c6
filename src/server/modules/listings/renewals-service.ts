import type { App } from "../../app-types.ts";

const DAY_MS = 86_400_000;

/** The Renewals due queue holds posted ads expiring by this time (the clock + RENEWAL_WINDOW_DAYS). */
export const renewalsDueBy = (app: App): Date =>
  new Date(app.clock.now().getTime() + app.config.afterLive.renewalWindowDays * DAY_MS);
