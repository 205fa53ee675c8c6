import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creationLogs, listingPhotos, listings, sales, uploads } from "../../../src/server/db/schema.ts";
import { sweepOrphanUploads } from "../../../src/server/modules/uploads/sweep.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { isStored, uploadedPhotos } from "./helpers.ts";

/* Issue 13 item 6: uploads nothing names are swept once older than a day; anything still shown never is. */
const app = await createTestApp();
const dir = path.join(app.config.dataDir, "uploads");
mkdirSync(dir, { recursive: true });
const DAY = 24 * 3_600_000;
const twoDaysAgo = new Date(Date.now() - 2 * DAY);

/** A file in storage the uploads table never recorded (stored before it existed), last written two days ago. */
function unrecordedFile(name = `${randomBytes(24).toString("base64url")}.jpg`) {
  const file = path.join(dir, name);
  writeFileSync(file, "old jpeg bytes");
  utimesSync(file, twoDaysAgo, twoDaysAgo);
  return `/uploads/${name}`;
}

describe("sweepOrphanUploads", () => {
  it("on a seeded data set removes only old, unnamed uploads and files", async () => {
    const seller = await createUser(app);
    const old = { createdAt: twoDaysAgo, bytes: 1000 };
    // Named: a listing photo, a listing's main image, a creation log, a sold listing with its sale.
    const [asPhoto, asMain, asLog, asSale] = await uploadedPhotos(app, seller, 4, old);
    const listing = await createListing(app, seller);
    await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 1, url: asPhoto });
    const mainOnly = await createListing(app, seller);
    await app.db.update(listings).set({ imageUrl: asMain }).where(eqId(mainOnly.id));
    await app.db.insert(creationLogs).values({ userId: seller.id, originalImageUrl: asLog });
    const sold = await createListing(app, seller);
    await app.db.insert(listingPhotos).values({ listingId: sold.id, position: 1, url: asSale });
    await app.db.update(listings).set({ status: "sold" }).where(eqId(sold.id));
    await app.db.insert(sales).values({ listingId: sold.id, userId: seller.id, saleAmount: "900.00" });
    // Orphans: 30 old uploads, 5 fresh ones (kept: a seller may be mid-way through a listing), old files never
    // recorded (one of them still named by a legacy listing), and a half-written temp file.
    const orphans = await uploadedPhotos(app, seller, 30, old);
    const fresh = await uploadedPhotos(app, seller, 5, { bytes: 1000 });
    const unrecorded = Array.from({ length: 12 }, () => unrecordedFile());
    const legacyNamed = unrecordedFile();
    await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 2, url: legacyNamed });
    const temp = path.join(dir, ".halfwritten.jpg.tmp");
    writeFileSync(temp, "x");
    utimesSync(temp, twoDaysAgo, twoDaysAgo);

    const result = await sweepOrphanUploads(app);
    expect(result).toEqual({ uploadsRemoved: 30, bytesFreed: 30_000, unrecordedFilesRemoved: 12, tempFilesRemoved: 1 });
    for (const url of [asPhoto, asMain, asLog, asSale, ...fresh, legacyNamed]) expect(isStored(app, url)).toBe(true);
    for (const url of [...orphans, ...unrecorded]) expect(isStored(app, url)).toBe(false);
    expect(existsSync(temp)).toBe(false);
    const left = new Set((await app.db.select({ url: uploads.url }).from(uploads)).map((r) => r.url));
    for (const url of [asPhoto, asMain, asLog, asSale, ...fresh]) expect(left.has(url)).toBe(true);
    for (const url of orphans) expect(left.has(url)).toBe(false);

    // A second run finds nothing more.
    expect(await sweepOrphanUploads(app)).toEqual({
      uploadsRemoved: 0,
      bytesFreed: 0,
      unrecordedFilesRemoved: 0,
      tempFilesRemoved: 0,
    });
  });

  it("sweeps a photo an edit dropped once it is old, keeps the ones the listing shows", async () => {
    const seller = await createUser(app);
    const [a, b] = await uploadedPhotos(app, seller, 2, { createdAt: twoDaysAgo });
    const api = await clientFor(app, seller);
    const created = (
      await api("POST", "/api/listings", {
        title: "Kettle",
        description: "Boils fast.",
        price: "600",
        imageUrls: [a, b],
      })
    ).json();
    expect((await api("PATCH", `/api/listings/${created.id}`, { imageUrls: [b] })).statusCode).toBe(200);
    expect(isStored(app, a)).toBe(true);
    await sweepOrphanUploads(app);
    expect(isStored(app, a)).toBe(false);
    expect(isStored(app, b)).toBe(true);
    expect((await api("GET", `/api/listings/${created.id}`)).json().imageUrls).toEqual([b]);
  });
});

const eqId = (id: string) => eq(listings.id, id);
