import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARE_FALLBACK, SHARE_TARGET_PATH } from "../../src/contract/share-target.ts";
import { createTestApp } from "../helpers/app.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/** A built client in miniature: the page, the worker, the manifest and a fingerprinted asset. */
function fakeBuild(): string {
  const dir = tempDir("snaplist-web");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>SnapList</title>");
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"SnapList"}');
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  return dir;
}

const webDir = fakeBuild();
const app = await createTestApp({}, (c) => {
  c.webDir = webDir;
});

describe("serving the installable app (issue 22 item 5)", () => {
  it.each(["/sw.js", "/index.html", "/manifest.webmanifest", "/edit-listing/1"])(
    "asks the browser to check %s again on every load",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("keeps fingerprinted assets for a year", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("the share target without a service worker (issue 22 item 6)", () => {
  const share = () => {
    const boundary = "----snaplist";
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="photos"; filename="a.jpg"',
      "Content-Type: image/jpeg",
      "",
      "not really a jpeg",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  };

  it("sends the seller to Create Listings with a 303", async () => {
    const res = await app.inject({ method: "POST", url: SHARE_TARGET_PATH, ...share() });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(SHARE_FALLBACK);
  });

  it("is not refused for coming from outside a page of ours (the share sheet): it changes nothing", async () => {
    const { payload, headers } = share();
    const res = await app.inject({
      method: "POST",
      url: SHARE_TARGET_PATH,
      payload,
      headers: { ...headers, origin: "null", "sec-fetch-site": "none" },
    });
    expect(res.statusCode).toBe(303);
  });
});
