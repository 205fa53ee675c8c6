import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../src/contract/account.ts";
import { auditEntries, sales, users } from "../../../src/server/db/schema.ts";
import { sellerLabel } from "../../../src/server/modules/users/seller-label.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { recordSale } from "../sales/helpers.ts";
import { filesOf, onDisk, postListing, readZip, sessionFor, statusCounts, uploadPhoto } from "./helpers.ts";

/**
 * An admin downloads a seller's data or deletes their account from the admin side (issue 24 item 4,
 * docs/decisions/129): admins only, sellers only, confirmed with the seller's email, both on the audit trail.
 */
const app = await createTestApp();
const adminUser = await createAdmin(app);
const admin = await sessionFor(app, adminUser);

async function sellerWithListing() {
  const seller = await createUser(app, { firstName: "Kiran", upiId: "kiran@okicici" });
  const me = await sessionFor(app, seller);
  const url = await uploadPhoto(app, me.cookie);
  const listing = await postListing(me, "Road bike, 21 gears", [url]);
  return { seller, me, url, listing };
}

const auditOf = (action: "account.export" | "account.delete", userId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.entityId, userId)));

describe("admin routes for a seller's data", () => {
  it("are for admins only: a seller gets 403 (also on their own id), a visitor 401", async () => {
    const { seller, me } = await sellerWithListing();
    const other = await sessionFor(app, await createUser(app));
    const calls = [
      ["GET", `/api/admin/users/${seller.id}/export`],
      ["GET", `/api/admin/users/${seller.id}/deletion`],
      ["POST", `/api/admin/users/${seller.id}/delete`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === "POST" ? { email: seller.email } : undefined;
      for (const s of [me, other]) expect((await s.send(method, url, body)).statusCode).toBe(403);
      const visitor = await app.inject({ method, url, headers: { origin: "http://localhost:3000" }, payload: body });
      expect(visitor.statusCode).toBe(401);
    }
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toHaveLength(1);
  });

  it("downloads the seller's ZIP, with the listing and its photo, and records who did", async () => {
    const { seller, listing, url } = await sellerWithListing();
    const { entries, data } = readZip(await admin.send("GET", `/api/admin/users/${seller.id}/export`));
    expect(data.profile.email).toBe(seller.email);
    const file = data.listings.find((l) => l.id === listing.id)?.photos[0]?.file;
    expect(file).toBe(`photos/${url.split("/").pop()}`);
    expect(entries[file as string]?.length).toBeGreaterThan(1000);
    const [entry] = await auditOf("account.export", seller.id);
    expect(entry).toMatchObject({ actorId: adminUser.id, entityType: "user" });
    expect(JSON.stringify(entry.after)).not.toContain(seller.email);
  });

  it("answers 404 for an unknown user and 403 for an admin's account", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.send("GET", `/api/admin/users/${missing}/export`)).statusCode).toBe(404);
    expect((await admin.send("GET", `/api/admin/users/${missing}/deletion`)).statusCode).toBe(404);
    expect((await admin.send("POST", `/api/admin/users/${missing}/delete`, { email: "x@y.z" })).statusCode).toBe(404);
    expect((await admin.send("GET", "/api/admin/users/not-a-uuid/export")).statusCode).toBe(400);
    const other = await createAdmin(app);
    const exported = await admin.send("GET", `/api/admin/users/${other.id}/export`);
    expect(exported.statusCode).toBe(403);
    const deleted = await admin.send("POST", `/api/admin/users/${other.id}/delete`, { email: other.email });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(ACCOUNT_MESSAGES.adminNotDeletable);
    expect(await app.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });

  it("deletes a seller's account once the seller's email is typed, warning first about an unpaid payout", async () => {
    const { seller, me, url, listing } = await sellerWithListing();
    const sold = await postListing(me, "Helmet", [await uploadPhoto(app, me.cookie, "stuff.jpg")]);
    const sale = await recordSale(admin.send, sold.id);
    expect((await admin.send("GET", `/api/admin/users/${seller.id}/deletion`)).json()).toMatchObject({
      deletable: true,
      listings: 2,
      sales: 1,
      unpaidPayouts: { count: 1, amount: "10800.00" },
    });
    const wrong = await admin.send("POST", `/api/admin/users/${seller.id}/delete`, { email: "someone@else.test" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.emailMismatch);
    const unacknowledged = await admin.send("POST", `/api/admin/users/${seller.id}/delete`, { email: seller.email });
    expect(unacknowledged.statusCode).toBe(409);

    const res = await admin.send("POST", `/api/admin/users/${seller.id}/delete`, {
      email: ` ${seller.email.toUpperCase()} `,
      acknowledgeUnpaidPayouts: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sellerLabel: sellerLabel(seller.id), listingsDeleted: 2, salesKept: 1 });
    expect((await me.send("GET", "/api/auth/user")).statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: seller.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(filesOf(app, url).filter(onDisk)).toEqual([]);
    const desk = (await admin.send("GET", "/api/admin/listings?limit=100")).json() as Array<{ id: string }>;
    expect(desk.map((l) => l.id)).not.toContain(listing.id);
    const [kept] = await app.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(kept).toMatchObject({ sellerLabel: sellerLabel(seller.id), saleAmount: "12000.00", userId: null });

    const [entry] = await auditOf("account.delete", seller.id);
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      after: expect.objectContaining({ deletedBy: "admin", sellerLabel: sellerLabel(seller.id) }),
    });
    expect(entry.ip).not.toBe("");
  });

  it("of 50 concurrent admin deletions, deletes once; the rest are told it is gone", async () => {
    const { seller } = await sellerWithListing();
    const calls = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin.send("POST", `/api/admin/users/${seller.id}/delete`, { email: seller.email }),
      ),
    );
    const counts = statusCounts(calls);
    expect(counts[200]).toBe(1);
    expect((counts[404] ?? 0) + (counts[410] ?? 0)).toBe(49);
    for (const c of calls.filter((r) => r.statusCode !== 200)) {
      expect([ACCOUNT_MESSAGES.alreadyDeleted, ACCOUNT_MESSAGES.userNotFound]).toContain(c.json().message);
    }
    expect(await auditOf("account.delete", seller.id)).toHaveLength(1);
  });
});
