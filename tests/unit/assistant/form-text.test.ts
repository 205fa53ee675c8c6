import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestOption, nameScore, normalise, optionKey, optionScore } from "../../../src/contract/form-text.ts";

describe("labels compared as a person reads them", () => {
  it("ignore asterisks, (optional), counters, ₹ adornments, case, dashes and spaces", () => {
    expect(normalise("Ad title *")).toBe("ad title");
    expect(normalise("Description (optional)")).toBe("description");
    expect(normalise("Ad title* 0/70")).toBe("ad title");
    expect(normalise("Price (₹)")).toBe("price");
    expect(normalise("  Used – like   new ")).toBe("used - like new");
    expect(normalise("Price: Rs.")).toBe("price");
  });

  it("score equal, starting-with and containing names, never part of a word", () => {
    expect(nameScore("Ad title *", "Ad title")).toBe(1);
    expect(nameScore("Ad title Mention the key features of your item", "ad title")).toBe(0.9);
    expect(nameScore("Enter the ad title", "ad title")).toBe(0.75);
    expect(nameScore("Pricey things", "price")).toBe(0);
    expect(nameScore("Model year", "model")).toBe(0.9);
    expect(nameScore("", "title")).toBe(0);
  });

  it("compare options by their words: punctuation, & and accents do not matter", () => {
    expect(optionKey("TVs, Video - Audio")).toBe("tvs video audio");
    expect(optionKey("TVs, Video & Audio")).toBe("tvs video audio");
    expect(optionScore("Used – good", "Used - Good")).toBe(1);
    expect(optionScore("Brand New", "New")).toBe(0.7);
    expect(optionScore("Home Decor & Garden", "Home")).toBe(0.8);
    expect(optionScore("Furniture", "Fashion")).toBe(0);
  });

  it("pick our value before its synonyms, and nothing when no option is close", () => {
    const options = ["New", "Used - like new", "Used - good", "Used - fair"];
    expect(bestOption(options, (o) => o, ["Used - Good", "Good"])).toBe("Used - good");
    expect(bestOption(["Brand New", "Pre-owned"], (o) => o, ["Used", "Pre-owned"])).toBe("Pre-owned");
    expect(bestOption(["Cars", "Bikes"], (o) => o, ["Mobiles"])).toBeUndefined();
  });

  it("never throw, and score within 0 and 1", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 30 }), (a, b) => {
        const n = nameScore(a, b);
        const o = optionScore(a, b);
        expect(n >= 0 && n <= 1 && o >= 0 && o <= 1).toBe(true);
        expect(optionScore(a, a) === 1 || optionKey(a) === "").toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
