import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { multipart, photo } from "./multipart.ts";

let app: App;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ CURRENCY_RATES: "USD=0.012,GBP=0.0094,EUR=0.011" });
  cookie = await loginCookie(app, await createUser(app));
});

async function enhance(url: string, file: string, fields: Record<string, string>) {
  const form = multipart([
    { name: "image", file: { bytes: photo(file), filename: file } },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ]);
  const res = await app.inject({ method: "POST", url, ...form, headers: { ...form.headers, cookie } });
  return { status: res.statusCode, body: res.json() };
}

const size = async (url: string) => sharp((await app.inject({ method: "GET", url })).rawPayload).metadata();

describe("enhancement", () => {
  it("upscales to fit within 2048 x 2048 with lighting correction", async () => {
    const { status, body } = await enhance("/api/enhance/upscale", "coffee.png", {
      targetWidth: "2048",
      targetHeight: "2048",
      enhanceLighting: "true",
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.originalImage).not.toBe(body.enhancedImage);
    const meta = await size(body.enhancedImage);
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
    expect(meta.width! / meta.height!).toBeCloseTo(1.5, 2);
  });

  it("caps the target at 2048", async () => {
    const { body } = await enhance("/api/enhance/upscale", "coffee.png", { targetWidth: "4096", targetHeight: "4096" });
    const meta = await size(body.enhancedImage);
    expect(Math.max(meta.width!, meta.height!)).toBe(2048);
  });

  it("blurs the background but keeps the item sharp", async () => {
    const { body } = await enhance("/api/enhance/blur-background", "motorcycle_left.png", { enhanceLighting: "false" });
    expect(body.success).toBe(true);
    const original = (await app.inject({ method: "GET", url: body.originalImage })).rawPayload;
    const blurred = (await app.inject({ method: "GET", url: body.enhancedImage })).rawPayload;
    // Sharpness as the mean difference between neighbouring pixels: blur lowers it.
    const detail = async (img: Buffer, region: { left: number; top: number; width: number; height: number }) => {
      const { data } = await sharp(img).greyscale().extract(region).raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let y = 0; y < region.height; y++) {
        for (let x = 1; x < region.width; x++)
          sum += Math.abs(data[y * region.width + x] - data[y * region.width + x - 1]);
      }
      return sum / (region.height * (region.width - 1));
    };
    const corner = { left: 0, top: 0, width: 80, height: 60 };
    const centre = { left: 330, top: 200, width: 80, height: 60 };
    expect(await detail(blurred, corner)).toBeLessThan((await detail(original, corner)) * 0.6);
    expect(await detail(blurred, centre)).toBeGreaterThan((await detail(original, centre)) * 0.7);
  });

  it("combo does both", async () => {
    const { body } = await enhance("/api/enhance/combo", "aloe_1000.jpg", {
      targetWidth: "2048",
      targetHeight: "2048",
      blurBackground: "true",
      enhanceLighting: "true",
    });
    expect(body.success).toBe(true);
    expect((await size(body.enhancedImage)).width).toBe(2048);
  });

  it("refuses a file that is not an image", async () => {
    const form = multipart([
      { name: "image", file: { bytes: Buffer.from("plain text pretending"), filename: "x.jpg" } },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/enhance/combo",
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("currency", () => {
  const post = (url: string, payload: object, c: string | null = cookie) =>
    app.inject({ method: "POST", url, payload, headers: c ? { cookie: c } : {} });

  it("needs a signed-in user", async () => {
    expect((await post("/api/currency/convert", { amount: 1, toCurrency: "USD" }, null)).statusCode).toBe(401);
  });

  it("converts an amount with the configured rate", async () => {
    const res = await post("/api/currency/convert", { amount: 18500, fromCurrency: "INR", toCurrency: "USD" });
    expect(res.json()).toEqual({
      success: true,
      convertedAmount: 222,
      formattedAmount: "$222",
      exchangeRate: 0.012,
      currency: "USD",
    });
  });

  it("converts the three price tiers", async () => {
    const res = await post("/api/currency/convert-pricing", {
      pricing: { quickPrice: "16000.00", medianPrice: "18500.00", maxPrice: "21000.00" },
      fromCurrency: "INR",
      toCurrency: "GBP",
    });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.convertedPricing).toEqual({ quickPrice: 150, medianPrice: 174, maxPrice: 197 });
    expect(body.formattedPricing.medianPrice).toBe("£174");
  });

  it("rejects an unsupported currency", async () => {
    expect((await post("/api/currency/convert", { amount: 5, toCurrency: "JPY" })).statusCode).toBe(400);
  });
});
