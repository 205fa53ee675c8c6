import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIFE_MESSAGES } from "../../../src/contract/listing-life.ts";
import { postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, messagesTo } from "./helpers.ts";

const app = await createTestApp();

async function setup() {
  const seller = await createUser(app);
  const adminUser = await createAdmin(app);
  const listing = await createListing(app, seller, { title: "Road bike" });
  const admin = await clientFor(app, adminUser);
  const status = (body: Record<string, unknown>) => admin("PUT", `/api/admin/listings/${listing.id}/status`, body);
  const posting = async (m: string) =>
    (
      await app.db
        .select()
        .from(postings)
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, m)))
    )[0];
  return { seller, adminUser, listing, status, posting };
}

describe("PUT /api/admin/listings/{listingId}/status", () => {
  it("marks posted with a URL, records who and when, and messages the seller", async () => {
    const { seller, adminUser, listing, status, posting } = await setup();
    const before = Date.now();
    const res = await status({
      platform: "quikr",
      status: "posted",
      postingUrl: "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ42",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listing.id,
      quikrStatus: "posted",
      quikrUrl: "https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ42",
    });
    const row = await posting("quikr");
    expect(row.updatedByUserId).toBe(adminUser.id);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const inbox = await messagesTo(app, seller.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      fromUserId: adminUser.id,
      listingId: listing.id,
      isSystemMessage: true,
      isRead: false,
      subject: "Update on your listing: Road bike",
    });
    expect(inbox[0].message).toContain("live on Quikr");
    expect(inbox[0].message).toContain("https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ42");
  });

  it("refuses posted without a URL (400 'URL Required') or with a non-web URL, changing nothing", async () => {
    const { seller, status, posting } = await setup();
    for (const postingUrl of [undefined, "", "   "]) {
      const res = await status({ platform: "olx", status: "posted", postingUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^URL Required/);
    }
    const js = await status({ platform: "olx", status: "posted", postingUrl: "javascript:alert(1)" });
    expect(js.statusCode).toBe(400);
    expect((await posting("olx")).status).toBe("pending");
    expect(await messagesTo(app, seller.id)).toHaveLength(0);
  });

  it("marks failed with the default reason, or the admin's reason, and tells the seller why", async () => {
    const { seller, status, posting } = await setup();
    const res = await status({ platform: "olx", status: "failed" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      olxStatus: "failed",
      olxFailureReason: "Technical issue encountered during posting process.",
    });
    await status({ platform: "facebook", status: "failed", failureReason: "Category not allowed" });
    expect((await posting("facebook")).failureReason).toBe("Category not allowed");
    const inbox = await messagesTo(app, seller.id);
    expect(inbox.map((m) => m.message).join("\n")).toContain("Technical issue encountered during posting process.");
    expect(inbox.map((m) => m.message).join("\n")).toContain("Category not allowed");
  });

  it("allows pending and pending_human, clears URL and reason, and leaves a message for every change", async () => {
    const { seller, status, posting } = await setup();
    await status({ platform: "olx", status: "posted", postingUrl: "https://www.olx.in/item/ad-iid-1" });
    await status({ platform: "olx", status: "pending_human" });
    expect(await posting("olx")).toMatchObject({ status: "pending_human", url: null, failureReason: null });
    await status({ platform: "olx", status: "failed" });
    await status({ platform: "olx", status: "pending" });
    expect(await posting("olx")).toMatchObject({ status: "pending", url: null, failureReason: null });
    expect(await messagesTo(app, seller.id)).toHaveLength(4);
    const bad = await status({ platform: "olx", status: "sold" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "Status must be pending, pending_human, posted or failed" });
  });

  it("refuses a draft: its seller has not posted it (docs/decisions/170)", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller, { status: "draft" });
    const admin = await clientFor(app, await createAdmin(app));
    const res = await admin("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "olx", status: "pending" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LIFE_MESSAGES.draft);
    expect(await app.db.select().from(postings).where(eq(postings.listingId, listing.id))).toEqual([]);
  });

  it("shows in the seller's list at once, also right after the list was read", async () => {
    const { seller, listing, status } = await setup();
    const api = await clientFor(app, seller);
    expect((await api("GET", "/api/listings")).json()[0].olxStatus).toBe("pending");
    await status({ platform: "olx", status: "failed" });
    expect((await api("GET", "/api/listings")).json()[0]).toMatchObject({ id: listing.id, olxStatus: "failed" });
    await api("POST", "/api/listings/retry", { listingId: listing.id, platform: "olx" });
    expect((await api("GET", "/api/listings?status=failed")).json()).toEqual([]);
    expect((await api("GET", "/api/listings")).json()[0].olxStatus).toBe("pending");
  });
});
