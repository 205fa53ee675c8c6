import { describe, expect, it } from "vitest";
import { matchText, typeFromWords } from "../../../src/server/modules/generator/identify/lexicon-match.ts";

describe("matchText", () => {
  it("finds brand and model in printed text", () => {
    expect(matchText("SAMSUNG Galaxy S21\n")).toMatchObject({
      brand: "Samsung",
      model: "Galaxy S21",
      type: "phone",
      strength: 1,
    });
  });

  it("prefers the longest model name", () => {
    expect(matchText("samsung galaxy s21 ultra 5g").model).toBe("Galaxy S21 Ultra");
  });

  it("reads a model code from a sticker and undoes the J/) OCR confusion", () => {
    const m = matchText("SONY Model No: KD-55X85)\nS/N 4012345 AC 220-240V 50/60Hz");
    expect(m).toMatchObject({ brand: "Sony", model: "KD-55X85J", type: "tv" });
  });

  it("reads a code glued to its label by a colon", () => {
    expect(matchText("SONY Model No:KD-55X85J")).toMatchObject({ brand: "Sony", model: "KD-55X85J", type: "tv" });
  });

  it("knows a model without its brand and Indian two-wheelers", () => {
    expect(matchText("classic 350 for sale")).toMatchObject({
      brand: "Royal Enfield",
      model: "Classic 350",
      type: "bike",
    });
    expect(matchText("Honda Activa 6G")).toMatchObject({ brand: "Honda", model: "Activa 6G", type: "scooter" });
  });

  it("a brand alone gives the brand's type", () => {
    expect(matchText("Titan")).toMatchObject({ brand: "Titan", type: "watch", strength: 0.5 });
    expect(matchText("Samsung washing machine")).toMatchObject({ brand: "Samsung", type: "appliance" });
  });

  it("does not find brands inside other words", () => {
    expect(matchText("a lovely vintage lamp").brand).toBeUndefined();
    expect(matchText("hero").brand).toBe("Hero");
    expect(matchText("superhero figure").brand).toBeUndefined();
  });

  it("reads type words", () => {
    expect(typeFromWords("wooden study table")).toBe("furniture");
    expect(typeFromWords("harry potter paperback")).toBe("book");
    expect(matchText("xyz qwerty").strength).toBe(0);
  });
});
