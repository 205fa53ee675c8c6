import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie, TEST_PASSWORD } from "../../helpers/factories.ts";
import { ORIGIN } from "../listings/helpers.ts";
import { clientFor, recordSale, saleSetup } from "../sales/helpers.ts";
import { entriesOfActor, entriesOfListing } from "./helpers.ts";

const app = await createTestApp();

describe("each state-changing admin action writes exactly one audit entry", () => {
  it("a marketplace status and URL: before and after, the request id and the client address", async () => {
    const adminUser = await createAdmin(app);
    const admin = await clientFor(app, adminUser);
    const listing = await createListing(app, await createUser(app));
    const res = await app.inject({
      method: "PUT",
      url: `/api/admin/listings/${listing.id}/status`,
      headers: {
        cookie: await loginCookie(app, adminUser),
        origin: ORIGIN,
        "x-request-id": "req-audit-1",
      },
      payload: { platform: "olx", status: "posted", postingUrl: "https://www.olx.in/item/ad-iid-9" },
    });
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = await entriesOfListing(app, listing.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      action: "posting.status",
      entityType: "listing",
      entityId: listing.id,
      saleId: null,
      before: { marketplace: "olx", status: "pending", url: null, failureReason: null },
      after: { marketplace: "olx", status: "posted", url: "https://www.olx.in/item/ad-iid-9", failureReason: null },
      requestId: "req-audit-1",
      ip: "127.0.0.1",
    });
    // Setting the state it already has changes nothing and records nothing; a refused change records nothing.
    await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/ad-iid-9",
    });
    expect(
      (await admin("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "olx", status: "posted" }))
        .statusCode,
    ).toBe(400);
    const seller = await clientFor(app, await createUser(app));
    expect(
      (await seller("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "olx", status: "failed" }))
        .statusCode,
    ).toBe(403);
    expect(await entriesOfListing(app, listing.id)).toHaveLength(1);
  });

  it("the path form of a status change (POST /api/admin/marketplace-postings/...) writes one entry too", async () => {
    const admin = await clientFor(app, await createAdmin(app));
    const listing = await createListing(app, await createUser(app));
    const res = await admin("POST", `/api/admin/marketplace-postings/${listing.id}/facebook/pending_human`, {});
    expect(res.statusCode).toBe(200);
    const entries = await entriesOfListing(app, listing.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "posting.status",
        { marketplace: "facebook", status: "pending", url: null, failureReason: null },
        { marketplace: "facebook", status: "pending_human", url: null, failureReason: null },
      ],
    ]);
  });

  it("mark sold, delist task, payout and undo: one entry each, with the sale's values", async () => {
    const { admin, adminUser, listing } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    expect(
      (await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "1", marketplace: "olx" }))
        .statusCode,
    ).toBe(409);
    const task = sale.delistTasks[0];
    expect((await admin("PUT", `/api/admin/sales/${sale.id}/delist-tasks/${task.id}`, { done: true })).statusCode).toBe(
      200,
    );
    await admin("PUT", `/api/admin/sales/${sale.id}/delist-tasks/${task.id}`, { done: true }); // a repeat: no change
    const paid = await admin("PUT", `/api/admin/sales/${sale.id}/payout`, {
      payoutMethod: "upi",
      payoutAmount: "10000",
      payoutReference: "UTR1",
    });
    expect(paid.statusCode).toBe(200);
    expect(
      (await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "10000" }))
        .statusCode,
    ).toBe(409);
    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(409);

    const entries = await entriesOfListing(app, listing.id);
    expect(entries.map((e) => e.action)).toEqual(["sale.record", "sale.delist_task", "sale.payout"]);
    expect(entries.every((e) => e.actorId === adminUser.id && e.saleId === sale.id)).toBe(true);
    const [recorded, delisted, payout] = entries;
    expect(recorded).toMatchObject({
      entityType: "sale",
      entityId: sale.id,
      before: { state: "active" },
      after: {
        state: "sold",
        transition: "sell",
        saleAmount: "12000.00",
        payoutAmount: "10800.00",
        marketplace: "olx",
        payoutStatus: "pending",
      },
    });
    expect(delisted).toMatchObject({
      entityType: "delist_task",
      entityId: task.id,
      before: { marketplace: task.marketplace, done: false },
      after: { marketplace: task.marketplace, done: true },
    });
    expect(payout).toMatchObject({
      before: { payoutStatus: "pending", payoutAmount: "10800.00", payoutMethod: null, payoutReference: null },
      after: { payoutStatus: "paid", payoutAmount: "10000.00", payoutMethod: "upi", payoutReference: "UTR1" },
    });
    expect(JSON.stringify(entries.map((e) => [e.before, e.after]))).not.toContain(adminUser.id);
  });

  it("undo sale is a new entry; the sale it deletes keeps its history", async () => {
    const { admin, listing } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(204);
    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(404);
    const entries = await entriesOfListing(app, listing.id);
    expect(entries.map((e) => e.action)).toEqual(["sale.record", "sale.undo"]);
    expect(entries[1]).toMatchObject({
      saleId: sale.id,
      before: { state: "sold", saleAmount: "12000.00", payoutStatus: "pending" },
      after: { state: "active", transition: "undo_sale" },
    });
  });

  it("a message an admin sends; a refused one writes none", async () => {
    const adminUser = await createAdmin(app);
    const admin = await clientFor(app, adminUser);
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    const body = {
      toUserId: seller.id,
      listingId: listing.id,
      subject: "Photos",
      message: "Please add a photo of the box.",
    };
    const sent = await admin("POST", "/api/admin/messages", body);
    expect(sent.statusCode).toBe(201);
    expect((await admin("POST", "/api/admin/messages", { ...body, toUserId: adminUser.id })).statusCode).toBe(400);
    const entries = await entriesOfActor(app, adminUser.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "message.send",
      entityType: "message",
      entityId: sent.json().id,
      listingId: listing.id,
      before: null,
      after: {
        toUserId: seller.id,
        subject: "Photos",
        message: "Please add a photo of the box.",
        listingId: listing.id,
      },
    });
  });

  it("admin sign-in and sign-out; a seller's, a failed sign-in and a repeated sign-out write none", async () => {
    const adminUser = await createAdmin(app);
    const seller = await createUser(app);
    const post = (url: string, payload?: unknown, cookie?: string) =>
      app.inject({
        method: "POST",
        url,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: payload as object,
      });
    expect(
      (await post("/api/auth/admin/login", { email: adminUser.email, password: "wrong-password" })).statusCode,
    ).toBe(401);
    expect((await post("/api/auth/login", { email: seller.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const login = await post("/api/auth/admin/login", { email: adminUser.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers["set-cookie"]).split(";")[0];
    expect((await post("/api/auth/logout", undefined, cookie)).statusCode).toBe(204);
    expect((await post("/api/auth/logout", undefined, cookie)).statusCode).toBe(204);
    const entries = await entriesOfActor(app, adminUser.id);
    expect(entries.map((e) => [e.action, e.entityId, e.before, e.after])).toEqual([
      ["admin.sign_in", adminUser.id, { signedIn: false }, { signedIn: true }],
      ["admin.sign_out", adminUser.id, { signedIn: true }, { signedIn: false }],
    ]);
    expect(await entriesOfActor(app, seller.id)).toEqual([]);
  });
});

describe("concurrency and immutability", () => {
  it("50 concurrent status changes of one listing write 50 entries, each 'before' the previous 'after'", async () => {
    const admin = await clientFor(app, await createAdmin(app));
    const listing = await createListing(app, await createUser(app));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin("PUT", `/api/admin/listings/${listing.id}/status`, {
          platform: "olx",
          status: "posted",
          postingUrl: adUrl("olx"),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const entries = await entriesOfListing(app, listing.id);
    expect(entries).toHaveLength(50);
    // Under the row lock the changes take turns: the 'before' values form one chain from the pending posting.
    const afters = entries.map((e) => (e.after as { url: string }).url);
    const befores = entries.map((e) => (e.before as { url: string | null }).url);
    expect(new Set(afters).size).toBe(50);
    expect(new Set(befores).size).toBe(50);
    expect(befores.filter((u) => u === null)).toHaveLength(1);
    expect(befores.filter((u) => u !== null).every((u) => afters.includes(u as string))).toBe(true);
  });

  it("the database refuses to change or delete an entry", async () => {
    const admin = await clientFor(app, await createAdmin(app));
    const listing = await createListing(app, await createUser(app));
    await admin("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "quikr", status: "failed" });
    const [entry] = await entriesOfListing(app, listing.id);
    await expect(app.db.execute(sql`update audit_entries set ip = 'x' where id = ${entry.id}`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from audit_entries where id = ${entry.id}`)).rejects.toThrow();
    expect(await entriesOfListing(app, listing.id)).toEqual([entry]);
  });
});
