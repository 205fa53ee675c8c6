import { and, eq, inArray, sql } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { auditEntries, listings, postingClaims, postings, type User } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { type Client, clientFor, ORIGIN } from "../listings/helpers.ts";

export { ORIGIN };

/** An app whose clock only moves when a test says so (claims and tokens expire by app.clock). */
export async function deskApp(env: Record<string, string> = {}, logStream?: { write(line: string): void }) {
  const clock = new ManualClock(new Date("2026-11-26T10:00:00.000Z"));
  const app = await createTestApp(env, undefined, { clock, logStream });
  return { app, clock };
}

export interface DeskAdmin {
  user: User;
  call: Client;
}

/** An admin with a signed-in client; `firstName` is what other admins see on their claims. */
export async function deskAdmin(app: App, firstName = "Asha"): Promise<DeskAdmin> {
  const user = await createUser(app, { isAdmin: true, firstName });
  return { user, call: await clientFor(app, user) };
}

/** A seller's listing with three pending postings. */
export async function waitingListing(app: App, opts: { createdAt?: Date; title?: string } = {}) {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, opts);
  return { seller, listing };
}

export const claimUrl = (listingId: string, marketplace = "olx") =>
  `/api/admin/postings/${listingId}/${marketplace}/claim`;

export async function postingRow(app: App, listingId: string, marketplace: string) {
  const [row] = await app.db
    .select()
    .from(postings)
    .where(and(eq(postings.listingId, listingId), eq(postings.marketplace, marketplace)));
  return row;
}

export async function claimRow(app: App, listingId: string, marketplace: string) {
  const posting = await postingRow(app, listingId, marketplace);
  if (!posting) return undefined;
  const [row] = await app.db.select().from(postingClaims).where(eq(postingClaims.postingId, posting.id));
  return row;
}

export const auditOf = (app: App, listingId: string, action: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.listingId, listingId), eq(auditEntries.action, action)));

export const markSold = (app: App, listingId: string) =>
  app.db.update(listings).set({ status: "sold" }).where(eq(listings.id, listingId));

export const deleteListing = (app: App, listingId: string) => app.db.delete(listings).where(eq(listings.id, listingId));

/** Empties the queue: every posting already there is marked posted and every claim dropped. */
export async function emptyQueue(app: App) {
  await app.db.delete(postingClaims);
  // Each its own ad: an ad's address belongs to one listing (docs/decisions/182).
  await app.db
    .update(postings)
    .set({ status: "posted", url: sql`'https://www.olx.in/item/ad-iid-' || abs(hashtext(${postings.id}::text))` })
    .where(inArray(postings.status, ["pending", "pending_human"]));
}

/** A token for `admin`'s assistant, created through the admin API as the desk does. */
export async function assistantToken(admin: DeskAdmin, name = "Chrome on the desk PC"): Promise<string> {
  const res = await admin.call("POST", "/api/admin/extension-tokens", { name });
  if (res.statusCode !== 201) throw new Error(`token not created: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** The assistant's own calls: a bearer token and the extension's origin, no cookie. */
export const EXTENSION_ORIGIN = `chrome-extension://${"abcdefghijklmnop".repeat(2)}`;
export function assistantClient(app: App, token: string | null, extra: Record<string, string> = {}) {
  return (method: "GET" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        origin: EXTENSION_ORIGIN,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        ...extra,
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
}

export const extUrl = (listingId: string, marketplace = "olx", tail = "") =>
  `/api/extension/postings/${listingId}/${marketplace}${tail}`;
