import { asc, eq } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { auditEntries } from "../../../src/server/db/schema.ts";

/** Every audit entry of one listing (or of one actor), oldest first, read straight from the table. */
export const entriesOfListing = (app: App, listingId: string) =>
  app.db.select().from(auditEntries).where(eq(auditEntries.listingId, listingId)).orderBy(asc(auditEntries.at));
export const entriesOfActor = (app: App, actorId: string) =>
  app.db.select().from(auditEntries).where(eq(auditEntries.actorId, actorId)).orderBy(asc(auditEntries.at));
