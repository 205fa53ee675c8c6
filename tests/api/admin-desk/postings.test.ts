import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postings } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, messagesTo } from "../listings/helpers.ts";

const app = await createTestApp();
const adminUser = await createAdmin(app);
const admin = await clientFor(app, adminUser);

async function setup() {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title: "Road bike" });
  const posting = async (m: string) =>
    (
      await app.db
        .select()
        .from(postings)
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, m)))
    )[0];
  return { seller, listing, posting };
}

const viaPut = (id: string, m: string, status: string, body: Record<string, unknown> = {}) =>
  admin("PUT", `/api/admin/listings/${id}/status`, { platform: m, status, ...body });
const viaPost = (id: string, m: string, status: string, body: Record<string, unknown> = {}) =>
  admin("POST", `/api/admin/marketplace-postings/${id}/${m}/${status}`, body);

describe("the two forms of a posting status change", () => {
  for (const [name, change] of [
    ["PUT /api/admin/listings/{id}/status", viaPut],
    ["POST /api/admin/marketplace-postings/{id}/{marketplace}/{status}", viaPost],
  ] as const) {
    it(`${name}: same rules and the same stored state`, async () => {
      const { seller, listing, posting } = await setup();
      const noUrl = await change(listing.id, "olx", "posted");
      expect(noUrl.statusCode).toBe(400);
      expect(noUrl.json().message).toBe("URL Required: Please provide a posting URL to mark as posted");
      expect((await change(listing.id, "olx", "posted", { postingUrl: "ftp://x" })).statusCode).toBe(400);
      const posted = await change(listing.id, "olx", "posted", { postingUrl: " https://www.olx.in/item/ad-iid-1 " });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toMatchObject({ olxStatus: "posted", olxUrl: "https://www.olx.in/item/ad-iid-1" });
      const failed = await change(listing.id, "quikr", "failed");
      expect(failed.json()).toMatchObject({
        quikrStatus: "failed",
        quikrFailureReason: "Technical issue encountered during posting process.",
      });
      await change(listing.id, "facebook", "pending_human");
      const olx = await posting("olx");
      expect(olx).toMatchObject({
        status: "posted",
        url: "https://www.olx.in/item/ad-iid-1",
        updatedByUserId: adminUser.id,
      });
      expect((await posting("facebook")).status).toBe("pending_human");
      const reset = await change(listing.id, "olx", "pending");
      expect(reset.json()).toMatchObject({ olxStatus: "pending", olxUrl: null });
      const inbox = await messagesTo(app, seller.id);
      expect(inbox).toHaveLength(4);
      expect(inbox.every((m) => m.isSystemMessage && m.listingId === listing.id)).toBe(true);
      const list = (await admin("GET", "/api/admin/listings?q=Road%20bike")).json();
      const row = list.find((l: { id: string }) => l.id === listing.id);
      expect(row.postings.find((p: { marketplace: string }) => p.marketplace === "quikr")).toMatchObject({
        status: "failed",
        updatedBy: { firstName: "Admin", email: adminUser.email },
      });
    });
  }

  it("refuses hostile input with a 4xx and changes nothing", async () => {
    const { listing, posting, seller } = await setup();
    const cases = [
      await viaPost(listing.id, "ebay", "posted", { postingUrl: "https://x.test/1" }),
      await viaPost(listing.id, "olx", "live", { postingUrl: "https://x.test/1" }),
      await viaPost(listing.id, "olx", "posted", { postingUrl: "https://x.test/\u0000" }),
      await viaPost(listing.id, "olx", "failed", { failureReason: "bad\u0000reason" }),
      await viaPost(listing.id, "olx", "failed", { failureReason: "x".repeat(1001) }),
      await viaPost(listing.id, "olx", "posted", { postingUrl: 42 }),
      await viaPut(listing.id, "olx", "posted", { postingUrl: `https://x.test/${"a".repeat(3000)}` }),
    ];
    for (const res of cases) expect(res.statusCode).toBe(400);
    expect((await viaPost("not-an-id", "olx", "failed")).statusCode).toBe(404);
    expect((await viaPost("00000000-0000-4000-8000-000000000000", "olx", "failed")).statusCode).toBe(404);
    expect((await posting("olx")).status).toBe("pending");
    expect(await messagesTo(app, seller.id)).toHaveLength(0);
  });

  it("setting the state a posting already has is a no-op: no second notice", async () => {
    const { listing, seller } = await setup();
    for (let i = 0; i < 3; i++) expect((await viaPost(listing.id, "olx", "failed")).statusCode).toBe(200);
    expect(await messagesTo(app, seller.id)).toHaveLength(1);
  });

  it("50 concurrent changes of one listing and a concurrent delete: only 2xx or 404, one notice per change", async () => {
    const { listing, seller } = await setup();
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? viaPost(listing.id, "olx", "posted", { postingUrl: "https://www.olx.in/item/ad-iid-9" })
        : viaPut(listing.id, ["quikr", "facebook"][i % 4 === 0 ? 0 : 1], "failed"),
    );
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    // Exactly one notice per distinct change: olx posted, quikr failed, facebook failed.
    expect(await messagesTo(app, seller.id)).toHaveLength(3);

    const other = await setup();
    const racing = [
      ...Array.from({ length: 25 }, (_, i) =>
        viaPost(other.listing.id, i % 2 ? "olx" : "quikr", i % 3 ? "failed" : "pending_human"),
      ),
      (await clientFor(app, other.seller))("DELETE", `/api/listings/${other.listing.id}`),
      ...Array.from({ length: 25 }, () => viaPut(other.listing.id, "facebook", "failed")),
    ];
    const codes = (await Promise.all(racing)).map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 204 || c === 404)).toBe(true);
    expect((await viaPost(other.listing.id, "olx", "failed")).statusCode).toBe(404);
  });
});
