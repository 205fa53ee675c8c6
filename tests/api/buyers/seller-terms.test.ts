import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildPostingKit } from "../../../src/contract/marketplace-kit/kit.ts";
import { TERMS_MESSAGES } from "../../../src/contract/seller-terms.ts";
import { listings, postings, priceSuggestions } from "../../../src/server/db/schema.ts";
import { findListing } from "../../../src/server/modules/listings/repo.ts";
import { collectSellerData } from "../../../src/server/modules/users/export.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, ownUploads } from "../../helpers/factories.ts";
import { documentedRoutes, fillPath, percentEncode } from "../../helpers/openapi-routes.ts";
import { idFor, validValue } from "../fuzz/baseline.ts";
import { buildWorld, cookieFor, type Role } from "../fuzz/world.ts";
import { clientFor, ORIGIN, validListing } from "../listings/helpers.ts";
import { assistantClient, assistantToken, claimUrl, deskAdmin, extUrl } from "../posting-desk/helpers.ts";

/*
 * Issue 42 item 1: the seller's lowest price and when buyers can see it - validated with human messages, and private:
 * only the seller and admins ever receive them (docs/decisions/165).
 */
const app = await createTestApp();

const AVAILABILITY = { days: ["sat", "sun"], windows: [{ from: "10:00", to: "13:00" }], area: "Andheri West" };

async function seller() {
  const user = await createUser(app);
  await ownUploads(app, user, ["/uploads/a.jpg", "/uploads/b.jpg"]);
  return { user, call: await clientFor(app, user) };
}

describe("the seller's lowest price and availability: create and edit", () => {
  it("are saved with a new listing and read back by its seller only", async () => {
    const s = await seller();
    const res = await s.call(
      "POST",
      "/api/listings",
      validListing({ floorPrice: "28500", availability: AVAILABILITY }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ floorPrice: "28500.00", availability: AVAILABILITY });
    const again = await s.call("GET", `/api/listings/${res.json().id}`);
    expect(again.json()).toMatchObject({ floorPrice: "28500.00", availability: AVAILABILITY });
  });

  it("are optional: none is null, and blank fields are none", async () => {
    const s = await seller();
    const res = await s.call(
      "POST",
      "/api/listings",
      validListing({ floorPrice: "", availability: { days: [], windows: [], area: " " } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ floorPrice: null, availability: null });
  });

  it.each([
    [{ floorPrice: "0" }, TERMS_MESSAGES.floorInvalid],
    [{ floorPrice: "-5" }, TERMS_MESSAGES.floorInvalid],
    [{ floorPrice: "abc" }, TERMS_MESSAGES.floorInvalid],
    [{ floorPrice: "100.123" }, TERMS_MESSAGES.floorTooPrecise],
    [{ floorPrice: "32000.01" }, TERMS_MESSAGES.floorAbovePrice],
    [{ availability: { days: ["sat"], windows: [{ from: "13:00", to: "10:00" }] } }, TERMS_MESSAGES.windowOrder],
    [
      {
        availability: {
          days: ["sat"],
          windows: [
            { from: "10:00", to: "13:00" },
            { from: "12:00", to: "14:00" },
          ],
        },
      },
      TERMS_MESSAGES.windowsOverlap,
    ],
    [{ availability: { days: [], windows: [{ from: "10:00", to: "13:00" }] } }, TERMS_MESSAGES.windowsNeedDays],
    [{ availability: { days: ["sat"], windows: [{ from: "25:00", to: "26:00" }] } }, TERMS_MESSAGES.timeInvalid],
    [{ availability: { days: ["someday"] } }, TERMS_MESSAGES.dayInvalid],
    [{ availability: { days: ["sat"], area: "x".repeat(121) } }, TERMS_MESSAGES.areaTooLong],
    [{ availability: { days: ["sat"], area: "Andheri\u0000" } }, "contains characters that are not allowed"],
  ])("refuse %j with a human message (400), saving nothing", async (over, message) => {
    const s = await seller();
    const res = await s.call("POST", "/api/listings", validListing(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await app.db.select().from(listings).where(eq(listings.userId, s.user.id))).toEqual([]);
  });

  it("Edit Listing: a price moved below the floor asks for a lower floor too; both together are fine", async () => {
    const s = await seller();
    const created = (await s.call("POST", "/api/listings", validListing({ floorPrice: "30000" }))).json();
    const below = await s.call("PATCH", `/api/listings/${created.id}`, { price: "29000" });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(TERMS_MESSAGES.priceBelowFloor);
    const above = await s.call("PATCH", `/api/listings/${created.id}`, { floorPrice: "33000" });
    expect(above.json().message).toBe(TERMS_MESSAGES.floorAbovePrice);
    const both = await s.call("PATCH", `/api/listings/${created.id}`, { price: "29000", floorPrice: "27000" });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ price: "29000.00", floorPrice: "27000.00" });
    const removed = await s.call("PATCH", `/api/listings/${created.id}`, {
      floorPrice: null,
      availability: AVAILABILITY,
    });
    expect(removed.json()).toMatchObject({ floorPrice: null, availability: AVAILABILITY });
    const untouched = await s.call("PATCH", `/api/listings/${created.id}`, {
      title: "Apple iPhone 13 128GB Blue, boxed",
    });
    expect(untouched.json()).toMatchObject({ floorPrice: null, availability: AVAILABILITY });
  });
});

describe("the floor is private on every route (issue 42 item 1)", () => {
  const FLOOR = "7654.32";
  const AREA = "Floorprivacy Nagar";

  it("appears only in the seller's and the admins' answers, never in another seller's, a visitor's or the kit", async () => {
    const world = await buildWorld(app);
    await app.db
      .update(listings)
      .set({ price: "9999.00", floorPrice: FLOOR, availability: { days: ["sat"], windows: [], area: AREA } })
      .where(eq(listings.userId, world.users.seller.id));
    const markers = [FLOOR, "7,654", AREA];
    const routes = documentedRoutes(app).filter((r) => r.method === "GET");
    const seen: Record<Role, string[]> = { visitor: [], otherSeller: [], seller: [], admin: [] };
    for (const route of routes) {
      const path = Object.fromEntries(route.pathParams.map((p) => [p, idFor(p, world, route.path)]));
      const query = route.query
        .filter((q) => q.required)
        .map((q) => `${q.name}=${percentEncode(String(validValue(q.schema, q.name, world, route)))}`)
        .join("&");
      const url = `${fillPath(route, path)}${query ? `?${query}` : ""}`;
      for (const role of ["visitor", "otherSeller", "seller", "admin"] as Role[]) {
        const cookie = await cookieFor(app, world, role);
        const res = await app.inject({
          method: "GET",
          url,
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        });
        expect(res.statusCode, `${route.key} as ${role}`).toBeLessThan(500);
        if (markers.some((m) => res.body.includes(m))) seen[role].push(route.key);
      }
    }
    expect(seen.visitor).toEqual([]);
    expect(seen.otherSeller).toEqual([]);
    // The seller's own listing routes, and the admins' desk, do carry it.
    expect(seen.seller).toEqual(expect.arrayContaining(["GET /api/listings", "GET /api/listings/{id}"]));
    expect(seen.admin).toEqual(expect.arrayContaining(["GET /api/admin/listings"]));
    // Another seller's export holds nothing of it; the seller's own does (it is theirs).
    expect(JSON.stringify(await collectSellerData(app, world.users.otherSeller.id))).not.toContain(FLOOR);
    // The posting kit's copy is what buyers read: never the floor nor the area.
    const dto = await findListing(app.db, world.a.listingId);
    for (const m of ["olx", "quikr", "facebook"] as const) {
      const kit = JSON.stringify(buildPostingKit(dto as NonNullable<typeof dto>, m));
      for (const marker of markers) expect(kit).not.toContain(marker);
    }
  });

  it("reaches the assistant only as its admin-only line, never in a field it fills", async () => {
    const admin = await deskAdmin(app, "Floor");
    const token = await assistantToken(admin);
    const owner = await createUser(app);
    const listing = await createListing(app, owner, { title: "Sony WH-1000XM4 headphones", price: "18000.00" });
    await app.db
      .update(listings)
      .set({
        floorPrice: "15500.00",
        availability: { days: ["mon", "tue"], windows: [{ from: "18:00", to: "20:00" }], area: "Kothrud" },
      })
      .where(eq(listings.id, listing.id));
    expect((await admin.call("POST", claimUrl(listing.id))).statusCode).toBe(200);
    const res = await assistantClient(app, token)("GET", extUrl(listing.id));
    expect(res.statusCode, res.body).toBe(200);
    const { adminOnly, ...filled } = res.json();
    expect(adminOnly).toEqual({ sellerLowest: "15500.00", availability: "Mon, Tue · 18:00–20:00 · Kothrud" });
    const text = JSON.stringify(filled);
    for (const marker of ["15500", "15,500", "Kothrud"]) expect(text).not.toContain(marker);
    expect(filled.price).toBe("18000");
  });

  it("a markdown accepted below the floor is refused (409) and changes nothing", async () => {
    const owner = await createUser(app);
    const listing = await createListing(app, owner, { price: "10000.00" });
    await app.db.update(listings).set({ floorPrice: "9500.00" }).where(eq(listings.id, listing.id));
    await app.db.update(postings).set({ status: "posted" }).where(eq(postings.listingId, listing.id));
    const [{ id }] = await app.db
      .insert(priceSuggestions)
      .values({
        listingId: listing.id,
        currentPrice: "10000.00",
        suggestedPrice: "9000.00",
        reason: { code: "markdown", params: { days: 30, percent: 10 } },
      })
      .returning({ id: priceSuggestions.id });
    const call = await clientFor(app, owner);
    const res = await call("POST", `/api/listings/${listing.id}/price-suggestions/${id}/accept`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(TERMS_MESSAGES.priceBelowFloor);
    const [row] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row.price).toBe("10000.00");
  });

  it("an admin sees it in the desk's listing", async () => {
    const admin = await createAdmin(app);
    const owner = await createUser(app);
    const listing = await createListing(app, owner, { title: "Desk floor listing", price: "5000.00" });
    await app.db.update(listings).set({ floorPrice: "4200.00" }).where(eq(listings.id, listing.id));
    const res = await (await clientFor(app, admin))("GET", "/api/admin/listings?q=Desk%20floor");
    expect(res.json()[0]).toMatchObject({ id: listing.id, floorPrice: "4200.00" });
  });
});
