import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { injectClassify } from "./multipart.ts";

// Identification is CPU work: on a busy 2-core machine a test with several photos runs past the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await loginCookie(app, await createUser(app));
  otherCookie = await loginCookie(app, await createUser(app));
});

async function classify(files: string[]) {
  const res = await injectClassify(app, cookie, files);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const answer = (payload: unknown, as = cookie) =>
  app.inject({ method: "POST", url: "/api/identify-answer", payload: payload as object, headers: { cookie: as } });

describe('POST /api/identify-answer ("What is it?")', () => {
  it("takes the seller's words for an item the engine was not sure of, and the log keeps both", async () => {
    const guess = await classify(["chelsea.png"]);
    expect(guess.sure).toBe(false);
    const res = await answer({ creationLogId: guess.creationLogId, answer: "persian cat scratching post" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productName: "Persian cat scratching post",
      brand: "",
      itemType: "other",
      category: "other",
      sure: true,
    });
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, guess.creationLogId));
    expect(log.sellerAnswer).toBe("persian cat scratching post");
    expect(log.aiDetectedProduct).toBe(guess.productName);
  });

  it("names a known model properly and adds the brand and model read on the photos when they fit", async () => {
    const tv = await classify(["tv_sticker.jpg"]);
    const fromPhotos = await answer({ creationLogId: tv.creationLogId, answer: "television" });
    expect(fromPhotos.json()).toMatchObject({
      brand: "Sony",
      model: "KD-55X85J",
      itemType: "tv",
      category: "electronics",
    });
    const known = await answer({ creationLogId: tv.creationLogId, answer: "galaxy s21" });
    expect(known.json()).toMatchObject({ productName: "Samsung Galaxy S21", brand: "Samsung", itemType: "phone" });
  });

  it("refuses another seller's log with 404 and records nothing", async () => {
    const mine = await classify(["coffee.png"]);
    const res = await answer({ creationLogId: mine.creationLogId, answer: "Mug" }, otherCookie);
    expect(res.statusCode).toBe(404);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, mine.creationLogId));
    expect(log.sellerAnswer).toBeNull();
  });

  it.each([
    [{ answer: "Mug" }, /creationLogId/i],
    [{ creationLogId: "1b0a6a36-3c43-4a52-9d8e-6f1e2f3a4b5c", answer: "   " }, /what the item is/i],
    [{ creationLogId: "1b0a6a36-3c43-4a52-9d8e-6f1e2f3a4b5c", answer: "a\u0000b" }, /./],
    [{ creationLogId: "1b0a6a36-3c43-4a52-9d8e-6f1e2f3a4b5c", answer: "x".repeat(201) }, /200/],
  ])("answers bad input %j with a 400 and a message", async (payload, message) => {
    const res = await answer(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe("GET /api/item-suggestions", () => {
  const suggest = (q: string, as: string | null = cookie) =>
    app.inject({
      method: "GET",
      url: `/api/item-suggestions?q=${encodeURIComponent(q)}`,
      headers: as ? { cookie: as } : {},
    });

  it("suggests brands, models and item types whose words start with what was typed, in any order", async () => {
    expect((await suggest("s21 gal")).json()).toContain("Samsung Galaxy S21");
    expect((await suggest("yam")).json()[0]).toBe("Yamaha");
    expect((await suggest("motorc")).json()).toContain("Motorcycle");
    const many = (await suggest("a")).json();
    expect(many.length).toBeLessThanOrEqual(8);
    expect((await suggest("")).json()).toEqual([]);
    expect((await suggest("zzzzqqq")).json()).toEqual([]);
  });

  it("is for signed-in users", async () => {
    expect((await suggest("sam", null)).statusCode).toBe(401);
  });
});
