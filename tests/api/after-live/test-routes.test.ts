import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config.ts";
import { listings, postings, priceSuggestions } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { clientFor, liveSetup } from "./helpers.ts";

const on = await createTestApp({ E2E_TEST_ROUTES: "true" });
const off = await createTestApp();

describe("test-only routes (Time in journeys)", () => {
  it("age one listing's live dates and run the due-work job, for admins only", async () => {
    const { admin, asSeller, listing } = await liveSetup(on);
    const before = (await on.db.select().from(postings).where(eq(postings.listingId, listing.id))).find(
      (p) => p.marketplace === "olx",
    );
    expect((await asSeller("POST", `/api/test/age-listing/${listing.id}`, { days: 20 })).statusCode).toBe(403);
    expect((await admin("POST", `/api/test/age-listing/${listing.id}`, { days: 20 })).statusCode).toBe(200);
    const [after] = await on.db
      .select()
      .from(postings)
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    expect(before?.liveSince && after.liveSince && before.liveSince.getTime() - after.liveSince.getTime()).toBe(
      20 * 86_400_000,
    );
    const [row] = await on.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row.createdAt.getTime()).toBeLessThan(Date.now() - 19 * 86_400_000);
    const run = await admin("POST", "/api/test/due-work");
    expect(run.statusCode).toBe(200);
    expect(await on.db.select().from(priceSuggestions).where(eq(priceSuggestions.listingId, listing.id))).toHaveLength(
      1,
    );
    // Bad input
    expect((await admin("POST", `/api/test/age-listing/${listing.id}`, { days: "x" })).statusCode).toBe(400);
    expect((await admin("POST", `/api/test/age-listing/${listing.id}`, { days: -1 })).statusCode).toBe(400);
    expect((await admin("POST", "/api/test/age-listing/not-a-uuid", { days: 1 })).statusCode).toBe(404);
  });

  it("do not exist unless E2E_TEST_ROUTES is on, and config refuses them with an https PUBLIC_URL", async () => {
    const admin = await clientFor(off, await createUser(off, { isAdmin: true }));
    expect((await admin("POST", "/api/test/due-work")).statusCode).toBe(404);
    expect(() =>
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://snaplist.example", E2E_TEST_ROUTES: "true" }),
    ).toThrow(/E2E_TEST_ROUTES/);
  });
});
