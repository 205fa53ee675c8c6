import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../src/server/app-types.ts";
import { FakeOpenAI } from "../api/generator/fake-openai.ts";
import { classifyForm } from "../api/generator/multipart.ts";
import { createServersOnOneDatabase } from "../helpers/app.ts";
import { createUser, loginCookie } from "../helpers/factories.ts";

/**
 * Issue 13 item 9 (docs/decisions/094): the hosted model's price opinion from classify used to live in one
 * server's memory, so a smart-pricing call that the load balancer sent to another server priced without it.
 * It now lives in the creation log, readable by every server and only by the log's seller.
 */
const fake = new FakeOpenAI();
const baseUrl = await fake.start();
afterAll(() => fake.stop());
const [a, b] = await createServersOnOneDatabase(2, {
  AI_PROVIDER: "openai",
  OPENAI_BASE_URL: baseUrl,
  OPENAI_API_KEY: "sk-test-key",
  AI_MODEL: "vision-test",
  AI_TIMEOUT_MS: "5000",
  AI_MAX_RETRIES: "0",
});

const answer = {
  productName: "Yamaha Maxim XJ400 Motorcycle",
  brand: "Yamaha",
  model: "Maxim XJ400",
  category: "automotive",
  itemType: "bike",
  confidence: 0.88,
  titles: ["Yamaha Maxim XJ400 - Good Condition"],
  description: "Selling my Yamaha Maxim XJ400 motorcycle in good condition. Message me to see it.",
  estimatedPriceInr: 90000,
};

const price = (app: App, cookie: string, body: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/smart-pricing", payload: body, headers: { cookie } }).then((r) => {
    expect(r.statusCode).toBe(200);
    return r.json() as { medianPrice: string };
  });

describe("the hosted price opinion across two servers", () => {
  it("prices the same on either server after a classify on one, and only for the log's own seller", async () => {
    const seller = await createUser(a);
    const cookie = await loginCookie(a, seller);
    fake.setScript({ kind: "json", body: answer });
    const form = classifyForm(["motorcycle_left.png"], { condition: "good" });
    const classified = await a.inject({
      method: "POST",
      url: "/api/classify-image",
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(classified.statusCode).toBe(200);
    const cls = classified.json();
    const base = {
      productName: cls.productName,
      brand: cls.brand,
      model: cls.model,
      itemType: cls.itemType,
      category: cls.category,
      condition: "good",
    };
    const plain = await price(b, cookie, base);
    const onA = await price(a, cookie, { ...base, creationLogId: cls.creationLogId });
    const onB = await price(b, cookie, { ...base, creationLogId: cls.creationLogId });
    expect(Number(onA.medianPrice)).toBeGreaterThan(Number(plain.medianPrice));
    expect(onB.medianPrice).toBe(onA.medianPrice);
    // Another seller naming this log gets no opinion from it.
    const other = await loginCookie(b, await createUser(b));
    const borrowed = await price(b, other, { ...base, creationLogId: cls.creationLogId });
    expect(borrowed.medianPrice).toBe(plain.medianPrice);
  });
});
