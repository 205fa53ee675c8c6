import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { AdminRole } from "../../../src/contract/roles.ts";
import type { WorkItem, WorkKind, WorkQueue } from "../../../src/contract/work-queue.ts";
import type { App } from "../../../src/server/app-types.ts";
import { type User, users } from "../../../src/server/db/schema.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { type Client, clientFor } from "../listings/helpers.ts";

/** Helpers for Today's queue and the roles (issue 41). */

export interface Admin {
  user: User;
  call: Client;
}

/** An admin of `role` with a signed-in client. */
export async function adminOf(app: App, role: AdminRole, firstName = role[0].toUpperCase() + role.slice(1)) {
  const user = await createUser(app, { isAdmin: true, firstName });
  await app.db.update(users).set({ adminRole: role }).where(eq(users.id, user.id));
  const [fresh] = await app.db.select().from(users).where(eq(users.id, user.id));
  return { user: fresh, call: await clientFor(app, fresh) } satisfies Admin;
}

export const adUrl = (marketplace: string, n: number) =>
  marketplace === "olx"
    ? `https://www.olx.in/item/phone-iid-${n}`
    : marketplace === "quikr"
      ? `https://www.quikr.com/mobiles/phone-W0QQAdIdZ${n}`
      : `https://www.facebook.com/marketplace/item/${n}/`;

let serial = 1000;

/** Marks one marketplace of a listing posted, as an admin does (with its ad's address). */
export async function markPosted(owner: Admin, listingId: string, marketplace = "olx") {
  const res = await owner.call("PUT", `/api/admin/listings/${listingId}/status`, {
    platform: marketplace,
    status: "posted",
    postingUrl: adUrl(marketplace, serial++),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * One item of each kind, made through the API as they happen: a listing waiting to be posted (postings), a live
 * ad the seller edited (update) and that is about to expire (renewal), a sold listing's live ad (delist) and its
 * payout, and a seller's reply to the team.
 */
export async function oneOfEach(app: App, owner: Admin, title = "Kind") {
  const seller = await createUser(app, { firstName: "Priya", upiId: "priya@okaxis" });
  const sellerCall = await clientFor(app, seller);
  const waiting = await createListing(app, seller, { title: `${title} waiting` });
  const live = await createListing(app, seller, { title: `${title} live` });
  await markPosted(owner, live.id, "olx");
  const edit = await sellerCall("PATCH", `/api/listings/${live.id}`, { price: "1400" });
  expect(edit.statusCode, edit.body).toBe(200);
  // The live ad expires in a day: inside the renewal window (3 days).
  await app.db.execute(sql`
    update postings set expires_at = ${new Date(app.clock.now().getTime() + 86_400_000).toISOString()}::timestamptz
    where listing_id = ${live.id} and marketplace = 'olx'`);
  const sold = await createListing(app, seller, { title: `${title} sold` });
  await markPosted(owner, sold.id, "quikr");
  const sale = await owner.call("POST", "/api/admin/sales", {
    listingId: sold.id,
    saleAmount: "1200",
    marketplace: "quikr",
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const note = await owner.call("POST", "/api/admin/messages", {
    toUserId: seller.id,
    subject: `About ${title}`,
    message: "Could you send another photo of the back?",
  });
  expect(note.statusCode, note.body).toBe(201);
  const reply = await sellerCall("POST", "/api/messages", { originalMessageId: note.json().id, message: "Sent it!" });
  expect(reply.statusCode, reply.body).toBe(201);
  return { seller, sellerCall, waiting, live, sold, saleId: sale.json().id as string };
}

export async function queueOf(admin: Admin, query = ""): Promise<WorkQueue> {
  const res = await admin.call("GET", `/api/admin/queue${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkQueue;
}

export const kindsIn = (items: WorkItem[]) => [...new Set(items.map((i) => i.kind))].sort();

export const itemsOf = (items: WorkItem[], kind: WorkKind) => items.filter((i) => i.kind === kind);
