import { describe, expect, it } from "vitest";
import { keyFacts, photoFacts } from "../../../src/server/modules/generator/copy/facts.ts";
import { distance, highlights, yearOf } from "../../../src/server/modules/generator/copy/seller-details.ts";
import { LEXICON } from "../../../src/server/modules/generator/data/lexicon.ts";
import { MODEL_FACTS, SONY_TV_SERIES } from "../../../src/server/modules/generator/data/model-facts.ts";

describe("the model facts table", () => {
  const models = new Set(LEXICON.flatMap((b) => (b.models ?? []).map((m) => `${b.brand}|${m.name}`.toLowerCase())));

  it("names only brands and models the lexicon knows, so every entry can be reached", () => {
    for (const key of Object.keys(MODEL_FACTS)) expect(models, key).toContain(key);
  });

  it("holds only plausible values", () => {
    const thisYear = new Date().getFullYear();
    for (const [key, f] of Object.entries({ ...MODEL_FACTS, ...SONY_TV_SERIES })) {
      if (f.launched) expect(f.launched, key).toBeGreaterThanOrEqual(2010);
      if (f.launched) expect(f.launched, key).toBeLessThanOrEqual(thisYear);
      if (f.screenInches) expect(f.screenInches, key).toBeGreaterThan(4);
      if (f.screenInches) expect(f.screenInches, key).toBeLessThan(100);
      if (f.engineCc) expect(f.engineCc, key).toBeGreaterThan(50);
      if (f.engineCc) expect(f.engineCc, key).toBeLessThan(2000);
      expect(Object.keys(f).length, key).toBeGreaterThan(0);
    }
  });
});

describe("keyFacts", () => {
  it("finds a model in the product name when the model is not given", () => {
    expect(keyFacts({ product: "Samsung Galaxy S21 5G 128GB" })).toMatchObject({
      brand: "Samsung",
      model: "Galaxy S21",
      fiveG: true,
      screenInches: 6.2,
      launched: 2021,
    });
  });

  it("gives no facts when a variant word follows the model name", () => {
    for (const product of [
      "Samsung Galaxy S21 Plus",
      "OnePlus Nord CE 2",
      "Nintendo Switch 2",
      "Apple iPhone 13 mini",
    ]) {
      const f = keyFacts({ product });
      expect(f.launched, product).toBeUndefined();
      expect(f.screenInches, product).toBeUndefined();
      expect(f.fiveG, product).toBeUndefined();
    }
  });

  it("reads screen sizes from TV model codes whose rule is certain", () => {
    expect(keyFacts({ product: "Sony KD-55X85J", brand: "Sony", model: "KD-55X85J" })).toMatchObject({
      screenInches: 55,
      series: "X85J",
      kind: "4K HDR smart TV (Google TV)",
      launched: 2021,
    });
    expect(keyFacts({ product: "Sony XR-65A80J", brand: "Sony", model: "XR-65A80J" })).toEqual({
      brand: "Sony",
      model: "XR-65A80J",
      screenInches: 65,
      series: "A80J",
    });
    expect(keyFacts({ product: "Samsung UA43T5350", brand: "Samsung", model: "UA43T5350" }).screenInches).toBe(43);
    expect(keyFacts({ product: "LG 55UQ7500PSF", brand: "LG", model: "55UQ7500PSF" }).screenInches).toBe(55);
    expect(keyFacts({ product: "LG OLED65C3PSA", brand: "LG", model: "OLED65C3PSA" }).screenInches).toBe(65);
  });

  it("gives nothing for codes it has no certain rule for", () => {
    expect(keyFacts({ product: "Sony KD-05X85J", brand: "Sony", model: "KD-05X85J" }).screenInches).toBeUndefined();
    expect(keyFacts({ product: "Acme TV-55X", brand: "Acme", model: "TV-55X" })).toEqual({});
    expect(keyFacts({ product: "Panasonic TH-55LX650DX", brand: "Panasonic" }).screenInches).toBeUndefined();
  });
});

describe("photoFacts", () => {
  it("reads the country of manufacture and a labelled manufacturing year", () => {
    expect(photoFacts("Made in Malaysia 2021")).toEqual({ madeIn: "Malaysia" });
    expect(photoFacts("MADE IN INDIA\nMFD: 03/2022")).toEqual({ madeIn: "India", manufactured: 2022 });
    expect(photoFacts("Date of manufacture 2019-07")).toEqual({ manufactured: 2019 });
  });

  it("ignores countries it does not know and years in the future", () => {
    expect(photoFacts("Made in Narnia")).toEqual({});
    expect(photoFacts("Mfg 2999")).toEqual({});
    expect(photoFacts(undefined)).toEqual({});
  });
});

describe("seller details", () => {
  it("reads kilometres as Indian sellers write them", () => {
    expect(distance("18000")).toBe("18,000 km");
    expect(distance("18,000 km")).toBe("18,000 km");
    expect(distance("12k")).toBe("12,000 km");
    expect(distance("1.2 lakh")).toBe("1,20,000 km");
    expect(distance("9000 miles")).toBe("9,000 miles");
    expect(distance("lots")).toBeUndefined();
    expect(distance("9".repeat(40))).toBeUndefined();
  });

  it("takes a plausible year only", () => {
    expect(yearOf("2019")).toBe("2019");
    expect(yearOf("bought 2019 march")).toBe("2019");
    expect(yearOf("1900")).toBeUndefined();
    expect(yearOf("2999")).toBeUndefined();
  });

  it("finds stated selling points and skips negated ones", () => {
    expect(highlights("Single owner. Comes with box and bill")).toEqual(["1st Owner", "With Box & Bill"]);
    expect(highlights("With original box, under warranty till March")).toEqual(["With Box", "Under Warranty"]);
    expect(highlights("Not a single owner, no bill, warranty expired")).toEqual([]);
    expect(highlights("Under warranty, expired last year")).toEqual([]);
  });
});
