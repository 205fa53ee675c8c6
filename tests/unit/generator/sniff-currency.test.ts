import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { convert, currentRates, formatAmount } from "../../../src/server/modules/generator/currency/rates.ts";
import { heicDeclaredSize, sniffImageType } from "../../../src/server/modules/uploads/sniff.ts";

const photo = (f: string) => readFileSync(path.resolve(import.meta.dirname, "../../fixtures/photos", f));

describe("sniffImageType", () => {
  it("reads the type from the bytes", () => {
    expect(sniffImageType(photo("aloe_1000.jpg"))).toBe("jpeg");
    expect(sniffImageType(photo("coffee.png"))).toBe("png");
    expect(sniffImageType(photo("coffee.heic"))).toBe("heic");
    expect(sniffImageType(photo("coffee.avif"))).toBe("avif");
    expect(sniffImageType(Buffer.from("GIF89a............"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("hello"))).toBeUndefined();
  });

  it("reads a HEIC's size without decoding it", () => {
    expect(heicDeclaredSize(photo("coffee.heic"))).toEqual({ width: 1000, height: 668 });
  });
});

describe("currency", () => {
  const rates = { INR: 1, USD: 0.012, GBP: 0.0094, EUR: 0.011 };
  it("converts through the rupee and formats with no decimals", () => {
    expect(convert(18500, "INR", "USD", rates)).toEqual({ value: 222, rate: 0.012 });
    expect(convert(100, "USD", "INR", rates)?.value).toBe(8333);
    expect(formatAmount(18500, "INR")).toBe("₹18,500");
    expect(formatAmount(1234.6, "USD")).toBe("$1,235");
    expect(formatAmount(222, "GBP")).toBe("£222");
    expect(formatAmount(1222, "EUR")).toBe("€1.222");
  });

  it("refreshes from the configured URL, and keeps the configured rates when that fails", async () => {
    const config = { currency: { rates, ratesUrl: "http://rates.invalid/latest" } };
    const ok = (async () => new Response(JSON.stringify({ rates: { USD: 0.0125 } }))) as unknown as typeof fetch;
    expect((await currentRates(config, ok)).USD).toBe(0.0125);
    const failing = { currency: { rates, ratesUrl: "http://rates.invalid/other" } };
    const boom = (async () => {
      throw new Error("offline");
    }) as unknown as typeof fetch;
    expect((await currentRates(failing, boom)).USD).toBe(0.012);
  });
});
