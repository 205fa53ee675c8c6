import { describe, expect, it } from "vitest";
import { bestOption, normalise, textMatches } from "../../../extension/src/match/text.ts";

describe("texts compared as a person reads them", () => {
  it("ignores case, asterisks, colons, brackets and the kind of dash", () => {
    expect(normalise("  Ad title * ")).toBe("ad title");
    expect(normalise("Used – good")).toBe(normalise("Used - Good"));
    expect(normalise("Price (₹):")).toBe("price ₹");
  });

  it("a label matches the wanted text or starts with it as a word, never a longer word", () => {
    expect(textMatches("Ad title *", "Ad title")).toBe(true);
    expect(textMatches("Price (₹)", "Price")).toBe(true);
    expect(textMatches("Pricey", "Price")).toBe(false);
    expect(textMatches("Title", "Ad title")).toBe(false);
    expect(textMatches("", "Title")).toBe(false);
  });

  it("picks an equal option before a near one, and synonyms in order", () => {
    const opts = ["Used - like new", "Used - good", "Used - good as new", "New"];
    expect(bestOption(opts, (o) => o, ["Used – Good"])).toBe("Used - good");
    expect(bestOption(opts, (o) => o, ["Refurbished", "New"])).toBe("New");
    expect(bestOption(["TVs, Video - Audio"], (o) => o, ["TVs"])).toBe("TVs, Video - Audio");
    expect(bestOption(opts, (o) => o, ["Broken"])).toBeUndefined();
  });
});
