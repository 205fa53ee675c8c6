import { describe, expect, it } from "vitest";
import type { ClassifyResponse, GenerateCopyResponse, SmartPricingResponse } from "../../../src/contract/generator.ts";
import { createListingSchema } from "../../../src/contract/listings.ts";
import { formatMoney } from "../../../src/web/features/generator/currency.ts";
import { detailsForRequest, extraFieldsFor } from "../../../src/web/features/generator/details.ts";
import { draftReducer } from "../../../src/web/features/generator/listing.ts";
import { chooseTier } from "../../../src/web/features/generator/pricing.ts";
import { listingPayload } from "../../../src/web/features/generator/save.ts";
import { displayPrices } from "../../../src/web/features/generator/useDisplayCurrency.ts";

const classification: ClassifyResponse = {
  brand: "Samsung",
  model: "Galaxy S21",
  category: "electronics",
  imageUrl: "/uploads/a.jpg",
  suggestions: [{ title: "Samsung Galaxy S21" }],
  productName: "Samsung Galaxy S21",
  itemType: "phone",
  confidence: 0.8,
  sure: true,
  mixedPhotos: false,
  imageUrls: ["/uploads/a.jpg", "/uploads/b.jpg"],
  creationLogId: "0b8a2f4e-8f0c-4f7e-9d7a-2b3c4d5e6f70",
  provider: "offline",
};
const copy: GenerateCopyResponse = {
  titles: ["Samsung Galaxy S21 - Good", "Galaxy S21 128GB"],
  description: "Works well.",
  provider: "offline",
};
const pricing: SmartPricingResponse = {
  quickPrice: "15000.00",
  medianPrice: "18500.00",
  maxPrice: "22000.00",
  confidence: "green",
  confidenceScore: 0.82,
  currency: "INR",
  basis: { reference: "model", comparables: 3, level: "model", source: "snaplist", sales: 3, offers: 0 },
  days: { quickPrice: null, medianPrice: null, maxPrice: null },
};

const generated = () => draftReducer(null, { type: "generated", classification, copy, pricing });

describe("the draft being edited", () => {
  it("starts from the first title, the description, the tiers, condition good and strategy balanced", () => {
    const d = generated();
    expect(d).toMatchObject({ title: "Samsung Galaxy S21 - Good", description: "Works well.", regenerating: false });
    expect(d?.details.condition).toBe("good");
    expect(d?.choice.strategy).toBe("balanced");
  });

  it("a detail change marks the draft busy until the new copy and prices arrive", () => {
    let d = draftReducer(generated(), { type: "detail", key: "condition", value: "fair" });
    expect(d).toMatchObject({ regenerating: true, detailsVersion: 1 });
    d = draftReducer(d, {
      type: "regenerated",
      copy: { ...copy, titles: ["Samsung Galaxy S21 - Fair"], description: "Fair." },
      pricing: { ...pricing, quickPrice: "12000.00", medianPrice: "14000.00", maxPrice: "16000.00" },
    });
    expect(d).toMatchObject({ regenerating: false, title: "Samsung Galaxy S21 - Fair", tiers: { medianPrice: 14000 } });
  });

  const storageChanged = (d: ReturnType<typeof generated>) =>
    draftReducer(draftReducer(d, { type: "detail", key: "storage", value: "256" }), {
      type: "regenerated",
      copy: { ...copy, titles: ["Samsung Galaxy S21 256GB"], description: "Now 256GB." },
      pricing: { ...pricing, medianPrice: "20000.00" },
    })!;

  it("keeps a hand-edited title through a detail change and offers the new one (issue #14 item 5)", () => {
    const edited = draftReducer(generated(), { type: "title", value: "My S21, barely used" });
    const d = storageChanged(edited);
    expect(d.title).toBe("My S21, barely used");
    // The untouched description and the prices follow the details.
    expect(d.description).toBe("Now 256GB.");
    expect(d.tiers.medianPrice).toBe(20000);
    expect(d.offer).toEqual({ title: "Samsung Galaxy S21 256GB", description: undefined });

    const kept = draftReducer(d, { type: "offer", accept: false })!;
    expect(kept).toMatchObject({ title: "My S21, barely used", offer: undefined, edited: { title: true } });
    const taken = draftReducer(d, { type: "offer", accept: true })!;
    expect(taken).toMatchObject({ title: "Samsung Galaxy S21 256GB", offer: undefined, edited: { title: false } });
  });

  it("keeps a hand-edited description the same way, and replaces both when nothing was edited", () => {
    const edited = draftReducer(generated(), { type: "description", value: "Bought in 2022, bill included." });
    const d = storageChanged(edited);
    expect(d).toMatchObject({ title: "Samsung Galaxy S21 256GB", description: "Bought in 2022, bill included." });
    expect(d.offer).toEqual({ title: undefined, description: "Now 256GB." });
    expect(storageChanged(generated())).toMatchObject({ description: "Now 256GB.", offer: undefined });
  });

  it("an answer to 'What is it?' takes the new identification and keeps edits too", () => {
    const edited = draftReducer(generated(), { type: "title", value: "Cat tree" });
    const d = draftReducer(edited, {
      type: "answered",
      classification: { ...classification, productName: "Cat scratching post", itemType: "other", category: "other" },
      copy: { ...copy, titles: ["Cat Scratching Post - Good Condition"], description: "A post." },
      pricing,
    })!;
    expect(d).toMatchObject({
      title: "Cat tree",
      description: "A post.",
      classification: { productName: "Cat scratching post" },
      offer: { title: "Cat Scratching Post - Good Condition" },
    });
  });

  it("Start Over empties it", () => {
    expect(draftReducer(generated(), { type: "reset" })).toBeNull();
  });
});

describe("the extra fields by item type (spec section 2)", () => {
  it("Storage for phones and laptops, RAM for laptops, Year and Mileage for vehicles", () => {
    expect(extraFieldsFor("phone")).toEqual({ storage: true, ram: false, year: false, mileage: false });
    expect(extraFieldsFor("laptop")).toEqual({ storage: true, ram: true, year: false, mileage: false });
    expect(extraFieldsFor("car")).toEqual({ storage: false, ram: false, year: true, mileage: true });
    expect(extraFieldsFor("bike")).toMatchObject({ year: true, mileage: true });
    expect(extraFieldsFor("furniture")).toEqual({ storage: false, ram: false, year: false, mileage: false });
  });

  it("sends only the fields on screen, and no blanks", () => {
    const details = {
      condition: "fair" as const,
      storage: "128 GB",
      ram: "8 GB",
      year: " ",
      mileage: "",
      additionalDetails: "Box",
    };
    expect(detailsForRequest(details, extraFieldsFor("phone"))).toEqual({
      condition: "fair",
      storage: "128 GB",
      ram: undefined,
      year: undefined,
      mileage: undefined,
      additionalInfo: "Box",
    });
  });
});

describe("what Save Draft and Post send", () => {
  it("is a valid create-listing payload with every photo in order, the chosen price and strategy and the AI fields", () => {
    const d = draftReducer(generated(), { type: "choice", choice: chooseTier(generated()!.choice, "quick") })!;
    const payload = listingPayload(d, "active");
    expect(payload).toMatchObject({
      status: "active",
      price: "15000",
      pricingStrategy: "quick",
      imageUrls: ["/uploads/a.jpg", "/uploads/b.jpg"],
      brand: "Samsung",
      model: "Galaxy S21",
      category: "electronics",
      condition: "good",
      creationLogId: classification.creationLogId,
    });
    const parsed = createListingSchema.parse(payload);
    expect(parsed.price).toBe("15000.00");
    expect(parsed.medianPrice).toBe("18500.00");
  });
});

describe("prices on screen", () => {
  const tiers = { quickPrice: 15000, medianPrice: 18500, maxPrice: 22000 };
  const answer = {
    success: true,
    convertedPricing: { quickPrice: 180, medianPrice: 222, maxPrice: 264 },
    exchangeRate: 0.012,
  };

  it("shows the converted tiers when the conversion worked", () => {
    expect(displayPrices(tiers, "USD", answer, false)).toEqual({
      code: "USD",
      tiers: answer.convertedPricing,
      rate: 0.012,
      fellBack: false,
    });
  });

  it("falls back to rupees when the conversion failed (spec section 8)", () => {
    expect(displayPrices(tiers, "USD", undefined, true)).toMatchObject({ code: "INR", tiers, rate: 1, fellBack: true });
    expect(displayPrices(tiers, "EUR", { ...answer, success: false }, false)).toMatchObject({
      code: "INR",
      fellBack: true,
    });
  });

  it("formats whole units with the symbol and no decimals", () => {
    expect(formatMoney(18500, "INR")).toBe("₹18,500");
    expect(formatMoney(222.4, "USD")).toBe("$222");
    expect(formatMoney(199.6, "GBP")).toBe("£200");
    expect(formatMoney(1234, "EUR")).toBe("€1,234");
  });
});
