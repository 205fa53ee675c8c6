import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditEntries, listingPhotos, postings, users } from "../../../src/server/db/schema.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { loginCookie, ownUploads } from "../../helpers/factories.ts";
import { liveSetup, openTasksOf, statusCounts, tasksOf } from "../after-live/helpers.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp, EXTENSION_ORIGIN } from "./helpers.ts";

/**
 * "Update on OLX" (issue 30 item 1, docs/decisions/141): the assistant reads an open update task with its bearer
 * token, fetches the listing's photos, and marks the task done exactly as the desk's tick does.
 */
const { app } = await deskApp();
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const taskUrl = (id: string, tail = "") => `/api/extension/update-tasks/${id}${tail}`;

/** A live listing whose seller changed its price and title: one open task per live ad; an assistant for its admin. */
async function editedLive(opts: { live?: Array<"olx" | "quikr" | "facebook"> } = {}) {
  const setup = await liveSetup(app, { live: opts.live ?? ["olx"] });
  await app.db.update(postings).set({ url: setup.ad }).where(eq(postings.listingId, setup.listing.id));
  const edit = await setup.asSeller("PATCH", `/api/listings/${setup.listing.id}`, {
    price: "10,500",
    title: "Canon EOS 200D with 18-55 lens",
  });
  expect(edit.statusCode).toBe(200);
  const [task] = await openTasksOf(app, setup.listing.id);
  const token = await assistantToken({ user: setup.adminUser, call: setup.admin });
  return { ...setup, task, token, ext: assistantClient(app, token) };
}

const doneAudit = (listingId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.listingId, listingId), eq(auditEntries.action, "posting.update_done")));

describe("the assistant's update task", () => {
  it("gives only the changed fields' new values, fitted to the marketplace, with the ad's address", async () => {
    const { ext, task, listing, ad } = await editedLive();
    const res = await ext("GET", taskUrl(task.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json()).toEqual({
      taskId: task.id,
      listingId: listing.id,
      marketplace: "olx",
      adUrl: ad,
      changes: [
        { field: "price", before: "12000.00", after: "10500.00", text: "Price ₹12,000 -> ₹10,500" },
        {
          field: "title",
          before: "Canon EOS 200D",
          after: "Canon EOS 200D with 18-55 lens",
          text: "Title changed",
        },
      ],
      values: { title: "Canon EOS 200D with 18-55 lens", price: "10500" },
      photos: null,
    });
  });

  it("lists photo changes and serves the listing's photos as they are now", async () => {
    const { ext, asSeller, listing, sellerUser } = await editedLive();
    const store = photoStoreFor(app.config);
    const jpeg = (w: number) =>
      sharp({ create: { width: w, height: 10, channels: 3, background: "#0a0" } })
        .jpeg()
        .toBuffer();
    const [a, b, c] = [
      await store.put(await jpeg(12)),
      await store.put(await jpeg(13)),
      await store.put(await jpeg(14)),
    ];
    await ownUploads(app, sellerUser, [a, b, c]);
    // The ad shows photos a and b (as if posted so); the seller replaces the second with c.
    await app.db.delete(listingPhotos).where(eq(listingPhotos.listingId, listing.id));
    await app.db
      .insert(listingPhotos)
      .values([a, b].map((url, position) => ({ listingId: listing.id, position, url })));
    expect((await asSeller("PATCH", `/api/listings/${listing.id}`, { imageUrls: [a, c] })).statusCode).toBe(200);
    const [task] = await openTasksOf(app, listing.id);
    const res = await ext("GET", taskUrl(task.id));
    expect(res.json().photos).toEqual({ texts: ["Photo 2 replaced"], count: 2 });
    const photo = await ext("GET", taskUrl(task.id, "/photos/2"));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(14);
    for (const n of ["0", "abc", "51"])
      expect((await ext("GET", taskUrl(task.id, `/photos/${n}`))).statusCode).toBe(400);
    expect((await ext("GET", taskUrl(task.id, "/photos/3"))).statusCode).toBe(404);
  });

  it("is bearer-only: no token, a wrong token, or any cookie (a seller's, an admin's) is 401", async () => {
    const { task, adminUser, sellerUser } = await editedLive();
    for (const token of [null, "slx_wrong", `slx_${"a".repeat(43)}`]) {
      const res = await assistantClient(app, token)("GET", taskUrl(task.id));
      expect(res.statusCode).toBe(401);
    }
    for (const user of [adminUser, sellerUser]) {
      const cookie = await loginCookie(app, user);
      for (const [method, url] of [
        ["GET", taskUrl(task.id)],
        ["POST", taskUrl(task.id, "/done")],
        ["GET", taskUrl(task.id, "/photos/1")],
      ] as const) {
        const res = await app.inject({ method, url, headers: { cookie, origin: EXTENSION_ORIGIN } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    // A web page's origin is refused even with a good token.
    const { token } = await editedLive();
    const page = await assistantClient(app, token, { origin: "https://evil.example" })("GET", taskUrl(task.id));
    expect(page.statusCode).toBe(403);
  });

  it("unknown, malformed and huge ids are clean 404s, NUL-laden ones 400s, over-long ones 414, never a 5xx", async () => {
    const { ext } = await editedLive();
    for (const id of ["%00", `${UNKNOWN}%00`]) {
      const res = await ext("GET", taskUrl(id));
      // The contract's text rule holds before any route: a NUL anywhere is a 400 naming the field.
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe("id contains characters that are not allowed");
    }
    for (const id of [UNKNOWN, "not-a-uuid", "1".repeat(99)]) {
      for (const [method, tail] of [
        ["GET", ""],
        ["POST", "/done"],
        ["GET", "/photos/1"],
      ] as const) {
        const res = await ext(method, taskUrl(id, tail));
        expect(res.statusCode, `${method} ${id}${tail}`).toBe(404);
        expect(res.json().message).toBe("Update task not found");
      }
    }
    for (const id of ["x".repeat(101), "x".repeat(5000)]) {
      const res = await ext("GET", taskUrl(id));
      // Over 100 characters the router refuses the path parameter itself (Fastify's maxParamLength).
      expect(res.statusCode).toBe(414);
    }
  });

  it("any admin's token reads the team's task, as any admin may tick it; the tick names that admin", async () => {
    const { task, listing } = await editedLive();
    const ravi = await deskAdmin(app, "Ravi");
    const raviExt = assistantClient(app, await assistantToken(ravi));
    expect((await raviExt("GET", taskUrl(task.id))).statusCode).toBe(200);
    expect((await raviExt("POST", taskUrl(task.id, "/done"))).json()).toEqual({ id: task.id, done: true });
    const [audit] = await doneAudit(listing.id);
    expect(audit.actorId).toBe(ravi.user.id);
    expect((await tasksOf(app, listing.id))[0].doneBy).toBe(ravi.user.id);
  });

  it("a done task: 409 on read, and done again is a 200 that audits nothing more; the seller stops seeing Updating", async () => {
    const { ext, task, listing, asSeller } = await editedLive();
    expect((await ext("POST", taskUrl(task.id, "/done"))).statusCode).toBe(200);
    const again = await ext("POST", taskUrl(task.id, "/done"));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: task.id, done: true });
    expect(await doneAudit(listing.id)).toHaveLength(1);
    const read = await ext("GET", taskUrl(task.id));
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toBe("This update is already done: the ad shows the seller's edit");
    expect((await ext("GET", taskUrl(task.id, "/photos/1"))).statusCode).toBe(409);
    const mine = (await asSeller("GET", "/api/listings")).json().find((l: { id: string }) => l.id === listing.id);
    expect(mine.updating).toEqual([]);
  });

  it("a sold listing's task is closed: 409 saying so; a reverted edit and an ad no longer live too", async () => {
    const sold = await editedLive();
    expect(
      (await sold.admin("POST", "/api/admin/sales", { listingId: sold.listing.id, saleAmount: "10500" })).statusCode,
    ).toBe(201);
    const res = await sold.ext("GET", taskUrl(sold.task.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This listing was sold meanwhile: the ad needs removing, not updating (see Delist tasks)",
    );
    // Done on a closed task is the desk's tick: a quiet 200 that neither audits nor reopens anything.
    expect((await sold.ext("POST", taskUrl(sold.task.id, "/done"))).statusCode).toBe(200);
    expect(await doneAudit(sold.listing.id)).toHaveLength(0);
    expect((await tasksOf(app, sold.listing.id))[0]).toMatchObject({ closedReason: "sold", doneBy: null });

    const reverted = await editedLive();
    await reverted.asSeller("PATCH", `/api/listings/${reverted.listing.id}`, {
      price: "12000",
      title: "Canon EOS 200D",
    });
    const back = await reverted.ext("GET", taskUrl(reverted.task.id));
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("The seller changed it back: there is nothing left to update on this ad");

    // An ad taken down outside the task's own rules (a row changed by hand) is not filled either.
    const down = await editedLive();
    await app.db.update(postings).set({ status: "failed" }).where(eq(postings.listingId, down.listing.id));
    const gone = await down.ext("GET", taskUrl(down.task.id));
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe("This ad is no longer live on the marketplace");
  });

  it("50 concurrent done calls: one done, one audit row, every answer a 200", async () => {
    const { ext, task, listing } = await editedLive();
    const responses = await Promise.all(Array.from({ length: 50 }, () => ext("POST", taskUrl(task.id, "/done"))));
    expect(statusCounts(responses)).toEqual({ 200: 50 });
    expect(await doneAudit(listing.id)).toHaveLength(1);
    const tasks = await tasksOf(app, listing.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0].doneAt).not.toBeNull();
  });

  it("a deactivated admin's token stops working at once", async () => {
    const { task } = await editedLive();
    const goneAdmin = await deskAdmin(app, "Gone");
    const token = await assistantToken(goneAdmin);
    await app.db.update(users).set({ isAdmin: false }).where(eq(users.id, goneAdmin.user.id));
    expect((await assistantClient(app, token)("GET", taskUrl(task.id))).statusCode).toBe(401);
  });
});
