import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONDITIONS } from "../../../src/contract/enums.ts";
import { ITEM_TYPES } from "../../../src/contract/item-types.ts";
import { fitTitle, generateCopy } from "../../../src/server/modules/generator/copy/copy.ts";
import { substance } from "../../../src/server/modules/generator/copy/titles.ts";

const BAD = /undefined|null|NaN/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("fitTitle", () => {
  it("cuts at a word and drops a dangling connector or bracket", () => {
    const long = "Apple MacBook Pro M3 16-inch 36GB 1TB Space Black with AppleCare and original charger";
    const t = fitTitle(long);
    expect(t).toBe("Apple MacBook Pro M3 16-inch 36GB 1TB Space Black with AppleCare");
    expect(fitTitle("Sony Bravia 55-inch 4K Google TV (KD-55X85J, wall mount and table stand, 2021 model)")).toBe(
      "Sony Bravia 55-inch 4K Google TV",
    );
    expect(fitTitle("Good Condition Samsung Galaxy S21 Ultra 12GB/256GB Phantom Black - with all accessories")).toBe(
      "Good Condition Samsung Galaxy S21 Ultra 12GB/256GB Phantom Black",
    );
  });

  it("cuts mid-word only when a single word is longer than the limit, and never splits a surrogate pair", () => {
    expect(fitTitle("x".repeat(100))).toBe("x".repeat(70));
    const t = fitTitle(`${"a".repeat(69)}😀😀`);
    expect(t).toBe("a".repeat(69));
  });

  it("always ends at a word boundary of its input (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9()/,&-]{1,15}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 25 }), (words) => {
        const input = words.join(" ");
        const out = fitTitle(input);
        expect(out.length).toBeLessThanOrEqual(70);
        expect(out.length).toBeGreaterThan(0);
        expect(input.startsWith(out)).toBe(true);
        const rest = input.slice(out.length);
        expect(rest === "" || /^[\s,;:&+/(–—-]/.test(rest)).toBe(true);
      }),
    );
  });
});

describe("substance", () => {
  it("treats case, punctuation and filler words as the same title, a different lead as a different one", () => {
    expect(substance("Cup - Good Condition")).toBe(substance("cup, good"));
    expect(substance("Used Cup for Sale - Good")).toBe(substance("Cup Good"));
    expect(substance("Good Condition Cup")).not.toBe(substance("Cup - Good Condition"));
    expect(substance("Samsung Galaxy S21 128GB")).not.toBe(substance("Samsung Galaxy S21"));
  });
});

describe("generateCopy over any input (property)", () => {
  const text = (max: number) => fc.string({ unit: "grapheme", maxLength: max });
  const input = fc.record({
    product: fc.oneof(text(200), fc.constantFrom("Item", "Samsung Galaxy S21", "Sony KD-55X85J", "KTM Duke 200")),
    itemType: fc.option(fc.constantFrom(...ITEM_TYPES), { nil: undefined }),
    condition: fc.constantFrom(...CONDITIONS),
    brand: fc.option(text(80), { nil: undefined }),
    model: fc.option(text(120), { nil: undefined }),
    storage: fc.option(fc.oneof(text(40), fc.constantFrom("128", "1 tb", "64gb")), { nil: undefined }),
    ram: fc.option(text(40), { nil: undefined }),
    year: fc.option(fc.oneof(text(10), fc.constantFrom("2019", "1900", "2999")), { nil: undefined }),
    mileage: fc.option(fc.oneof(text(20), fc.constantFrom("18000", "1.2 lakh", "12k", "99999999999999999999")), {
      nil: undefined,
    }),
    additionalDetails: fc.option(text(300), { nil: undefined }),
    photoText: fc.option(fc.oneof(text(200), fc.constant("Made in Malaysia MFD 03/2021")), { nil: undefined }),
  });

  it("keeps titles within the limits and never prints undefined, null or NaN", () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(!Object.values(i).some((v) => typeof v === "string" && BAD.test(v)));
        const copy = generateCopy(i);
        expect(copy.titles.length).toBeGreaterThan(0);
        expect(copy.titles.length).toBeLessThanOrEqual(8);
        expect(new Set(copy.titles.map(substance)).size).toBe(copy.titles.length);
        for (const t of copy.titles) {
          expect(t.length).toBeLessThanOrEqual(70);
          expect(t.trim()).toBe(t);
          expect(t).not.toMatch(BAD);
          expect(t).not.toMatch(LONE_SURROGATE);
        }
        expect(copy.description.length).toBeLessThanOrEqual(5000);
        expect(copy.description).not.toMatch(BAD);
        expect(copy.description).not.toMatch(/selling my/i);
        const note = i.additionalDetails?.split(/\r?\n/)[0]?.replace(/\s+/g, " ").trim();
        if (note) expect(copy.description).toContain(note);
      }),
      { numRuns: 300 },
    );
  });
});
