import { and, eq, inArray } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { listings, postings, sales, type User } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { type Client, clientFor } from "../listings/helpers.ts";

export { clientFor, ORIGIN } from "../listings/helpers.ts";

/** An admin client, a seller with payout details, and one of their active listings posted on OLX and Quikr. */
export async function saleSetup(app: App, seller?: Partial<Pick<User, "upiId" | "paypalEmail">>) {
  const adminUser = await createAdmin(app);
  const admin = await clientFor(app, adminUser);
  const sellerUser = await createUser(app, {
    upiId: seller && "upiId" in seller ? seller.upiId : "asha@okaxis",
    paypalEmail: seller && "paypalEmail" in seller ? seller.paypalEmail : null,
  });
  const asSeller = await clientFor(app, sellerUser);
  const listing = await createListing(app, sellerUser, { title: "Canon EOS 200D", price: "30000.00" });
  // The listing's own ad (an ad's address belongs to one listing), on both marketplaces' rows as tests expect.
  const ad = adUrl("olx");
  await app.db
    .update(postings)
    .set({ status: "posted", url: ad })
    .where(and(eq(postings.listingId, listing.id), inArray(postings.marketplace, ["olx", "quikr"])));
  return { adminUser, admin, sellerUser, asSeller, listing, ad };
}

export async function recordSale(admin: Client, listingId: string, over: Record<string, unknown> = {}) {
  const res = await admin("POST", "/api/admin/sales", {
    listingId,
    saleAmount: "12000",
    marketplace: "olx",
    payoutAmount: "10800",
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(`sale not recorded: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; delistTasks: Array<{ id: string; marketplace: string }> };
}

export const salesOf = (app: App, listingId: string) =>
  app.db.select().from(sales).where(eq(sales.listingId, listingId));
export const listingRow = async (app: App, id: string) =>
  (await app.db.select().from(listings).where(eq(listings.id, id)))[0];

/** Counts answers by status code, e.g. { 201: 1, 409: 49 }. */
export function statusCounts(responses: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
