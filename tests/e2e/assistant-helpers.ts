import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { CHROMIUM_PATH, CLOSED_NETWORK_FLAGS } from "./chromium.ts";
import { PHOTOS } from "./seed-listing.ts";

/**
 * The posting assistant in a real Chromium: the zip the admin desk serves, unpacked and loaded with
 * --load-extension into a persistent context (extensions need one), Debian's /usr/bin/chromium, headless.
 */

/** Downloads the assistant as an admin gets it (GET /api/admin/extension.zip) and unpacks it. */
export async function unpackAssistant(admin: APIRequestContext): Promise<string> {
  const res = await admin.get("/api/admin/extension.zip");
  expect(res.status(), await res.text().catch(() => "")).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/zip");
  const dir = mkdtempSync(path.join(os.tmpdir(), "snaplist-assistant-"));
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await res.body())))) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return dir;
}

/** A copy of an unpacked assistant that talks to another address (an unreachable SnapList). */
export function assistantFor(dir: string, snaplistUrl: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "snaplist-assistant-other-"));
  cpSync(dir, copy, { recursive: true });
  writeFileSync(path.join(copy, "snaplist-config.json"), JSON.stringify({ snaplistUrl }));
  return copy;
}

export async function launchWithAssistant(extensionDir: string) {
  const profile = mkdtempSync(path.join(os.tmpdir(), "snaplist-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    args: [...CLOSED_NETWORK_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  return { context, extensionId };
}

/** Pastes the token in the assistant's options page; answers what "Test connection" said. */
export async function saveToken(context: BrowserContext, extensionId: string, token: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/src/options/options.html`);
  await page.getByLabel("Assistant token").fill(token);
  await page.getByRole("button", { name: "Save token" }).click();
  return page;
}

/** The assistant's panel on a marketplace page (an open shadow root: locators reach into it). */
export const panel = (page: Page) => page.getByRole("region", { name: "SnapList assistant" });

/** Five different photos, as a seller's listing has them. */
export const FIVE_PHOTOS = ["tv_sticker.jpg", "fruits.jpg", "aloe_1000.jpg", "stuff.jpg", "chelsea.png"];

/** A seller's active listing with five photos (uploaded in this order); `fields` replace the listing's defaults. */
export async function listingWithPhotos(seller: APIRequestContext, title: string, fields: Record<string, string> = {}) {
  const imageUrls: string[] = [];
  for (const name of FIVE_PHOTOS) {
    const upload = await seller.post("/api/upload", {
      multipart: {
        image: {
          name,
          mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg",
          buffer: readFileSync(path.join(PHOTOS, name)),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    imageUrls.push(((await upload.json()) as { imageUrl: string }).imageUrl);
  }
  const res = await seller.post("/api/listings", {
    data: {
      title,
      description: "55 inch 4K smart TV with its remote and stand. Works perfectly.",
      price: "42000",
      category: "electronics",
      condition: "good",
      status: "active",
      imageUrls,
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** The checksum the replicas report of each file they received (sum of the bytes mod 1e9+7). */
export function checksum(bytes: Buffer): number {
  let sum = 0;
  for (const b of bytes) sum = (sum + b) % 1000000007;
  return sum;
}
