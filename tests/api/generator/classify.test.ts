import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SURE_CONFIDENCE } from "../../../src/contract/limits.ts";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs, type User } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { classifyForm, injectClassify } from "./multipart.ts";

// Identification is CPU work: on a busy 2-core machine a test with several photos runs past the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let user: User;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
  cookie = await loginCookie(app, user);
});

async function classify(files: string[], fields: Record<string, string> = {}) {
  const res = await injectClassify(app, cookie, files, fields);
  return { status: res.statusCode, body: res.json() };
}

describe("POST /api/classify-image (offline engine)", () => {
  it("refuses a signed-out caller with 401 and stores nothing", async () => {
    const form = classifyForm(["coffee.png"]);
    const res = await app.inject({ method: "POST", url: "/api/classify-image", ...form });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/log in/i);
  });

  it.each([
    ["coffee.png", "home", undefined],
    ["motorcycle_left.png", "automotive", "bike"],
    ["aloe_1000.jpg", "home", undefined],
  ])("%s is identified as %s", async (file, category, itemType) => {
    const { status, body } = await classify([file]);
    expect(status).toBe(200);
    expect(body.category).toBe(category);
    if (itemType) expect(body.itemType).toBe(itemType);
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.provider).toBe("offline");
  });

  it("reads brand and model from the TV sticker", async () => {
    const { body } = await classify(["tv_sticker.jpg"]);
    expect(body.category).toBe("electronics");
    expect(body.brand).toBe("Sony");
    expect(body.model).toBe("KD-55X85J");
    expect(body.itemType).toBe("tv");
  });

  it("reads printed 'SAMSUNG Galaxy S21' as a Samsung Galaxy S21 phone", async () => {
    const { body } = await classify(["test.png"], { condition: "excellent" });
    expect(body).toMatchObject({ brand: "Samsung", model: "Galaxy S21", category: "electronics", itemType: "phone" });
    expect(body.suggestions[0].title).toContain("Samsung Galaxy S21");
    for (const s of body.suggestions) expect(s.title.length).toBeLessThanOrEqual(70);
  });

  it("lets the main photo lead: a cup first and a Samsung label second is a cup, with the mixed-photos warning", async () => {
    const { body } = await classify(["coffee.png", "test.png"]);
    expect(body).toMatchObject({ itemType: "kitchenware", brand: "", mixedPhotos: true });
    expect(body.productName).toMatch(/cup/i);
    expect(body.imageUrls).toHaveLength(2);
    expect(body.imageUrl).toBe(body.imageUrls[0]);
    const alone = await classify(["test.png"]);
    expect(alone.body).toMatchObject({ brand: "Samsung", sure: true, mixedPhotos: false });
  });

  it("is sure of what it recognises and says so when it is not (a cat is not for sale)", async () => {
    for (const file of ["tv_sticker.jpg", "coffee.png", "motorcycle_left.png"]) {
      const { body } = await classify([file]);
      expect(body.sure, file).toBe(true);
      expect(body.confidence, file).toBeGreaterThanOrEqual(SURE_CONFIDENCE);
    }
    const cat = await classify(["chelsea.png"]);
    expect(cat.body.sure).toBe(false);
    expect(cat.body.confidence).toBeLessThan(SURE_CONFIDENCE);
  });

  it("lets the seller's hint name the item", async () => {
    const { body } = await classify(["motorcycle_left.png"], { hint: "Royal Enfield Classic 350" });
    expect(body).toMatchObject({
      brand: "Royal Enfield",
      model: "Classic 350",
      category: "automotive",
      itemType: "bike",
    });
  });

  it("accepts HEIC and AVIF photos and stores clean JPEGs without metadata", async () => {
    for (const file of ["coffee.heic", "coffee.avif"]) {
      const { status, body } = await classify([file]);
      expect(status).toBe(200);
      expect(body.category).toBe("home");
      const stored = await app.inject({ method: "GET", url: body.imageUrl });
      expect(stored.statusCode).toBe(200);
      expect(stored.headers["content-type"]).toBe("image/jpeg");
      const meta = await sharp(stored.rawPayload).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
    }
  });

  it("records a creation log with what was detected", async () => {
    const { body } = await classify(["test.png", "coffee.png"]);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, body.creationLogId));
    expect(log).toMatchObject({
      userId: user.id,
      originalImageUrl: body.imageUrl,
      photoCount: 2,
      provider: "offline",
      aiDetectedBrand: "Samsung",
      aiDetectedModel: "Galaxy S21",
      aiDetectedCategory: "electronics",
      aiDetectedProduct: "Samsung Galaxy S21",
    });
    expect(log.aiConfidenceScore).toBeGreaterThanOrEqual(0);
    expect(log.aiConfidenceScore).toBeLessThanOrEqual(100);
    expect(log.aiGeneratedTitles).toEqual(body.suggestions.map((s: { title: string }) => s.title));
    // The photos' text is kept for re-identifying from the seller's answer to "What is it?".
    expect(log.photoText).toMatch(/SAMSUNG Galaxy S21/i);
    expect(log.sellerAnswer).toBeNull();
  });

  it("refuses more than five photos and stores none of them", async () => {
    const dir = path.join(app.config.dataDir, "uploads");
    const before = readdirSync(dir).length;
    const { status, body } = await classify(Array(6).fill("test.png"));
    expect(status).toBe(400);
    expect(body.message).toBe("Please select up to 5 images only.");
    expect(readdirSync(dir).length).toBe(before);
  });
});
