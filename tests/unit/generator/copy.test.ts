import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERATOR_CONDITIONS } from "../../../src/contract/enums.ts";
import { fitTitle, generateCopy } from "../../../src/server/modules/generator/copy/copy.ts";

describe("generateCopy", () => {
  it("writes distinct titles of at most 70 characters, best first", () => {
    const copy = generateCopy({
      product: "Samsung Galaxy S21",
      brand: "Samsung",
      model: "Galaxy S21",
      itemType: "phone",
      condition: "excellent",
      storage: "128",
      ram: "8gb",
    });
    expect(copy.titles[0]).toBe("Samsung Galaxy S21 8GB/128GB - Excellent Condition");
    expect(new Set(copy.titles.map((t) => t.toLowerCase())).size).toBe(copy.titles.length);
    expect(copy.titles.length).toBeLessThanOrEqual(8);
    expect(copy.description).toContain("Storage: 128GB");
    expect(copy.description).toContain("RAM: 8GB");
    expect(copy.description).toContain("It is in excellent condition.");
  });

  it("states vehicle year and mileage and the seller's own words", () => {
    const copy = generateCopy({
      product: "Royal Enfield Classic 350",
      itemType: "bike",
      condition: "good",
      year: "2021",
      mileage: "12000",
      additionalDetails: "Single owner, all service records",
    });
    expect(copy.titles[0]).toBe("2021 Royal Enfield Classic 350, 12,000 km - Good Condition");
    expect(copy.description).toContain("Kilometres driven: 12,000");
    expect(copy.description).toContain("Single owner, all service records.");
  });

  it("never mentions details it was not given", () => {
    const copy = generateCopy({ product: "Cup", itemType: "kitchenware", condition: "fair" });
    const text = `${copy.titles.join(" ")} ${copy.description}`;
    for (const word of ["Storage", "RAM", "km", "Year", "warranty", "bill", "box"]) expect(text).not.toContain(word);
  });

  it("keeps every title within 70 characters for any product name", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.constantFrom(...GENERATOR_CONDITIONS),
        (name, condition) => {
          const copy = generateCopy({
            product: name,
            condition,
            storage: "256",
            year: "2020",
            mileage: "5000",
            itemType: "car",
          });
          for (const t of copy.titles) expect(t.length).toBeLessThanOrEqual(70);
          expect(copy.titles.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("cuts titles at a word boundary", () => {
    const t = fitTitle("Apple MacBook Pro M3 16-inch 36GB 1TB Space Black with AppleCare and original charger");
    expect(t.length).toBeLessThanOrEqual(70);
    expect("Apple MacBook Pro M3 16-inch 36GB 1TB Space Black with AppleCare and original charger").toContain(t);
    expect(t.endsWith(" ")).toBe(false);
  });
});
