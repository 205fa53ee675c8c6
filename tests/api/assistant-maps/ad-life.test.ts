import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntries, delistTasks, postings } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp } from "../posting-desk/helpers.ts";

/**
 * Issue 40 item 4: renew and delist through the assistant. The assistant reads the live ad or the delist task, and
 * records the renewal or the removal once the marketplace shows it: audited, once, whatever repeats.
 */

const { app, clock } = await deskApp();
const admin = await deskAdmin(app, "Asha");
const ext = assistantClient(app, await assistantToken(admin));

async function liveListing(title: string, marketplaces: Array<"olx" | "quikr" | "facebook"> = ["olx"]) {
  const sellerUser = await createUser(app);
  const listing = await createListing(app, sellerUser, { title });
  const urls: Record<string, string> = {};
  for (const m of marketplaces) {
    urls[m] = adUrl(m);
    const res = await admin.call("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: m,
      status: "posted",
      postingUrl: urls[m],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { listing, seller: await clientFor(app, sellerUser), urls };
}

describe("renew through the assistant", () => {
  it("reads the live ad, and records one renewal however many times the page shows it", async () => {
    const { listing, urls } = await liveListing("Renewed guitar");
    const ad = await ext("GET", `/api/extension/postings/${listing.id}/olx/ad`);
    expect(ad.statusCode).toBe(200);
    expect(ad.json()).toMatchObject({
      listingId: listing.id,
      marketplace: "olx",
      adUrl: urls.olx,
      title: "Renewed guitar",
    });
    clock.advance(20 * 24 * 60 * 60 * 1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ext("POST", `/api/extension/postings/${listing.id}/olx/renewed`)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const renewals = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.listingId, listing.id), eq(auditEntries.action, "posting.renew")));
    expect(renewals).toHaveLength(1);
    expect(renewals[0].actorId).toBe(admin.user.id);
    const [posting] = await app.db
      .select()
      .from(postings)
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    expect(posting.renewedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it("refuses an ad that is not live, a sold listing's, bad ids, and a missing token", async () => {
    const { listing } = await liveListing("Not live anywhere else");
    expect((await ext("GET", `/api/extension/postings/${listing.id}/quikr/ad`)).statusCode).toBe(404);
    expect((await ext("POST", `/api/extension/postings/${listing.id}/quikr/renewed`)).statusCode).toBe(409);
    expect((await ext("GET", "/api/extension/postings/not-a-uuid/olx/ad")).statusCode).toBe(400);
    expect((await ext("POST", `/api/extension/postings/${listing.id}/ebay/renewed`)).statusCode).toBe(400);
    expect(
      (await assistantClient(app, null)("POST", `/api/extension/postings/${listing.id}/olx/renewed`)).statusCode,
    ).toBe(401);
    const sold = await admin.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "1000" });
    expect(sold.statusCode).toBe(201);
    expect((await ext("GET", `/api/extension/postings/${listing.id}/olx/ad`)).statusCode).toBe(409);
  });
});

describe("delist through the assistant", () => {
  it("a sold listing's live ads each get a task; the assistant ticks one once, audited, and the seller sees it", async () => {
    const { listing, seller, urls } = await liveListing("Sold sofa", ["olx", "facebook"]);
    const sale = await admin.call("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "5000" });
    expect(sale.statusCode).toBe(201);
    const tasks = await app.db.select().from(delistTasks).where(eq(delistTasks.listingId, listing.id));
    expect(tasks.map((t) => [t.marketplace, t.reason, t.url, t.title]).sort()).toEqual([
      ["facebook", "sold", urls.facebook, "Sold sofa"],
      ["olx", "sold", urls.olx, "Sold sofa"],
    ]);
    const olx = tasks.find((t) => t.marketplace === "olx")!;
    const read = await ext("GET", `/api/extension/delist-tasks/${olx.id}`);
    expect(read.json()).toEqual({
      taskId: olx.id,
      marketplace: "olx",
      adUrl: urls.olx,
      title: "Sold sofa",
      reason: "sold",
      done: false,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ext("POST", `/api/extension/delist-tasks/${olx.id}/done`)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().changed)).toHaveLength(1);
    const ticks = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, olx.id), eq(auditEntries.action, "sale.delist_task")));
    expect(ticks).toHaveLength(1);
    const mine = (await seller("GET", "/api/user/sales")).json() as Array<{ takenDown: string[] }>;
    expect(mine[0].takenDown).toEqual(["olx"]);
    expect((await ext("GET", `/api/extension/delist-tasks/${olx.id}`)).json().done).toBe(true);
  });

  it("a listing its seller deletes while live leaves withdrawn tasks, kept with its title and the ad's address", async () => {
    const { listing, seller, urls } = await liveListing("Withdrawn lamp", ["quikr"]);
    expect((await seller("DELETE", `/api/listings/${listing.id}`)).statusCode).toBe(204);
    const [task] = await app.db.select().from(delistTasks).where(eq(delistTasks.url, urls.quikr));
    expect(task).toMatchObject({
      reason: "withdrawn",
      title: "Withdrawn lamp",
      marketplace: "quikr",
      listingId: null,
      saleId: null,
    });
    const open = (await admin.call("GET", "/api/admin/delist-tasks?limit=100")).json() as Array<{
      id: string;
      reason: string;
    }>;
    expect(open.find((t) => t.id === task.id)?.reason).toBe("withdrawn");
    expect((await ext("POST", `/api/extension/delist-tasks/${task.id}/done`)).json()).toMatchObject({
      done: true,
      changed: true,
    });
    const after = (await admin.call("GET", "/api/admin/delist-tasks?limit=100")).json() as Array<{ id: string }>;
    expect(after.some((t) => t.id === task.id)).toBe(false);
  });

  it("refuses unknown and malformed tasks, sellers, and a missing token", async () => {
    expect((await ext("GET", "/api/extension/delist-tasks/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee")).statusCode).toBe(404);
    expect((await ext("POST", "/api/extension/delist-tasks/x%00y/done")).statusCode).toBe(400);
    expect((await ext("POST", `/api/extension/delist-tasks/${"a".repeat(500)}/done`)).statusCode).toBe(414);
    expect(
      (await assistantClient(app, null)("GET", "/api/extension/delist-tasks/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"))
        .statusCode,
    ).toBe(401);
    const seller = await clientFor(app, await createUser(app));
    expect((await seller("GET", "/api/admin/delist-tasks")).statusCode).toBe(403);
    expect(
      (await seller("POST", "/api/admin/delist-tasks/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/done", { done: true }))
        .statusCode,
    ).toBe(403);
  });
});
