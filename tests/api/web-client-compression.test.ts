import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../helpers/factories.ts";
import { tempDir } from "../helpers/temp-dir.ts";
import { multipart } from "./generator/multipart.ts";

/** Issue 31 item 1: compressed answers, static ones made by the build, dynamic ones on the fly. */

const script = `console.log(${JSON.stringify("SnapList ".repeat(400))});`;
const manifest = JSON.stringify({ name: "SnapList", description: "x".repeat(2000) });

/** A built client in miniature, with the .br and .gz copies the build makes (vite.config.ts). */
function fakeBuild(): string {
  const dir = tempDir("snaplist-web");
  mkdirSync(path.join(dir, "assets"));
  const files: Record<string, string> = {
    "index.html": `<!doctype html><title>SnapList</title><p>${"Sell it from a photo. ".repeat(100)}</p>`,
    "assets/index-abc123.js": script,
    "manifest.webmanifest": manifest,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    if (name === "index.html") continue;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

const app = await createTestApp({}, (c) => {
  c.webDir = fakeBuild();
});
const get = (url: string, encoding?: string, cookie?: string) =>
  app.inject({
    method: "GET",
    url,
    headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...(cookie ? { cookie } : {}) },
  });

describe("the build's files are sent in the compressed copy the browser takes", () => {
  it("brotli first, then gzip, then as is; each with Vary and its own ETag", async () => {
    const br = await get("/assets/index-abc123.js", "gzip, deflate, br");
    const gz = await get("/assets/index-abc123.js", "gzip");
    const plain = await get("/assets/index-abc123.js");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const etags = new Set([br, gz, plain].map((r) => r.headers.etag));
    expect(etags.size).toBe(3);
  });

  it("answers a revalidation of a variant with 304", async () => {
    const first = await get("/assets/index-abc123.js", "br");
    const again = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("sends the manifest compressed and still asks for it again on every load", async () => {
    const res = await get("/manifest.webmanifest", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(manifest));
  });

  it("compresses the page itself on a client route", async () => {
    const res = await get("/edit-listing/1", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("Sell it from a photo.");
  });
});

describe("API answers", () => {
  it("compresses JSON over 1 kB and leaves small answers alone", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    for (let i = 0; i < 6; i++) await createListing(app, seller, { title: `Compressed item ${i}` });
    const list = await get("/api/listings", "br, gzip", cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-encoding"]).toBe("br");
    expect(String(list.headers.vary).toLowerCase()).toContain("accept-encoding");
    const listings = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(listings).toHaveLength(6);

    const health = await get("/api/health", "br, gzip");
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json().status).toBeDefined();
  });

  it("sends photos as they are: a JPEG is compressed already", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#7a9" } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: "image", file: { bytes, filename: "photo.jpg" } }]);
    const upload = await app.inject({
      method: "POST",
      url: "/api/upload",
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(upload.statusCode).toBe(200);
    const photo = await get(upload.json().imageUrl, "br, gzip", cookie);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect((await sharp(photo.rawPayload).metadata()).format).toBe("jpeg");
  });
});
