import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminRenewalSchema } from "../../../src/contract/admin-listings.ts";
import { listingSchema } from "../../../src/contract/listings.ts";
import { parseAdLifetimes } from "../../../src/server/config.ts";
import { auditEntries, postings } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { AD_LIFETIME_FILES, adLifetimes } from "../../../src/server/modules/postings/renewals/lifetimes/index.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser } from "../../helpers/factories.ts";
import { clientFor, openTasksOf } from "./helpers.ts";

const DAY = 86_400_000;
const clock = new ManualClock(new Date("2026-11-03T09:00:00.000Z"));
// Quikr's lifetime overridden to 90 days, the others from the data files (30 days).
const app = await createTestApp({ AD_LIFETIMES: "quikr=90" }, undefined, { clock });

async function postedListing() {
  const adminUser = await createAdmin(app);
  const admin = await clientFor(app, adminUser);
  const seller = await createUser(app);
  const asSeller = await clientFor(app, seller);
  const listing = await createListing(app, seller, { title: "Yamaha F310 guitar" });
  for (const platform of ["olx", "quikr"] as const) {
    const res = await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform,
      status: "posted",
      postingUrl: adUrl(platform),
    });
    expect(res.statusCode).toBe(200);
  }
  return { admin, asSeller, listing };
}

const postingOf = async (listingId: string, marketplace: "olx" | "quikr") =>
  (
    await app.db
      .select()
      .from(postings)
      .where(and(eq(postings.listingId, listingId), eq(postings.marketplace, marketplace)))
  )[0];

const dueFor = async (admin: Awaited<ReturnType<typeof clientFor>>, listingId: string) => {
  const res = await admin("GET", "/api/admin/renewals?limit=100");
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .map((r: unknown) => adminRenewalSchema.parse(r))
    .filter((r: { listingId: string }) => r.listingId === listingId);
};

describe("renewals", () => {
  it("lifetimes are data with a source, and AD_LIFETIMES overrides the days", () => {
    expect(AD_LIFETIME_FILES.olx).toMatchObject({ days: 30 });
    expect(AD_LIFETIME_FILES.olx.source.url).toMatch(/^https:\/\//);
    expect(adLifetimes(app.config).quikr.days).toBe(90);
    expect(adLifetimes(app.config).facebook.days).toBe(AD_LIFETIME_FILES.facebook.days);
    expect(parseAdLifetimes("olx=45, facebook=14")).toEqual({ olx: 45, facebook: 14 });
    expect(() => parseAdLifetimes("olx=0")).toThrow(/AD_LIFETIMES/);
    expect(() => parseAdLifetimes("ebay=30")).toThrow(/AD_LIFETIMES/);
  });

  it("Mark Posted starts the ad's clock; the seller sees live since and renews on", async () => {
    const start = clock.now();
    const { asSeller, listing } = await postedListing();
    const olx = await postingOf(listing.id, "olx");
    expect(olx.liveSince?.toISOString()).toBe(start.toISOString());
    expect(olx.expiresAt?.toISOString()).toBe(new Date(start.getTime() + 30 * DAY).toISOString());
    expect((await postingOf(listing.id, "quikr")).expiresAt?.toISOString()).toBe(
      new Date(start.getTime() + 90 * DAY).toISOString(),
    );
    const mine = (await asSeller("GET", "/api/listings")).json().find((l: { id: string }) => l.id === listing.id);
    expect(listingSchema.parse(mine).live).toEqual([
      { marketplace: "olx", since: start.toISOString(), renewsOn: new Date(start.getTime() + 30 * DAY).toISOString() },
      {
        marketplace: "quikr",
        since: start.toISOString(),
        renewsOn: new Date(start.getTime() + 90 * DAY).toISOString(),
      },
    ]);
  });

  it("an ad enters the queue 3 days before expiry, is marked expired after it, and Renewed restarts its clock", async () => {
    const { admin, listing } = await postedListing();
    const summary = async () => (await admin("GET", "/api/admin/summary")).json().renewalsDue as number;
    const before = await summary();
    expect(await dueFor(admin, listing.id)).toEqual([]);

    clock.advance(26 * DAY + 23 * 3_600_000); // 3 days and 1 hour before the OLX ad expires
    expect(await dueFor(admin, listing.id)).toEqual([]);
    clock.advance(2 * 3_600_000);
    const due = await dueFor(admin, listing.id);
    expect(due.map((r: { marketplace: string; expired: boolean }) => [r.marketplace, r.expired])).toEqual([
      ["olx", false],
    ]);
    expect(due[0].listing.id).toBe(listing.id);
    expect(await summary()).toBeGreaterThanOrEqual(before + 1);

    clock.advance(4 * DAY);
    expect((await dueFor(admin, listing.id))[0].expired).toBe(true);

    const res = await admin("POST", `/api/admin/postings/${listing.id}/olx/renewed`);
    expect(res.statusCode).toBe(200);
    const olx = await postingOf(listing.id, "olx");
    expect(olx.renewedAt?.toISOString()).toBe(clock.now().toISOString());
    expect(olx.expiresAt?.toISOString()).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(olx.status).toBe("posted");
    expect(await dueFor(admin, listing.id)).toEqual([]);
    const audit = await app.db.select().from(auditEntries).where(eq(auditEntries.listingId, listing.id));
    expect(audit.filter((a) => a.action === "posting.renew")).toHaveLength(1);
  });

  it("Expired, repost sends the posting back to the posting queue, audited, and closes its update task", async () => {
    const { admin, asSeller, listing } = await postedListing();
    await asSeller("PATCH", `/api/listings/${listing.id}`, { price: "7000" });
    expect((await openTasksOf(app, listing.id)).map((t) => t.marketplace)).toEqual(["olx", "quikr"]);
    clock.advance(31 * DAY);
    const res = await admin("POST", `/api/admin/postings/${listing.id}/olx/repost`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ olxStatus: "pending", olxUrl: null });
    const olx = await postingOf(listing.id, "olx");
    expect([olx.status, olx.liveSince, olx.expiresAt, olx.renewedAt]).toEqual(["pending", null, null, null]);
    expect((await openTasksOf(app, listing.id)).map((t) => t.marketplace)).toEqual(["quikr"]);
    const audit = await app.db.select().from(auditEntries).where(eq(auditEntries.listingId, listing.id));
    expect(audit.filter((a) => a.action === "posting.repost")).toHaveLength(1);
    // Not posted any more: neither renew nor repost applies.
    expect((await admin("POST", `/api/admin/postings/${listing.id}/olx/renewed`)).statusCode).toBe(409);
    expect((await admin("POST", `/api/admin/postings/${listing.id}/olx/repost`)).statusCode).toBe(409);
  });

  it("leaving posted clears the dates; posting again starts a new lifetime", async () => {
    const { admin, listing } = await postedListing();
    await admin("PUT", `/api/admin/listings/${listing.id}/status`, { platform: "olx", status: "failed" });
    expect((await postingOf(listing.id, "olx")).expiresAt).toBeNull();
    clock.advance(DAY);
    await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "olx",
      status: "posted",
      postingUrl: "https://www.olx.in/item/new-iid-2",
    });
    expect((await postingOf(listing.id, "olx")).liveSince?.toISOString()).toBe(clock.now().toISOString());
  });

  it("sold listings leave the queue; admins only; bad ids and marketplaces are refused", async () => {
    const { admin, asSeller, listing } = await postedListing();
    clock.advance(29 * DAY);
    expect(await dueFor(admin, listing.id)).toHaveLength(1);
    expect((await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "5000" })).statusCode).toBe(
      201,
    );
    expect(await dueFor(admin, listing.id)).toEqual([]);
    expect((await admin("POST", `/api/admin/postings/${listing.id}/olx/renewed`)).statusCode).toBe(409);
    expect((await asSeller("GET", "/api/admin/renewals")).statusCode).toBe(403);
    expect((await asSeller("POST", `/api/admin/postings/${listing.id}/olx/renewed`)).statusCode).toBe(403);
    expect((await admin("POST", `/api/admin/postings/${listing.id}/ebay/renewed`)).statusCode).toBe(400);
    expect((await admin("POST", "/api/admin/postings/not-a-uuid/olx/renewed")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/renewals?limit=abc")).statusCode).toBe(400);
  });
});
