import { readdirSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { makeMissingRenditions } from "../../../src/server/modules/uploads/renditions-backfill.ts";
import { photoStoreFor } from "../../../src/server/modules/uploads/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { multipart, photo } from "./multipart.ts";

let app: App;
let cookie: string;
const uploadsDir = () => path.join(app.config.dataDir, "uploads");
const storedCount = () => {
  try {
    return readdirSync(uploadsDir()).length;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  app = await createTestApp();
  cookie = await loginCookie(app, await createUser(app));
});

async function upload(bytes: Buffer, filename = "photo.jpg", url = "/api/upload", withCookie = true) {
  const form = multipart([{ name: "image", file: { bytes, filename } }]);
  const res = await app.inject({
    method: "POST",
    url,
    ...form,
    headers: { ...form.headers, ...(withCookie ? { cookie } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe("POST /api/upload", () => {
  it("needs a signed-in user", async () => {
    expect((await upload(photo("coffee.png"), "c.png", "/api/upload", false)).status).toBe(401);
  });

  it("stores a photo under a random name and serves it", async () => {
    const { status, body } = await upload(photo("coffee.png"), "../../etc/passwd.png");
    expect(status).toBe(200);
    expect(body.imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{32}\.jpg$/);
    const res = await app.inject({ method: "GET", url: body.imageUrl });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
  });

  it("applies EXIF orientation and strips all metadata, GPS included", async () => {
    const tagged = await sharp(photo("coffee.png"))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1" } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const { body } = await upload(tagged);
    const stored = (await app.inject({ method: "GET", url: body.imageUrl })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("TestCam"))).toBe(false);
    // Orientation 6 is a quarter turn: the stored photo is upright, 400 wide and 600 high.
    expect([meta.width, meta.height]).toEqual([400, 600]);
  });

  it("refuses bad files with a clear 4xx, stores nothing and keeps serving", async () => {
    const before = storedCount();
    const text = await upload(Buffer.from("This is not a photo, just a text file.\n".repeat(20)), "holiday.jpg");
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/not a supported image/);

    const huge = Buffer.alloc(30 * 1024 * 1024, 7);
    photo("aloe_1000.jpg").copy(huge);
    const big = await upload(huge, "big.jpg");
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/too large/);

    const bomb = await upload(photo("bomb-20000x20000.png"), "bomb.png");
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toMatch(/too many pixels/);

    const jpeg = photo("aloe_1000.jpg");
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg");
    expect(truncated.status).toBe(422);
    expect(truncated.body.message).toMatch(/damaged or incomplete/);

    expect(storedCount()).toBe(before);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await upload(photo("test.png"), "ok.png")).status).toBe(200);
  });

  it("a bad photo among good ones in classify stores none of them", async () => {
    const before = storedCount();
    const form = multipart([
      { name: "image", file: { bytes: photo("coffee.png"), filename: "a.png" } },
      { name: "additionalImage0", file: { bytes: Buffer.from("not an image at all, really"), filename: "b.jpg" } },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/classify-image",
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode).toBe(415);
    expect(storedCount()).toBe(before);
  });

  it("serves only stored names", async () => {
    expect((await app.inject({ method: "GET", url: "/uploads/..%2F..%2Fsession-secret" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/uploads/${"a".repeat(32)}.jpg` })).statusCode).toBe(404);
  });
});

describe("S3-compatible storage", () => {
  let s3app: App;
  let server: { close(): Promise<void> };
  let endpoint: string;

  beforeAll(async () => {
    const directory = tempDir("s3rver");
    const s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: "photos" }],
    });
    const { port } = await s3.run();
    server = s3;
    endpoint = `http://127.0.0.1:${port}`;
    s3app = await createTestApp({
      S3_BUCKET: "photos",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function uploadToBucket(bytes: Buffer, filename: string) {
    const c = await loginCookie(s3app, await createUser(s3app));
    const form = multipart([{ name: "image", file: { bytes, filename } }]);
    return s3app.inject({ method: "POST", url: "/api/upload", ...form, headers: { ...form.headers, cookie: c } });
  }

  it("stores uploads in the bucket", async () => {
    const res = await uploadToBucket(photo("coffee.heic"), "IMG_0001.HEIC");
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(new RegExp(`^${endpoint}/photos/uploads/[A-Za-z0-9_-]{32}\\.jpg$`));
    const client = new S3Client({
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const obj = await client.send(new GetObjectCommand({ Bucket: "photos", Key: imageUrl.split("/photos/")[1] }));
    const bytes = Buffer.from(await obj.Body!.transformToByteArray());
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    client.destroy();
  });

  it("keeps renditions in the bucket: made at upload, made by the thumbnails command, removed with the photo", async () => {
    const { imageUrl } = (await uploadToBucket(photo("aloe_1000.jpg"), "aloe.jpg")).json();
    const store = photoStoreFor(s3app.config);
    const at = (side: number) => imageUrl.replace(/\.jpg$/, `.w${side}.jpg`);
    const longest = async (url: string) => {
      const bytes = await store.get(url);
      if (!bytes) return undefined;
      const meta = await sharp(bytes).metadata();
      return Math.max(meta.width ?? 0, meta.height ?? 0);
    };
    expect(await longest(at(320))).toBe(320);
    expect(await longest(at(1024))).toBe(1000);

    await store.remove(at(1024));
    expect(await store.get(at(1024))).toBeUndefined();
    expect((await makeMissingRenditions(s3app)).renditionsMade).toBe(1);
    expect(await longest(at(1024))).toBe(1000);

    await store.remove(imageUrl);
    for (const url of [imageUrl, at(320), at(1024)]) expect(await store.get(url)).toBeUndefined();
  });
});
