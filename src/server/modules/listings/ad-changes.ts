import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import type { Listing } from "../../db/schema.ts";
import type { StateHandler } from "./lifecycle.ts";

/** The fields of a listing that its live ads show. */
export interface AdFields {
  title: string;
  description: string;
  price: string;
  photos: string[];
}

/** What the ads show of a listing row (a listing saved before photo rows existed has only its image_url). */
export const adFieldsOf = (
  row: { title: string; description: string; price: string; imageUrl: string | null },
  photos: string[],
): AdFields => ({
  title: row.title,
  description: row.description,
  price: row.price,
  photos: photos.length === 0 && row.imageUrl ? [row.imageUrl] : photos,
});

/**
 * A port (docs/architecture.md): what a change of a listing's ad fields means for its live ads is the postings
 * module's business (update tasks). The postings module adds its handler when it registers; a listing's edit calls
 * the handlers inside its transaction, under the listing row lock, and never imports postings.
 */
export type AdChangeHandler = (tx: Db, app: App, listing: Listing, before: AdFields, after: AdFields) => Promise<void>;

export interface ListingPorts {
  adFieldsChanged: AdChangeHandler[];
  /** Told of every change of the listing's state (lifecycle.ts), a delete included, before the row goes. */
  stateChanged: StateHandler[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Handlers that higher modules give the listings module (decorated once by buildApp). */
    listingPorts: ListingPorts;
  }
}

export const createListingPorts = (): ListingPorts => ({ adFieldsChanged: [], stateChanged: [] });

/** Tells every handler that the listing's ad fields changed (inside the caller's transaction). */
export async function adFieldsChanged(tx: Db, app: App, listing: Listing, before: AdFields, after: AdFields) {
  for (const handler of app.listingPorts.adFieldsChanged) await handler(tx, app, listing, before, after);
}
