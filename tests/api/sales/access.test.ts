import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, ORIGIN, recordSale, saleSetup } from "./helpers.ts";

const app = await createTestApp();

const adminCalls = (listingId: string, saleId: string) =>
  [
    ["POST", "/api/admin/sales", { listingId, saleAmount: "100" }],
    ["GET", "/api/admin/sales", undefined],
    ["GET", "/api/admin/pending-payouts", undefined],
    ["PUT", `/api/admin/sales/${saleId}/payout`, { payoutMethod: "upi", payoutAmount: "100" }],
    ["DELETE", `/api/admin/sales/${saleId}/undo`, undefined],
    ["PUT", `/api/admin/sales/${saleId}/delist-tasks/${saleId}`, { done: true }],
    ["GET", "/api/admin/delist-tasks/count", undefined],
    ["GET", "/api/admin/sales/export", undefined],
  ] as const;

describe("admin sales calls", () => {
  it("are 403 for a seller and 401 for a visitor, whatever the body, and change nothing", async () => {
    const { sellerUser, asSeller, admin, listing } = await saleSetup(app);
    const other = await createListing(app, sellerUser);
    const sale = await recordSale(admin, listing.id);
    for (const [method, url, body] of adminCalls(other.id, sale.id)) {
      const res = await asSeller(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ message: "Admin access required" });
      const anon = await app.inject({
        method,
        url,
        headers: { origin: ORIGIN, ...(body ? { "content-type": "application/json" } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
    }
    const junk = await asSeller("POST", "/api/admin/sales", { listingId: 5, saleAmount: "\u0000" });
    expect(junk.statusCode).toBe(403);
    const mine = (await asSeller("GET", "/api/user/sales")).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].payoutStatus).toBe("pending");
  });
});

describe("seller calls", () => {
  it("show a seller only their own sales and payout info", async () => {
    const { admin, listing, asSeller, sellerUser } = await saleSetup(app);
    await recordSale(admin, listing.id);
    const b = await createUser(app, { paypalEmail: "b@example.test" });
    const asB = await clientFor(app, b);
    expect((await asB("GET", "/api/user/sales")).json()).toEqual([]);
    expect((await asB("GET", "/api/user/payout-info")).json()).toEqual({ upiId: null, paypalEmail: "b@example.test" });
    expect((await asSeller("GET", "/api/user/payout-info")).json()).toEqual({
      upiId: "asha@okaxis",
      paypalEmail: null,
    });
    const statement = await asB("GET", "/api/user/sales/statement");
    expect(statement.body).not.toContain(listing.title);
    const own = (await asSeller("GET", "/api/user/sales")).json();
    expect(own[0]).toMatchObject({ userId: sellerUser.id, listing: { title: "Canon EOS 200D" } });
    // A seller's view carries no admin names or other people's details.
    expect(own[0]).not.toHaveProperty("markedSoldByAdmin");
    expect(own[0]).not.toHaveProperty("user");
  });

  it("are 401 for a visitor", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/sales"],
      ["GET", "/api/user/payout-info"],
      ["PUT", "/api/user/payout-info"],
      ["GET", "/api/user/sales/statement"],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { origin: ORIGIN, ...(method === "PUT" ? { "content-type": "application/json" } : {}) },
        payload: method === "PUT" ? JSON.stringify({ upiId: "x@ybl" }) : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
