import { existsSync, unlinkSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LISTING_MESSAGES } from "../../../src/contract/listings.ts";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs, type User } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { injectClassify, multipart, photo } from "./multipart.ts";

// Identification is CPU work: on a busy 2-core machine it can run past the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Issue 22, upload on pick: the phone uploads each photo when it is picked (POST /api/upload), then classifies
 * the uploaded photos by URL (POST /api/classify-photos); a photo removed before generating is forgotten
 * (DELETE /api/upload). Only the seller's own uploads can be used.
 */
let app: App;
let seller: User;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUser(app);
  cookie = await loginCookie(app, seller);
  otherCookie = await loginCookie(app, await createUser(app));
});

async function upload(name: string, as = cookie): Promise<string> {
  const form = multipart([{ name: "image", file: { bytes: photo(name), filename: name } }]);
  const res = await app.inject({
    method: "POST",
    url: "/api/upload",
    ...form,
    headers: { ...form.headers, cookie: as },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl;
}

const classifyPhotos = (body: unknown, as: string | null = cookie) =>
  app.inject({
    method: "POST",
    url: "/api/classify-photos",
    payload: body as object,
    headers: as ? { cookie: as } : {},
  });

const forget = (imageUrl: unknown, as = cookie) =>
  app.inject({ method: "DELETE", url: "/api/upload", payload: { imageUrl }, headers: { cookie: as } });

const fileOf = (url: string) => path.join(app.config.dataDir, "uploads", url.replace("/uploads/", ""));
const logCount = async () =>
  (await app.db.select().from(creationLogs).where(eq(creationLogs.userId, seller.id))).length;

describe("POST /api/classify-photos", () => {
  it("identifies uploaded photos like the multipart call does, keeps their URLs in order and records one log", async () => {
    const urls = [await upload("motorcycle_left.png"), await upload("coffee.png")];
    const before = await logCount();
    const res = await classifyPhotos({ imageUrls: urls, condition: "good" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.imageUrl).toBe(urls[0]);
    expect(body.imageUrls).toEqual(urls);
    expect(await logCount()).toBe(before + 1);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, body.creationLogId));
    expect(log.originalImageUrl).toBe(urls[0]);
    expect(log.photoCount).toBe(2);

    const multipartAnswer = (await injectClassify(app, cookie, ["motorcycle_left.png", "coffee.png"])).json();
    expect({ product: body.productName, category: body.category, brand: body.brand }).toEqual({
      product: multipartAnswer.productName,
      category: multipartAnswer.category,
      brand: multipartAnswer.brand,
    });
  });

  it("takes the seller's hint over what the photos suggest", async () => {
    const res = await classifyPhotos({ imageUrls: [await upload("coffee.png")], hint: "Royal Enfield Classic 350" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category).toBe("automotive");
  });

  it("refuses another seller's upload, a made-up path and an outside address, and records nothing", async () => {
    const theirs = await upload("coffee.png", otherCookie);
    const mine = await upload("coffee.png");
    const before = await logCount();
    for (const imageUrls of [
      [theirs],
      [mine, theirs],
      ["/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg"],
      ["https://example.com/photo.jpg"],
    ]) {
      const res = await classifyPhotos({ imageUrls });
      expect(res.statusCode, JSON.stringify(imageUrls)).toBe(400);
      expect(res.json().message).toBe(UPLOAD_ERRORS.notYours);
    }
    expect(await logCount()).toBe(before);
  });

  it("refuses an upload whose file is gone (swept) with the same message", async () => {
    const url = await upload("coffee.png");
    unlinkSync(fileOf(url));
    const res = await classifyPhotos({ imageUrls: [url] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_ERRORS.notYours);
  });

  it.each([
    ["no photos", { imageUrls: [] }, UPLOAD_ERRORS.missing],
    ["six photos", { imageUrls: Array.from({ length: 6 }, (_, i) => `/uploads/p${i}.jpg`) }, UPLOAD_ERRORS.tooMany(5)],
    ["one photo twice", { imageUrls: ["/uploads/x.jpg", "/uploads/x.jpg"] }, UPLOAD_ERRORS.repeated],
    ["a 3,000-character URL", { imageUrls: [`/uploads/${"a".repeat(3000)}.jpg`] }, LISTING_MESSAGES.photoUrlInvalid],
    ["a path out of the folder", { imageUrls: ["/uploads/../../etc/passwd"] }, LISTING_MESSAGES.photoUrlInvalid],
    ["a NUL byte", { imageUrls: ["/uploads/a\u0000.jpg"] }, "contains characters that are not allowed"],
  ])("refuses %s with a message", async (_, body, message) => {
    const res = await classifyPhotos(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([{}, { imageUrls: "x.jpg" }, { imageUrls: [7] }, { imageUrls: ["/uploads/x.jpg"], condition: "mint" }, null])(
    "answers a malformed body %j with a 400 and a message",
    async (body) => {
      const res = await classifyPhotos(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it("refuses a visitor", async () => {
    expect((await classifyPhotos({ imageUrls: ["/uploads/x.jpg"] }, null)).statusCode).toBe(401);
  });
});

describe("DELETE /api/upload", () => {
  it("forgets the seller's own photo that nothing shows, and its file", async () => {
    const url = await upload("coffee.png");
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await forget(url)).statusCode).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await classifyPhotos({ imageUrls: [url] })).statusCode).toBe(400);
    // Again: nothing left to forget, the same answer.
    expect((await forget(url)).statusCode).toBe(204);
  });

  it("keeps a photo a creation log shows, and another seller's photo", async () => {
    const named = await upload("coffee.png");
    expect((await classifyPhotos({ imageUrls: [named] })).statusCode).toBe(200);
    const theirs = await upload("coffee.png", otherCookie);
    expect((await forget(named)).statusCode).toBe(204);
    expect((await forget(theirs)).statusCode).toBe(204);
    expect(existsSync(fileOf(named))).toBe(true);
    expect(existsSync(fileOf(theirs))).toBe(true);
  });

  it("answers a malformed body with a 400 and a visitor with a 401", async () => {
    expect((await forget(42)).statusCode).toBe(400);
    expect((await forget("/uploads/a\u0000.jpg")).json().message).toContain("contains characters that are not allowed");
    const res = await app.inject({ method: "DELETE", url: "/api/upload", payload: { imageUrl: "/uploads/x.jpg" } });
    expect(res.statusCode).toBe(401);
  });
});
