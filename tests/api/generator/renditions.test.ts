import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { listingPhotos, type User, uploads } from "../../../src/server/db/schema.ts";
import { bytesStored } from "../../../src/server/modules/uploads/records.ts";
import { makeMissingRenditions } from "../../../src/server/modules/uploads/renditions-backfill.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { sweepOrphanUploads } from "../../../src/server/modules/uploads/sweep.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { multipart } from "./multipart.ts";

/* Issue 22 item 3 (docs/decisions/118): every stored photo keeps 320 and 1024 px renditions next to it. */
let app: App;
let seller: User;
let cookie: string;
const dir = () => path.join(app.config.dataDir, "uploads");
const onDisk = (url: string) => existsSync(path.join(dir(), url.replace("/uploads/", "")));
const rendition = (url: string, side: number) => url.replace(/\.jpg$/, `.w${side}.jpg`);
const longestSide = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return Math.max(meta.width ?? 0, meta.height ?? 0);
};
/** A 3000 x 2000 photo: stored at 2048 x 1365, so both renditions are real reductions. */
const bigPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUser(app);
  cookie = await loginCookie(app, seller);
});

async function upload(bytes: Buffer): Promise<string> {
  const form = multipart([{ name: "image", file: { bytes, filename: "photo.jpg" } }]);
  const res = await app.inject({ method: "POST", url: "/api/upload", ...form, headers: { ...form.headers, cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().imageUrl;
}

const get = (url: string) => app.inject({ method: "GET", url });

describe("renditions made at intake", () => {
  it("an upload stores 320 and 1024 px renditions beside the 2048 px photo, served like it", async () => {
    const url = await upload(await bigPhoto());
    for (const side of [320, 1024]) expect(onDisk(rendition(url, side))).toBe(true);
    const full = await get(url);
    expect(await longestSide(full.rawPayload)).toBe(2048);
    for (const side of [320, 1024]) {
      const res = await get(rendition(url, side));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("jpeg");
      expect([meta.width, meta.height]).toEqual(side === 320 ? [320, 213] : [1024, 683]);
      expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length);
    }
  });

  it("a photo smaller than a rendition keeps its size there, and the quota counts the photo only", async () => {
    const before = await bytesStored(app.db, seller.id);
    const small = sharp({ create: { width: 300, height: 200, channels: 3, background: "#c33" } });
    const url = await upload(await small.png().toBuffer());
    const full = await get(url);
    expect(await bytesStored(app.db, seller.id)).toBe(before + full.rawPayload.length);
    for (const side of [320, 1024]) {
      const meta = await sharp((await get(rendition(url, side))).rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([300, 200]);
    }
  });
});

describe("photos stored before renditions", () => {
  it("get a rendition made and kept on its first request", async () => {
    const url = await photoStoreFor(app.config).put(
      await sharp(await bigPhoto())
        .resize(2048)
        .jpeg()
        .toBuffer(),
    );
    const small = rendition(url, 320);
    expect(onDisk(small)).toBe(false);
    const first = await get(small);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await longestSide(first.rawPayload)).toBe(320);
    expect(onDisk(small)).toBe(true);
    expect(onDisk(rendition(url, 1024))).toBe(false);
    expect((await get(small)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("get every missing rendition from the thumbnails command, and a second run makes none", async () => {
    const store = photoStoreFor(app.config);
    const jpeg = await sharp(await bigPhoto())
      .resize(1600)
      .jpeg()
      .toBuffer();
    // One recorded upload, one only a listing names (stored before uploads were recorded), one with a rendition.
    const recorded = await upload(jpeg);
    for (const side of [320, 1024]) await store.remove(rendition(recorded, side));
    const legacy = await store.put(jpeg);
    const listing = await createListing(app, seller);
    await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 1, url: legacy });
    expect(onDisk(rendition(legacy, 1024))).toBe(false);

    const first = await makeMissingRenditions(app);
    expect(first.renditionsMade).toBe(4);
    for (const url of [recorded, legacy]) {
      for (const side of [320, 1024]) {
        expect(onDisk(rendition(url, side))).toBe(true);
        expect(await longestSide(readFileSync(path.join(dir(), rendition(url, side).slice(9))))).toBe(side);
      }
    }
    expect(await makeMissingRenditions(app)).toEqual({ photos: first.photos, renditionsMade: 0 });
  });
});

describe("rendition names", () => {
  it("answer 404 for any size but ours, any other form, a missing photo or one that cannot be read", async () => {
    const url = await upload(await bigPhoto());
    const name = url.slice("/uploads/".length, -".jpg".length);
    const missing = "b".repeat(32);
    writeFileSync(path.join(dir(), `${"c".repeat(32)}.jpg`), "not a jpeg at all");
    for (const bad of [
      `${name}.w500.jpg`,
      `${name}.w32.jpg`,
      `${name}.w0320.jpg`,
      `${name}.w320.png`,
      `${name}.w320.w320.jpg`,
      `${name}.W320.jpg`,
      `${name}.w320.jpg.tmp`,
      `..%2F${name}.w320.jpg`,
      `${missing}.w320.jpg`,
      `${"c".repeat(32)}.w320.jpg`,
    ]) {
      const res = await get(`/uploads/${bad}`);
      expect(res.statusCode, bad).toBe(404);
    }
    expect(onDisk(`/uploads/${missing}.w320.jpg`)).toBe(false);
  });
});

describe("removal", () => {
  it("deleting a listing removes its photos' renditions with them", async () => {
    const urls = [await upload(await bigPhoto()), await upload(await bigPhoto())];
    const api = await clientFor(app, seller);
    const created = await api("POST", "/api/listings", {
      title: "Desk lamp",
      description: "Warm light, works.",
      price: "700",
      imageUrls: urls,
    });
    expect(created.statusCode).toBe(201);
    expect((await api("DELETE", `/api/listings/${created.json().id}`)).statusCode).toBe(204);
    for (const url of urls) {
      for (const file of [url, rendition(url, 320), rendition(url, 1024)]) expect(onDisk(file)).toBe(false);
      expect((await get(rendition(url, 320))).statusCode).toBe(404);
    }
  });

  it("the sweep removes an orphan photo's renditions, and renditions whose photo is gone", async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    const file = (url: string) => path.join(dir(), url.slice("/uploads/".length));
    const age = (...urls: string[]) => {
      for (const url of urls) utimesSync(file(url), twoDaysAgo, twoDaysAgo);
    };
    const store = photoStoreFor(app.config);
    // Old and not recorded: a photo with its renditions (the small one made lately, on a request).
    const orphan = await upload(await bigPhoto());
    await app.db.delete(uploads).where(eq(uploads.url, orphan));
    age(orphan, rendition(orphan, 1024));
    // Renditions left of a photo that is gone: old ones go, a fresh one stays until it is old.
    const gone = `/uploads/${randomBytes(24).toString("base64url")}.jpg`;
    for (const side of [320, 1024]) writeFileSync(file(rendition(gone, side)), "left over");
    age(rendition(gone, 320), rendition(gone, 1024));
    const goneLately = `/uploads/${randomBytes(24).toString("base64url")}.jpg`;
    writeFileSync(file(rendition(goneLately, 320)), "left over lately");
    // Old, never recorded, but a listing shows it: the photo and its renditions stay.
    const named = await store.put(await bigPhoto());
    await store.putRendition(named, 320, Buffer.from("a rendition"));
    const listing = await createListing(app, seller);
    await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 1, url: named });
    age(named, rendition(named, 320));

    const result = await sweepOrphanUploads(app);
    expect(result.unrecordedFilesRemoved).toBe(2);
    for (const url of [orphan, gone]) {
      for (const f of [url, rendition(url, 320), rendition(url, 1024)]) expect(onDisk(f)).toBe(false);
    }
    expect(onDisk(rendition(goneLately, 320))).toBe(true);
    expect(onDisk(named)).toBe(true);
    expect(onDisk(rendition(named, 320))).toBe(true);
  });
});
