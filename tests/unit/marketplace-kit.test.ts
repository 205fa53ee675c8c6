import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, MARKETPLACES } from "../../src/contract/enums.ts";
import { ITEM_TYPES } from "../../src/contract/item-types.ts";
import {
  buildPostingKit,
  CATEGORY_PATHS,
  categoryPathFor,
  fitDescription,
  fitText,
  MARKETPLACE_LIMITS,
  wholeRupees,
} from "../../src/contract/marketplace-kit/kit.ts";

describe("fitText", () => {
  it("keeps text that fits, trimmed", () => {
    expect(fitText("  Apple iPhone 13  ", 70)).toBe("Apple iPhone 13");
  });

  it("cuts at a word, never mid-word", () => {
    expect(fitText("Apple iPhone 13 Pro Max 256GB", 20)).toBe("Apple iPhone 13 Pro");
    expect(fitText("Apple iPhone 13 Pro Max 256GB", 19)).toBe("Apple iPhone 13 Pro");
    expect(fitText("Apple iPhone 13 Pro Max 256GB", 18)).toBe("Apple iPhone 13");
  });

  it("drops dangling separators and counts emoji as one character", () => {
    expect(fitText("Sofa set, 3 seater - teak wood", 10)).toBe("Sofa set");
    expect(fitText("📱📱📱 phone case", 8)).toBe("📱📱📱");
  });

  it("a first word longer than the field gives an empty answer rather than half a word", () => {
    expect(fitText("Supercalifragilistic", 10)).toBe("");
  });

  it("property: the result fits, is a prefix of the text, and ends at a word boundary", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 120 }), (text, max) => {
        const out = fitText(text, max);
        const clean = text.trim();
        expect([...out].length).toBeLessThanOrEqual(Math.max(max, 0));
        expect(clean.startsWith(out)).toBe(true);
        if (out && out !== clean)
          expect(/\s/.test(clean[out.length] ?? " ") || /[\s,;:\-–—(]/.test(clean[out.length])).toBe(true);
      }),
    );
  });
});

describe("fitDescription", () => {
  it("keeps whole paragraphs while they fit", () => {
    const text = `${"a ".repeat(40).trim()}\n\n${"b ".repeat(40).trim()}\n\n${"c ".repeat(40).trim()}`;
    expect(fitDescription(text, 170)).toBe(text.split("\n\n").slice(0, 2).join("\n\n"));
    expect([...fitDescription(text, 100)].length).toBeLessThanOrEqual(100);
  });
});

describe("the kit data", () => {
  it("maps every category of every marketplace, and item types win over categories", () => {
    for (const m of MARKETPLACES) {
      for (const c of CATEGORIES) expect(CATEGORY_PATHS[m].byCategory[c].length).toBeGreaterThan(0);
      for (const t of ITEM_TYPES) expect(categoryPathFor(m, "electronics", t).length).toBeGreaterThan(0);
      expect(MARKETPLACE_LIMITS[m].titleMax).toBeGreaterThan(0);
    }
    expect(categoryPathFor("olx", "electronics", "phone")).toEqual(["Mobiles", "Mobile Phones"]);
    expect(categoryPathFor("olx", "electronics", null)).toEqual(["Electronics & Appliances"]);
  });

  it("builds a kit fitted to each marketplace", () => {
    const listing = {
      id: "x",
      title: "Samsung Galaxy S21 Ultra 5G 256GB Phantom Black with original box, charger and two back covers",
      description: "Great phone.",
      price: "41999.50",
      category: "electronics",
      itemType: "phone",
      condition: "like-new",
      brand: "Samsung",
      model: "Galaxy S21 Ultra",
      imageUrls: ["/uploads/a.jpg", "/uploads/b.jpg"],
    };
    const olx = buildPostingKit(listing, "olx");
    expect([...olx.title].length).toBeLessThanOrEqual(70);
    expect(listing.title.startsWith(olx.title)).toBe(true);
    expect(olx.price).toBe("42000");
    expect(olx.facts).toContainEqual({ label: "Condition", value: "Like New" });
    expect(olx.photos).toEqual(listing.imageUrls);
    expect(buildPostingKit(listing, "facebook").title).toBe(listing.title);
    expect(wholeRupees("1500.00")).toBe("1500");
    expect(wholeRupees("99999999999.49")).toBe("99999999999");
  });
});
