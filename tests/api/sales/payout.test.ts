import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { recordSale, saleSetup, salesOf, statusCounts } from "./helpers.ts";

const app = await createTestApp();

describe("PUT /api/admin/sales/{id}/payout", () => {
  it("pays once, stores date, method, amount, notes, reference and who paid, and notifies the seller", async () => {
    const { admin, adminUser, asSeller, listing, sellerUser } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    const res = await admin("PUT", `/api/admin/sales/${sale.id}/payout`, {
      payoutMethod: "upi",
      payoutAmount: "10800",
      payoutNotes: "Paid from the ops account",
      payoutReference: "412345678901",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payoutStatus: "paid",
      payoutMethod: "upi",
      payoutAmount: "10800.00",
      payoutNotes: "Paid from the ops account",
      payoutReference: "412345678901",
      paidByAdmin: { email: adminUser.email },
    });
    expect(res.json().payoutDate).toEqual(expect.any(String));
    const mine = (await asSeller("GET", "/api/user/sales")).json();
    expect(mine[0]).toMatchObject({ payoutStatus: "paid", payoutReference: "412345678901" });
    const notices = await app.db.select().from(messages).where(eq(messages.toUserId, sellerUser.id));
    expect(notices.map((n) => n.subject)).toContain("Payout sent for: Canon EOS 200D");
    expect((await admin("GET", "/api/admin/pending-payouts")).json()).toEqual([]);

    const again = await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "1" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This sale has already been paid out" });
    expect((await salesOf(app, listing.id))[0].payoutAmount).toBe("10800.00");
  });

  it("refuses bad input, a payout above the sale and a method the seller has no details for", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app, { upiId: null, paypalEmail: null });
    const sale = await recordSale(admin, listing.id);
    const url = `/api/admin/sales/${sale.id}/payout`;
    const cases: Array<[unknown, number, string]> = [
      [{ payoutAmount: "100" }, 400, "Please select a payout method"],
      [{ payoutMethod: "", payoutAmount: "100" }, 400, "Please select a payout method"],
      [{ payoutMethod: "bitcoin", payoutAmount: "100" }, 400, "Please select a payout method"],
      [{ payoutMethod: "upi" }, 400, "Payout amount is required"],
      [{ payoutMethod: "upi", payoutAmount: "" }, 400, "Payout amount is required"],
      [
        { payoutMethod: "upi", payoutAmount: "1e9" },
        400,
        "Payout amount must be a number greater than 0, like 17000, 17,000 or 1,70,000.50",
      ],
      [{ payoutMethod: "upi", payoutAmount: "10", payoutNotes: "a\u0000b" }, 400, "not allowed"],
      [{ payoutMethod: "upi", payoutAmount: "10", payoutNotes: "x".repeat(1001) }, 400, "at most 1000"],
      [{ payoutMethod: "upi", payoutAmount: "10", payoutReference: "UTR 1; drop" }, 400, "transaction reference"],
      [{ payoutMethod: "upi", payoutAmount: "100" }, 400, "The seller has not provided a UPI ID"],
      [{ payoutMethod: "paypal", payoutAmount: "100" }, 400, "The seller has not provided a PayPal email"],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin("PUT", url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    await app.db.update(users).set({ paypalEmail: "asha@example.test" }).where(eq(users.id, sellerUser.id));
    const above = await admin("PUT", url, { payoutMethod: "paypal", payoutAmount: "12000.01" });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ message: "Payout amount cannot be more than the sale amount" });
    expect((await salesOf(app, listing.id))[0].payoutStatus).toBe("pending");
    const ok = await admin("PUT", url, { payoutMethod: "paypal", payoutAmount: "12000" });
    expect(ok.statusCode).toBe(200);
  });

  it("is 404 for an unknown or malformed sale id", async () => {
    const { admin } = await saleSetup(app);
    for (const id of ["00000000-0000-4000-8000-000000000000", "abc"]) {
      const res = await admin("PUT", `/api/admin/sales/${id}/payout`, { payoutMethod: "upi", payoutAmount: "1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Sale not found" });
    }
  });

  it("pays exactly once of 50 identical concurrent calls", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin("PUT", `/api/admin/sales/${sale.id}/payout`, {
          payoutMethod: "upi",
          payoutAmount: "10800",
          payoutReference: `REF${i}`,
        }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 49 });
    const winner = responses.find((r) => r.statusCode === 200)?.json();
    const [row] = await salesOf(app, listing.id);
    expect(row.payoutStatus).toBe("paid");
    expect(row.payoutReference).toBe(winner.payoutReference);
    const notices = await app.db.select().from(messages).where(eq(messages.toUserId, sellerUser.id));
    expect(notices.filter((n) => n.subject?.startsWith("Payout sent"))).toHaveLength(1);
  });
});

describe("GET /api/admin/pending-payouts", () => {
  it("lists pending sales oldest first with the seller's details, paged with a cursor", async () => {
    const { admin, sellerUser } = await saleSetup(app);
    const { createListing } = await import("../../helpers/factories.ts");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const l = await createListing(app, sellerUser, { title: `Queue item ${i}` });
      ids.push((await recordSale(admin, l.id)).id);
    }
    const first = await admin("GET", "/api/admin/pending-payouts?limit=2&q=Queue%20item");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("3");
    expect(first.json().map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 2));
    expect(first.json()[0].user).toMatchObject({ upiId: "asha@okaxis", paypalEmail: null });
    const cursor = first.headers["x-next-cursor"] as string;
    const second = await admin("GET", `/api/admin/pending-payouts?limit=2&q=Queue%20item&cursor=${cursor}`);
    expect(second.json().map((s: { id: string }) => s.id)).toEqual(ids.slice(2));
    expect(second.headers["x-next-cursor"]).toBeUndefined();
    expect((await admin("GET", "/api/admin/pending-payouts?cursor=garbage")).statusCode).toBe(400);
    expect((await admin("GET", "/api/admin/sales?limit=1000")).statusCode).toBe(400);
    expect((await admin("GET", "/api/admin/sales?status=refunded")).statusCode).toBe(400);
  });
});
