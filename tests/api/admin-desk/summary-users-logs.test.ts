import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { creationLogListSchema } from "../../../src/contract/admin-creation-logs.ts";
import { adminSummarySchema } from "../../../src/contract/admin-summary.ts";
import { creationLogs, listingPhotos, listings, sales } from "../../../src/server/db/schema.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";

const app = await createTestApp();
const adminUser = await createAdmin(app);
const admin = await clientFor(app, adminUser);

describe("GET /api/admin/summary", () => {
  it("counts every card in one call; the sales value is a decimal string summed in SQL", async () => {
    const empty = adminSummarySchema.parse((await admin("GET", "/api/admin/summary")).json());
    expect(empty).toMatchObject({ totalSales: 0, salesValue: "0.00", pendingPayouts: 0 });
    const seller = await createUser(app);
    const a = await createListing(app, seller);
    const b = await createListing(app, seller);
    await createListing(app, seller, { status: "draft" });
    await app.db.insert(sales).values([
      { listingId: a.id, userId: seller.id, saleAmount: "0.10", payoutStatus: "pending" },
      { listingId: b.id, userId: seller.id, saleAmount: "0.20", payoutStatus: "paid" },
    ]);
    await app.db.update(listings).set({ status: "sold" });
    await createMessage(app, seller, { from: adminUser });
    const res = await admin("GET", "/api/admin/summary");
    expect(res.json()).toEqual({
      totalListings: 3,
      pendingReview: 2,
      totalSales: 2,
      salesValue: "0.30",
      pendingPayouts: 1,
      totalUsers: 2,
      messages: 1,
      renewalsDue: 0,
      updateTasksOpen: 0,
    });
  });
});

describe("GET /api/admin/users", () => {
  it("searches name, full name or email in pages, newest first, with only id, names, email and language", async () => {
    for (let i = 0; i < 5; i++) await createUser(app, { firstName: "Kavya", lastName: `Nair${i}` });
    await createUser(app, { firstName: "Arjun", lastName: "Kavyan", email: "arjun@example.test" });
    const first = await admin("GET", "/api/admin/users?q=kavya&limit=4");
    expect(first.json()).toHaveLength(4);
    // The language: the desk writes its prefilled messages in it (issue 47 item 5).
    expect(Object.keys(first.json()[0]).sort()).toEqual(["email", "firstName", "id", "language", "lastName"]);
    const cursor = first.headers["x-next-cursor"] as string;
    const second = await admin("GET", `/api/admin/users?q=kavya&limit=4&cursor=${cursor}`);
    expect(second.json()).toHaveLength(2);
    expect(second.headers["x-next-cursor"]).toBeUndefined();
    expect((await admin("GET", "/api/admin/users?q=Kavya%20Nair3")).json()).toHaveLength(1);
    expect((await admin("GET", "/api/admin/users?q=ARJUN%40")).json()).toHaveLength(1);
    expect((await admin("GET", "/api/admin/users?q=_")).json()).toHaveLength(0);
    for (const q of ["?q=%00", "?limit=500", "?cursor=zzz", `?q=${"a".repeat(101)}`]) {
      expect((await admin("GET", `/api/admin/users${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe("GET /api/admin/creation-logs and Download Image", () => {
  it("lists logs with the user and AI analysis newest first, paged, and downloads a real JPEG", async () => {
    const seller = await createUser(app, { firstName: "Leela", upiId: "leela@upi" });
    const listing = await createListing(app, seller);
    // A PNG in the store: the download must still be a JPEG.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const url = await photoStoreFor(app.config).put(png);
    const base = Date.now();
    const rows = await app.db
      .insert(creationLogs)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          userId: seller.id,
          listingId: i === 2 ? listing.id : null,
          originalImageUrl: url,
          aiDetectedBrand: "Apple",
          aiDetectedModel: "iPhone 13",
          aiConfidenceScore: 82,
          aiSuggestedPrices: { quickPrice: "28000.00", medianPrice: "32000.00", maxPrice: "36000.00" },
          aiGeneratedTitles: Array.from({ length: 10 }, (_, t) => `Title ${t}`),
          createdAt: new Date(base - (2 - i) * 1000),
        })),
      )
      .returning();
    const first = await admin("GET", "/api/admin/creation-logs?limit=2");
    const logs = creationLogListSchema.parse(first.json());
    expect(logs.map((l) => l.id)).toEqual([rows[2].id, rows[1].id]);
    expect(logs[0]).toMatchObject({
      listingId: listing.id,
      user: { firstName: "Leela", email: seller.email, upiId: "leela@upi" },
      aiConfidenceScore: 82,
      aiSuggestedPrices: { medianPrice: "32000.00" },
    });
    const next = await admin("GET", `/api/admin/creation-logs?limit=2&cursor=${first.headers["x-next-cursor"]}`);
    expect(next.json().map((l: { id: string }) => l.id)).toEqual([rows[0].id]);

    const image = await admin("GET", `/api/admin/creation-logs/${rows[2].id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["content-disposition"]).toBe(`attachment; filename="product-${listing.id.slice(-8)}.jpg"`);
    expect((await sharp(image.rawPayload).metadata()).format).toBe("jpeg");
    expect((await admin("GET", "/api/admin/creation-logs/nope/image")).statusCode).toBe(404);
    expect((await admin("GET", "/api/admin/creation-logs?cursor=%00")).statusCode).toBe(400);
  });

  it("zips a listing's photos in order for the posting kit", async () => {
    const seller = await createUser(app);
    const listing = await createListing(app, seller);
    const store = photoStoreFor(app.config);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const urls = [await store.put(jpeg), await store.put(jpeg)];
    await app.db.delete(listingPhotos).where(eq(listingPhotos.listingId, listing.id));
    await app.db.insert(listingPhotos).values(urls.map((url, position) => ({ listingId: listing.id, position, url })));
    const res = await admin("GET", `/api/admin/listings/${listing.id}/photos.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
    const base = `product-${listing.id.slice(-8)}`;
    expect(files).toEqual([`${base}-1.jpg`, `${base}-2.jpg`]);
    expect((await admin("GET", "/api/admin/listings/nope/photos.zip")).statusCode).toBe(404);
  });
});
