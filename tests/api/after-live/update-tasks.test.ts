import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUpdateTaskSchema } from "../../../src/contract/admin-listings.ts";
import { listingSchema } from "../../../src/contract/listings.ts";
import { auditEntries, listings, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, countTasks, liveSetup, openTasksOf, statusCounts, tasksOf } from "./helpers.ts";

const app = await createTestApp();

const sellerView = async (asSeller: Awaited<ReturnType<typeof clientFor>>, id: string) => {
  const res = await asSeller("GET", "/api/listings");
  const list = res.json().map((l: unknown) => listingSchema.parse(l));
  return list.find((l: { id: string }) => l.id === id);
};

describe("update tasks: a seller's edit of a live listing", () => {
  it("makes one task per live ad, shown to admins with the change and to the seller as Updating", async () => {
    const { admin, asSeller, listing, ad } = await liveSetup(app);
    expect((await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "10,500" })).statusCode).toBe(200);

    const open = await openTasksOf(app, listing.id);
    expect(open.map((t) => t.marketplace)).toEqual(["olx", "quikr"]);
    expect(open[0].changes).toEqual([{ field: "price", before: "12000.00", after: "10500.00" }]);

    const res = await admin("GET", "/api/admin/update-tasks?limit=100");
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((t: { listingId: string }) => t.listingId === listing.id);
    expect(mine).toHaveLength(2);
    const task = adminUpdateTaskSchema.parse(mine.find((t: { marketplace: string }) => t.marketplace === "olx"));
    expect(task).toMatchObject({ marketplace: "olx", postingUrl: ad });
    expect(task.changes).toEqual([
      { field: "price", before: "12000.00", after: "10500.00", text: "Price ₹12,000 -> ₹10,500" },
    ]);
    // The fitted kit shows the new values.
    expect(task.listing.price).toBe("10500.00");

    expect((await sellerView(asSeller, listing.id))?.updating).toEqual(["olx", "quikr"]);
  });

  it("merges later edits into the same task: the ad's value stays, the newest value wins, undone fields drop", async () => {
    const { asSeller, listing } = await liveSetup(app);
    const patch = (body: unknown) => asSeller("PATCH", `/api/listings/${listing.id}`, body);
    await patch({ price: "11000" });
    await patch({ price: "10000", title: "Canon EOS 200D with 18-55 lens" });
    let open = await openTasksOf(app, listing.id);
    expect(open).toHaveLength(2);
    expect(open[0].changes).toEqual([
      { field: "price", before: "12000.00", after: "10000.00" },
      { field: "title", before: "Canon EOS 200D", after: "Canon EOS 200D with 18-55 lens" },
    ]);
    // The price goes back to what the ad shows: only the title remains.
    await patch({ price: "12000" });
    open = await openTasksOf(app, listing.id);
    expect(open[0].changes).toEqual([
      { field: "title", before: "Canon EOS 200D", after: "Canon EOS 200D with 18-55 lens" },
    ]);
    // And the title too: nothing is left, the task closes as reverted.
    await patch({ title: "Canon EOS 200D" });
    expect(await openTasksOf(app, listing.id)).toEqual([]);
    const all = await tasksOf(app, listing.id);
    expect(all.map((t) => t.closedReason)).toEqual(["reverted", "reverted"]);
    expect((await sellerView(asSeller, listing.id))?.updating).toEqual([]);
  });

  it("compares photos as ordered lists and summarises them by position", async () => {
    const { admin, asSeller, listing } = await liveSetup(app, { live: ["olx"] });
    await asSeller("PATCH", `/api/listings/${listing.id}`, { imageUrls: ["/uploads/test.jpg", "/uploads/p2.jpg"] });
    await asSeller("PATCH", `/api/listings/${listing.id}`, { imageUrls: ["/uploads/p3.jpg", "/uploads/p2.jpg"] });
    const [task] = await openTasksOf(app, listing.id);
    expect(task.changes).toEqual([
      { field: "photos", before: ["/uploads/test.jpg"], after: ["/uploads/p3.jpg", "/uploads/p2.jpg"] },
    ]);
    const shown = (await admin("GET", "/api/admin/update-tasks?limit=100"))
      .json()
      .find((t: { listingId: string }) => t.listingId === listing.id);
    expect(shown.changes[0].text).toBe("Photo 1 replaced, Photo 2 added");
    // Category and condition are not on the ads' first screen: no task for them alone.
    await asSeller("PATCH", `/api/listings/${listing.id}`, { imageUrls: ["/uploads/test.jpg"] });
    await asSeller("PATCH", `/api/listings/${listing.id}`, { category: "home", condition: "fair" });
    expect(await openTasksOf(app, listing.id)).toEqual([]);
  });

  it("makes no task for a draft, for an ad not yet posted, or for an edit that changes nothing", async () => {
    const seller = await createUser(app);
    const asSeller = await clientFor(app, seller);
    const draft = await createListing(app, seller, { status: "draft" });
    await asSeller("PATCH", `/api/listings/${draft.id}`, { price: "999" });
    const pending = await createListing(app, seller);
    await asSeller("PATCH", `/api/listings/${pending.id}`, { price: "999" });
    const { asSeller: other, listing } = await liveSetup(app);
    await other("PATCH", `/api/listings/${listing.id}`, { price: "12000", title: "Canon EOS 200D" });
    expect(await countTasks(app, draft.id)).toBe(0);
    expect(await countTasks(app, pending.id)).toBe(0);
    expect(await countTasks(app, listing.id)).toBe(0);
  });

  it("an admin's tick closes the task, is audited once, and a second tick is a 200 that changes nothing", async () => {
    const { admin, adminUser, asSeller, listing } = await liveSetup(app);
    await asSeller("PATCH", `/api/listings/${listing.id}`, { description: "Now with a spare battery." });
    const [olx] = await openTasksOf(app, listing.id);
    const first = await admin("POST", `/api/admin/update-tasks/${olx.id}/done`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: olx.id, done: true });
    expect((await admin("POST", `/api/admin/update-tasks/${olx.id}/done`)).statusCode).toBe(200);
    const done = (await tasksOf(app, listing.id)).find((t) => t.id === olx.id);
    expect(done).toMatchObject({ doneBy: adminUser.id, closedReason: null });
    expect(done?.doneAt).not.toBeNull();
    const audit = await app.db.select().from(auditEntries).where(eq(auditEntries.listingId, listing.id));
    expect(audit.filter((a) => a.action === "posting.update_done")).toHaveLength(1);
    expect((await sellerView(asSeller, listing.id))?.updating).toEqual(["quikr"]);
    // The next edit after the tick starts from what the ad now shows.
    await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "11500" });
    const open = await openTasksOf(app, listing.id);
    expect(open.find((t) => t.marketplace === "olx")?.changes).toEqual([
      { field: "price", before: "12000.00", after: "11500.00" },
    ]);
    expect(open.find((t) => t.marketplace === "quikr")?.changes.map((c) => c.field)).toEqual(["price", "description"]);
  });

  it("a sale closes the open tasks (its ads get delist tasks instead); undoing it restores none", async () => {
    const { admin, asSeller, listing } = await liveSetup(app);
    await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "11000" });
    const sale = await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "11000" });
    expect(sale.statusCode).toBe(201);
    expect(await openTasksOf(app, listing.id)).toEqual([]);
    expect((await tasksOf(app, listing.id)).map((t) => t.closedReason)).toEqual(["sold", "sold"]);
    // A sold listing cannot be edited at all.
    expect((await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "9000" })).statusCode).toBe(409);
    expect((await admin("DELETE", `/api/admin/sales/${sale.json().id}/undo`)).statusCode).toBeLessThan(300);
    expect(await openTasksOf(app, listing.id)).toEqual([]);
  });

  it("50 concurrent edits of one live listing leave one open task per ad, holding the last values", async () => {
    const { asSeller, listing } = await liveSetup(app);
    const prices = Array.from({ length: 50 }, (_, i) => String(5000 + i));
    const responses = await Promise.all(
      prices.map((p) => asSeller("PATCH", `/api/listings/${listing.id}`, { price: p })),
    );
    expect(statusCounts(responses)).toEqual({ 200: 50 });
    const [row] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
    const open = await openTasksOf(app, listing.id);
    expect(open.map((t) => t.marketplace)).toEqual(["olx", "quikr"]);
    for (const t of open) expect(t.changes).toEqual([{ field: "price", before: "12000.00", after: row.price }]);
    expect(await countTasks(app, listing.id)).toBe(2);
  });

  it("an edit racing a sale never leaves an update task open beside a delist task", async () => {
    for (let round = 0; round < 5; round++) {
      const { admin, asSeller, listing } = await liveSetup(app);
      await Promise.all([
        asSeller("PATCH", `/api/listings/${listing.id}`, { price: "9999" }),
        admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "9000" }),
        asSeller("PATCH", `/api/listings/${listing.id}`, { title: "Canon EOS 200D body" }),
      ]);
      const [row] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
      expect(row.status).toBe("sold");
      expect(await openTasksOf(app, listing.id)).toEqual([]);
    }
  });

  it("a deleted seller's tasks go with the listing", async () => {
    const { asSeller, listing, sellerUser } = await liveSetup(app);
    await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "11000" });
    expect(await countTasks(app, listing.id)).toBe(2);
    await app.db.delete(users).where(eq(users.id, sellerUser.id));
    expect(await countTasks(app, listing.id)).toBe(0);
  });

  it("admin routes: sellers get 403, a missing task 404, bad paging 400", async () => {
    const { admin, asSeller } = await liveSetup(app);
    expect((await asSeller("GET", "/api/admin/update-tasks")).statusCode).toBe(403);
    expect(
      (await asSeller("POST", "/api/admin/update-tasks/00000000-0000-4000-8000-000000000000/done")).statusCode,
    ).toBe(403);
    expect((await admin("POST", "/api/admin/update-tasks/not-a-uuid/done")).statusCode).toBe(404);
    expect((await admin("POST", "/api/admin/update-tasks/00000000-0000-4000-8000-000000000000/done")).statusCode).toBe(
      404,
    );
    expect((await admin("GET", "/api/admin/update-tasks?limit=0")).statusCode).toBe(400);
    expect((await admin("GET", "/api/admin/update-tasks?cursor=%00bad")).statusCode).toBe(400);
    // Fastify refuses a path parameter over 100 characters before any handler runs.
    expect((await admin("POST", `/api/admin/update-tasks/${"x".repeat(500)}/done`)).statusCode).toBe(414);
  });

  it("pages oldest first with a cursor", async () => {
    const { admin, asSeller, listing } = await liveSetup(app, { live: ["olx", "quikr", "facebook"] });
    await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "11000" });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await admin("GET", `/api/admin/update-tasks?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((t: { id: string }) => t.id));
      cursor = res.headers["x-next-cursor"] as string | undefined;
    } while (cursor);
    const mine = (await openTasksOf(app, listing.id)).map((t) => t.id);
    expect(seen).toEqual(expect.arrayContaining(mine));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
