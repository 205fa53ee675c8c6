import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { creationLogs } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { FakeOpenAI } from "./fake-openai.ts";
import { injectClassify } from "./multipart.ts";

const fake = new FakeOpenAI();
let app: App;
/** The same provider with a 1.5 s timeout: only the test of a provider that hangs uses it. */
let impatientApp: App;
let cookie: string;

const goodAnswer = {
  productName: "Yamaha Maxim XJ400 Motorcycle",
  brand: "Yamaha",
  model: "Maxim XJ400",
  category: "automotive",
  itemType: "bike",
  confidence: 0.88,
  titles: ["Yamaha Maxim XJ400 - Good Condition", "Classic Yamaha Maxim Motorcycle"],
  description: "Selling my Yamaha Maxim XJ400 motorcycle in good condition. Message me to see it.",
  estimatedPriceInr: 90000,
};

beforeAll(async () => {
  const baseUrl = await fake.start();
  const provider = {
    AI_PROVIDER: "openai",
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: "sk-test-key",
    AI_MODEL: "vision-test",
    AI_MAX_RETRIES: "1",
  };
  // The fake answers from this process: on a loaded machine an answer can take seconds, which must not read as a
  // timeout (and a retry) in the tests that expect one call.
  app = await createTestApp({ ...provider, AI_TIMEOUT_MS: "60000" });
  impatientApp = await createTestApp({ ...provider, AI_TIMEOUT_MS: "1500" });
  cookie = await loginCookie(app, await createUser(app));
});
afterAll(() => fake.stop());

async function classify(files: string[], on = app, session = cookie) {
  const res = await injectClassify(on, session, files, { condition: "good", hint: "old bike from my uncle" });
  expect(res.statusCode).toBe(200);
  return res.json();
}

// The first fallback loads the offline models (seconds when idle, far more on a loaded 2-core machine): a generous
// per-test bound instead of the default 30 s keeps this file green under load.
describe("hosted provider (AI_PROVIDER=openai)", { timeout: 180_000 }, () => {
  it("sends every photo in one vision call with a JSON schema, and uses the validated answer", async () => {
    fake.setScript({ kind: "json", body: goodAnswer });
    const body = await classify(["motorcycle_left.png", "coffee.png"]);
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.auth).toBe("Bearer sk-test-key");
    expect(req.body.model).toBe("vision-test");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.strict).toBe(true);
    // Strict structured output: every property required, nothing extra allowed.
    const schema = req.body.response_format.json_schema.schema;
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
    expect(Object.keys(req.body.response_format.json_schema.schema.properties)).toEqual(
      expect.arrayContaining(["brand", "model", "category", "titles", "description", "estimatedPriceInr"]),
    );
    const content = req.body.messages.find((m: { role: string }) => m.role === "user").content;
    const images = content.filter((c: { type: string }) => c.type === "image_url");
    expect(images).toHaveLength(2);
    expect(images[0].image_url.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(JSON.stringify(content)).toContain("old bike from my uncle");

    expect(body).toMatchObject({
      provider: "openai",
      brand: "Yamaha",
      model: "Maxim XJ400",
      category: "automotive",
      itemType: "bike",
    });
    expect(body.fallbackReason).toBeUndefined();
    expect(body.suggestions[0].title).toBe(goodAnswer.titles[0]);
    const [log] = await app.db.select().from(creationLogs).where(eq(creationLogs.id, body.creationLogId));
    expect(log).toMatchObject({
      provider: "openai",
      aiConfidenceScore: 88,
      aiGeneratedDescription: goodAnswer.description,
    });
  });

  it("blends the model's price opinion with the engine, never taking it blind", async () => {
    fake.setScript({ kind: "json", body: { ...goodAnswer, estimatedPriceInr: 5_000_000 } });
    const cls = await classify(["motorcycle_left.png"]);
    const price = (req: object) =>
      app
        .inject({ method: "POST", url: "/api/smart-pricing", payload: req, headers: { cookie } })
        .then((r) => r.json());
    const base = {
      productName: cls.productName,
      brand: cls.brand,
      model: cls.model,
      itemType: cls.itemType,
      category: cls.category,
      condition: "good",
    };
    const plain = await price(base);
    const blended = await price({ ...base, creationLogId: cls.creationLogId });
    expect(Number(blended.medianPrice)).toBeGreaterThan(Number(plain.medianPrice));
    expect(Number(blended.medianPrice)).toBeLessThan(Number(plain.medianPrice) * 1.15);
  });

  it("retries a failed call with back-off", async () => {
    fake.setScript({ kind: "status", status: 503 }, { kind: "json", body: goodAnswer });
    const body = await classify(["motorcycle_left.png"]);
    expect(fake.requests).toHaveLength(2);
    expect(body.provider).toBe("openai");
  });

  it.each([
    ["malformed JSON", { kind: "text", content: "{ this is not json" }, /malformed JSON/],
    [
      "an answer outside the schema",
      { kind: "json", body: { ...goodAnswer, category: "spaceships", confidence: 7 } },
      /did not match/,
    ],
    ["a server error", { kind: "status", status: 500 }, /failed \(500\)/],
  ] as const)("falls back to the offline engine on %s", async (_name, step, reason) => {
    fake.setScript(step);
    const body = await classify(["test.png"]);
    expect(body.provider).toBe("offline");
    expect(body.fallbackReason).toMatch(reason);
    expect(body).toMatchObject({ brand: "Samsung", model: "Galaxy S21", category: "electronics" });
  });

  it("falls back to the offline engine when the provider times out", async () => {
    fake.setScript({ kind: "hang", ms: 10_000 });
    const body = await classify(
      ["test.png"],
      impatientApp,
      await loginCookie(impatientApp, await createUser(impatientApp)),
    );
    expect(body.provider).toBe("offline");
    expect(body.fallbackReason).toMatch(/timed out/);
    // Two attempts of 1.5 s plus back-off: bounded, not hanging (the test's own timeout is the bound; no
    // wall-clock assertion, which a busy machine would break).
    expect(body.brand).toBe("Samsung");
  });

  it("writes copy through the provider and falls back when it fails", async () => {
    fake.setScript({
      kind: "json",
      body: {
        titles: ["Samsung Galaxy S21 128GB"],
        description: "A Samsung Galaxy S21 with 128GB storage, in good condition.",
      },
    });
    const ok = await app.inject({
      method: "POST",
      url: "/api/generate-copy",
      payload: { productName: "Samsung Galaxy S21", category: "electronics", condition: "good", storage: "128GB" },
      headers: { cookie },
    });
    expect(ok.json()).toMatchObject({ provider: "openai", titles: ["Samsung Galaxy S21 128GB"] });
    expect(JSON.stringify(fake.requests[0].body.messages)).toContain("128GB");

    fake.setScript({ kind: "text", content: "Sure! Here is your listing: ..." });
    const fallback = await app.inject({
      method: "POST",
      url: "/api/generate-copy",
      payload: { productName: "Samsung Galaxy S21", category: "electronics", condition: "good" },
      headers: { cookie },
    });
    expect(fallback.json()).toMatchObject({ provider: "offline" });
    expect(fallback.json().fallbackReason).toMatch(/malformed JSON/);
    expect(fallback.json().titles[0]).toContain("Samsung Galaxy S21");
  });
});
