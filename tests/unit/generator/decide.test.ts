import { describe, expect, it } from "vitest";
import { SURE_CONFIDENCE } from "../../../src/contract/limits.ts";
import { decide, type PhotoEvidence } from "../../../src/server/modules/generator/identify/decide.ts";
import type { Detection } from "../../../src/server/modules/generator/identify/detector.ts";
import { regionToRead } from "../../../src/server/modules/generator/identify/identify.ts";

const box = { x: 0.2, y: 0.2, w: 0.5, h: 0.5 };
const seen = (label: Detection["label"], score: number, b = box): Detection => ({ label, score, box: b });
const photo = (objects: Detection[], text = "", textConfidence = text ? 92 : 0): PhotoEvidence => ({
  objects,
  text,
  textConfidence,
});

describe("decide: what the photos show, how sure, and which photo leads", () => {
  it("is sure of a clearly detected item and of a label naming brand and model", () => {
    expect(decide([photo([seen("motorcycle", 0.49)])])).toMatchObject({ itemType: "bike", sure: true });
    const label = decide([photo([], "SAMSUNG Galaxy S21")]);
    expect(label).toMatchObject({ product: "Samsung Galaxy S21", itemType: "phone", sure: true });
  });

  it("asks when a pet, a person or food is what the photo shows", () => {
    const cat = decide([photo([seen("dog", 0.48), seen("bed", 0.22)])]);
    expect(cat.sure).toBe(false);
    expect(cat.confidence).toBeLessThan(SURE_CONFIDENCE);
    expect(decide([photo([seen("apple", 0.32), seen("bowl", 0.22)])]).sure).toBe(false);
  });

  it("asks when the best guess is weak, only the setting, or two different items scored alike", () => {
    expect(decide([photo([seen("vase", 0.29)])]).sure).toBe(false);
    expect(decide([photo([seen("dining table", 0.4)])]).sure).toBe(false);
    expect(decide([photo([seen("laptop", 0.42), seen("cup", 0.4)])]).sure).toBe(false);
    expect(decide([photo([])])).toMatchObject({ product: "Item", itemType: "other", confidence: 0.1, sure: false });
  });

  it("lets the main photo lead and warns when another photo shows something else", () => {
    const d = decide([photo([seen("cup", 0.5)]), photo([], "SAMSUNG Galaxy S21")]);
    expect(d).toMatchObject({ itemType: "kitchenware", brand: "", mixedPhotos: true, sure: true });
  });

  it("takes the brand and model from another photo that agrees with the main one", () => {
    const d = decide([photo([seen("cell phone", 0.5)]), photo([], "SAMSUNG Galaxy S21")]);
    expect(d).toMatchObject({ product: "Samsung Galaxy S21", itemType: "phone", mixedPhotos: false, sure: true });
  });

  it("uses the next photo, less surely, when the main one shows nothing it knows", () => {
    const d = decide([photo([]), photo([seen("laptop", 0.5)])]);
    expect(d.itemType).toBe("laptop");
    expect(d.confidence).toBeLessThan(decide([photo([seen("laptop", 0.5)])]).confidence);
  });

  it("names a brand read in weak text only when that brand makes this kind of item", () => {
    expect(decide([photo([seen("cup", 0.5)], "LG", 60)]).brand).toBe("");
    expect(decide([photo([seen("motorcycle", 0.49)], "YAMAHA", 70)])).toMatchObject({
      product: "Yamaha Motorcycle",
      brand: "Yamaha",
      sure: true,
    });
  });

  it("lets the seller's hint outrank the photos", () => {
    const d = decide([photo([seen("motorcycle", 0.3)])], "Royal Enfield Classic 350");
    expect(d).toMatchObject({ brand: "Royal Enfield", model: "Classic 350", sure: true });
  });
});

describe("regionToRead: the main object's box, read again on its own", () => {
  it("is the item's box with a margin when it is a small part of the photo", () => {
    const r = regionToRead([seen("dining table", 0.6, { x: 0, y: 0, w: 1, h: 1 }), seen("cup", 0.5)]);
    expect(r).toEqual({ x: 0.16, y: 0.16, w: 0.58, h: 0.58 });
  });

  it("is nothing when the item fills the photo or no item was found", () => {
    expect(regionToRead([seen("laptop", 0.5, { x: 0, y: 0, w: 0.9, h: 0.9 })])).toBeUndefined();
    expect(regionToRead([seen("dog", 0.5)])).toBeUndefined();
  });
});
