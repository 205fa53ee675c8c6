import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs, listings, sales, type User } from "../../../src/server/db/schema.ts";
import { attachListingToCreationLog, claimCreationLog } from "../../../src/server/modules/generator/creation-log.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { classifyForm } from "./multipart.ts";

// Identification is CPU work: on a busy 2-core machine a test with several photos runs past the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let seller: User;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUser(app);
  cookie = await loginCookie(app, seller);
});

const post = (url: string, payload: object, c: string | null = cookie) =>
  app.inject({ method: "POST", url, payload, headers: c ? { cookie: c } : {} });

async function classifyLog(file: string) {
  const form = classifyForm([file]);
  const res = await app.inject({
    method: "POST",
    url: "/api/classify-image",
    ...form,
    headers: { ...form.headers, cookie },
  });
  return res.json();
}

describe("POST /api/generate-copy", () => {
  it("needs a signed-in user", async () => {
    expect((await post("/api/generate-copy", { productName: "Cup" }, null)).statusCode).toBe(401);
  });

  it("answers up to 8 titles within 70 characters and a description from the details", async () => {
    const { imageUrl } = await classifyLog("test.png");
    const res = await post("/api/generate-copy", {
      productName: "Samsung Galaxy S21",
      category: "electronics",
      condition: "good",
      image_url: imageUrl,
      storage: "128GB",
      additionalInfo: "Comes with the original box",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.titles.length).toBeGreaterThan(1);
    expect(body.titles.length).toBeLessThanOrEqual(8);
    for (const t of body.titles) expect(t.length).toBeLessThanOrEqual(70);
    expect(body.description).toContain("Samsung Galaxy S21");
    expect(body.description).toContain("128GB");
    expect(body.description).toContain("Comes with the original box.");
    expect(body.provider).toBe("offline");
  });

  it("400s on a photo that is not the seller's own upload: someone else's, a made-up path, an outside address", async () => {
    const { imageUrl } = await classifyLog("coffee.png");
    const other = await loginCookie(app, await createUser(app));
    for (const [url, who] of [
      [imageUrl, other],
      ["/uploads/x.jpg", cookie],
      ["http://169.254.169.254/latest/meta-data", cookie],
    ] as const) {
      const res = await post("/api/generate-copy", { productName: "Cup", condition: "good", image_url: url }, who);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Photos must be ones you uploaded/);
    }
  });

  it("400s without a product name", async () => {
    const res = await post("/api/generate-copy", { category: "home", condition: "good" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/productName/);
  });
});

describe("POST /api/smart-pricing", () => {
  it("answers ordered, plausible rupee prices for a known phone", async () => {
    const res = await post("/api/smart-pricing", {
      productName: "Samsung Galaxy S21",
      category: "electronics",
      condition: "good",
      storage: "128GB",
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    const [q, m, x] = [Number(p.quickPrice), Number(p.medianPrice), Number(p.maxPrice)];
    expect(q).toBeLessThanOrEqual(m);
    expect(m).toBeLessThanOrEqual(x);
    expect(m).toBeGreaterThan(8000);
    expect(m).toBeLessThan(45000);
    expect(p.quickPrice).toMatch(/^\d+\.00$/);
    expect(p.confidenceScore).toBeGreaterThan(0);
    expect(p.confidenceScore).toBeLessThanOrEqual(1);
    expect(["green", "amber", "red"]).toContain(p.confidence);
  });

  it("prices vehicles by year and mileage", async () => {
    const body = (year: string, mileage: string) =>
      post("/api/smart-pricing", {
        productName: "Royal Enfield Classic 350",
        category: "automotive",
        condition: "good",
        year,
        mileage,
      }).then((r) => r.json());
    const newer = await body("2023", "5000");
    const older = await body("2019", "60000");
    expect(Number(older.medianPrice)).toBeLessThan(Number(newer.medianPrice));
    expect(Number(newer.medianPrice)).toBeGreaterThan(60000);
  });

  it("uses comparable sales of the same model from our records", async () => {
    const admin = await createUser(app, { isAdmin: true });
    const before = (
      await post("/api/smart-pricing", {
        productName: "OnePlus 11",
        brand: "OnePlus",
        model: "OnePlus 11",
        itemType: "phone",
        category: "electronics",
        condition: "good",
      })
    ).json();
    for (const amount of ["30000.00", "31000.00", "32000.00", "33000.00", "34000.00", "31500.00"]) {
      const listing = await createListing(app, seller, { title: "OnePlus 11 5G", category: "electronics" });
      await app.db
        .update(listings)
        .set({ brand: "OnePlus", model: "OnePlus 11", itemType: "phone", status: "sold" })
        .where(eq(listings.id, listing.id));
      await app.db
        .insert(sales)
        .values({ listingId: listing.id, userId: seller.id, saleAmount: amount, markedSoldByAdminId: admin.id });
    }
    const after = (
      await post("/api/smart-pricing", {
        productName: "OnePlus 11",
        brand: "OnePlus",
        model: "OnePlus 11",
        itemType: "phone",
        category: "electronics",
        condition: "good",
      })
    ).json();
    expect(after.basis).toMatchObject({ comparables: 6, level: "model" });
    expect(Math.abs(Number(after.medianPrice) - 31750)).toBeLessThan(Math.abs(Number(before.medianPrice) - 31750));
    expect(after.confidenceScore).toBeGreaterThan(before.confidenceScore);
  });
});

describe("creation log", () => {
  it("is completed by copy and pricing, and by the seller's final choices", async () => {
    const cls = await classifyLog("test.png");
    const copy = (
      await post("/api/generate-copy", {
        productName: cls.productName,
        category: cls.category,
        condition: "good",
        creationLogId: cls.creationLogId,
      })
    ).json();
    const price = (
      await post("/api/smart-pricing", {
        productName: cls.productName,
        category: cls.category,
        condition: "good",
        confidence: cls.confidence,
        creationLogId: cls.creationLogId,
      })
    ).json();
    const listing = await createListing(app, seller, { title: copy.titles[1], price: price.medianPrice });
    await attachListingToCreationLog(app.db, {
      creationLogId: cls.creationLogId,
      userId: seller.id,
      listingId: listing.id,
      title: copy.titles[1],
      description: "My own words",
      price: price.medianPrice,
      category: "electronics",
    });
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, cls.creationLogId));
    expect(log).toMatchObject({
      listingId: listing.id,
      aiGeneratedTitles: copy.titles,
      aiGeneratedDescription: copy.description,
      aiSuggestedPrices: { quickPrice: price.quickPrice, medianPrice: price.medianPrice, maxPrice: price.maxPrice },
      userSelectedTitle: copy.titles[1],
      userModifiedDescription: "My own words",
      userSelectedPrice: price.medianPrice,
      userSelectedCategory: "electronics",
    });
  });

  it("cannot be touched by another seller", async () => {
    const cls = await classifyLog("test.png");
    const other = await createUser(app);
    const otherCookie = await loginCookie(app, other);
    await post(
      "/api/generate-copy",
      { productName: "Hacked", condition: "good", creationLogId: cls.creationLogId },
      otherCookie,
    );
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, cls.creationLogId));
    expect(log.aiGeneratedDescription).toBeNull();
    const listing = await createListing(app, other);
    // Saving a listing claims the generation first: another seller's is refused.
    await expect(claimCreationLog(app.db, cls.creationLogId, other.id)).rejects.toMatchObject({ status: 403 });
    // And recording the final choices matches only the owner's log: the other seller's call changes nothing.
    await attachListingToCreationLog(app.db, {
      creationLogId: cls.creationLogId,
      userId: other.id,
      listingId: listing.id,
      title: "x",
      description: "x",
      price: "1.00",
      category: "other",
    });
    const [after] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, cls.creationLogId));
    expect(after).toMatchObject({ listingId: null, userSelectedTitle: null });
  });
});
