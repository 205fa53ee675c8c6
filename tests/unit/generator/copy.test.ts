import { describe, expect, it } from "vitest";
import type { ItemType } from "../../../src/contract/item-types.ts";
import { ITEM_TYPES } from "../../../src/contract/item-types.ts";
import { type CopyInput, generateCopy } from "../../../src/server/modules/generator/copy/copy.ts";
import { substance } from "../../../src/server/modules/generator/copy/titles.ts";

/** One realistic identification per item type, as classify or the seller would give it. */
const SAMPLES: Record<ItemType, Omit<CopyInput, "condition" | "itemType">> = {
  phone: { product: "Samsung Galaxy S21", brand: "Samsung", model: "Galaxy S21", storage: "128GB", ram: "8" },
  laptop: { product: "Apple MacBook Air M1", brand: "Apple", model: "MacBook Air M1", storage: "256", ram: "8" },
  tablet: { product: "Samsung Galaxy Tab S9", storage: "128" },
  camera: { product: "Canon EOS 1500D", brand: "Canon", model: "EOS 1500D" },
  tv: { product: "Sony KD-55X85J", brand: "Sony", model: "KD-55X85J" },
  audio: { product: "JBL Flip 6", brand: "JBL", model: "Flip 6" },
  appliance: { product: "Whirlpool Refrigerator", brand: "Whirlpool" },
  "computer-accessory": { product: "Logitech MX Master 3", brand: "Logitech", model: "MX Master 3" },
  "gaming-console": { product: "Nintendo Switch OLED", brand: "Nintendo", model: "Switch OLED" },
  bike: { product: "Royal Enfield Meteor 350", year: "2021", mileage: "12000" },
  scooter: { product: "Honda Activa 6G", year: "2022", mileage: "8,500 km" },
  car: { product: "Maruti Suzuki Swift", year: "2018", mileage: "45000" },
  bicycle: { product: "Hercules Bicycle" },
  furniture: { product: "Wooden study table" },
  kitchenware: { product: "Cup" },
  decor: { product: "Brass table lamp" },
  plant: { product: "Aloe vera potted plant" },
  clothing: { product: "Levi's denim jacket" },
  shoes: { product: "Nike Air Force 1", brand: "Nike", model: "Air Force 1" },
  bag: { product: "Wildcraft backpack" },
  watch: { product: "Titan Raga", brand: "Titan", model: "Raga" },
  jewellery: { product: "Silver anklet pair" },
  sports: { product: "Yonex Astrox 88", brand: "Yonex", model: "Astrox 88" },
  musical: { product: "Yamaha F310", brand: "Yamaha", model: "F310" },
  book: { product: "Atomic Habits paperback" },
  toy: { product: "LEGO Technic set" },
  other: { product: "Persian cat scratching post" },
};

const NOTE = "Bought in Pune, used at home only";
const all = (c: { titles: string[]; description: string }) => `${c.titles.join("\n")}\n${c.description}`;
const loose = (t: string) =>
  t
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !["a", "an", "the", "and", "for", "sale", "in", "with", "condition", "used"].includes(w))
    .join(" ");

describe("generateCopy for every item type", () => {
  for (const type of ITEM_TYPES) {
    it(`writes ${type} copy within the limits, in the seller's words, with nothing invented`, () => {
      const copy = generateCopy({ ...SAMPLES[type], itemType: type, condition: "good", additionalDetails: NOTE });
      expect(copy.titles.length).toBeGreaterThan(0);
      expect(copy.titles.length).toBeLessThanOrEqual(8);
      for (const t of copy.titles) {
        expect(t.length).toBeLessThanOrEqual(70);
        expect(t).not.toMatch(/[\s,;:(-]$/);
      }
      expect(new Set(copy.titles.map(loose)).size).toBe(copy.titles.length);
      expect(new Set(copy.titles.map(substance)).size).toBe(copy.titles.length);
      expect(copy.description).toContain(`${NOTE}.`);
      expect(copy.description).toContain(SAMPLES[type].product);
      expect(all(copy)).not.toMatch(/selling my|undefined|null|NaN|serious buyers only/i);
      // No inclusion claimed that the seller did not make.
      expect(all(copy)).not.toMatch(/\b(box|bill|invoice|charger|remote|warranty|receipt)\b/i);
      expect(copy.description).toContain("What's included: please see the photos");
    });
  }

  it("gives known models their titles by model, key spec and condition", () => {
    const copy = generateCopy({ ...SAMPLES.tv, itemType: "tv", condition: "good" });
    expect(copy.titles).toEqual([
      "Sony KD-55X85J 55-inch 4K Smart TV - Good Condition",
      "55-inch 4K Smart TV - Sony KD-55X85J",
      "Good Condition Sony KD-55X85J",
      "Sony KD-55X85J (2021 Model)",
      "Sony KD-55X85J 55-inch 4K Smart TV",
    ]);
    expect(copy.description).toContain("Sony KD-55X85J for sale: a 55-inch 4K HDR smart TV (Google TV).");
    expect(copy.description).toContain("- Screen size: 55 inches\n");
    expect(copy.description).toContain("You can check the picture, sound and ports in person before buying.");
  });

  it("leads with storage and RAM for phones, and states 5G and the screen from the facts table", () => {
    const copy = generateCopy({ ...SAMPLES.phone, itemType: "phone", condition: "excellent" });
    expect(copy.titles[0]).toBe("Samsung Galaxy S21 5G 8GB/128GB - Excellent Condition");
    expect(copy.titles).toContain("8GB/128GB 5G Smartphone - Samsung Galaxy S21");
    expect(copy.titles).toContain("Excellent Condition Samsung Galaxy S21 8GB/128GB");
    expect(copy.titles).toContain("Samsung Galaxy S21 5G - Excellent Condition");
    expect(copy.description).toContain("a 5G smartphone with a 6.2-inch screen");
    expect(copy.description).toContain("- Storage: 128GB\n- RAM: 8GB");
    expect(copy.description).toContain("It is in excellent condition: lightly used and well looked after.");
  });

  it("puts a vehicle's year and kilometres first and the seller's own words in", () => {
    const copy = generateCopy({
      product: "Royal Enfield Classic 350",
      itemType: "bike",
      condition: "good",
      year: "2021",
      mileage: "12000",
      additionalDetails: "Single owner, all service records",
    });
    expect(copy.titles[0]).toBe("2021 Royal Enfield Classic 350, 12,000 km - Good Condition");
    expect(copy.titles).toContain("Royal Enfield Classic 350 2021 Model, 12,000 km Driven");
    expect(copy.titles).toContain("2021 Royal Enfield Classic 350, 1st Owner, Service Records");
    expect(copy.description).toContain("2021 Royal Enfield Classic 350 for sale, 12,000 km driven.");
    expect(copy.description).toContain("- Kilometres driven: 12,000");
    expect(copy.description).toContain("Single owner, all service records.");
    // Classic 350 engines changed between generations: the table gives no cc for it.
    expect(all(copy)).not.toMatch(/\bcc\b/);
  });

  it("gives the engine size of a model whose engine never changed", () => {
    const copy = generateCopy({ ...SAMPLES.bike, itemType: "bike", condition: "good" });
    expect(copy.titles[0]).toBe("2021 Royal Enfield Meteor 350 349cc, 12,000 km - Good Condition");
    expect(copy.description).toContain("- Engine: 349 cc");
  });
});

describe("generateCopy never states what it was not told", () => {
  it("a phone without storage never mentions GB", () => {
    const copy = generateCopy({ product: "Samsung Galaxy S21", itemType: "phone", condition: "good" });
    expect(all(copy)).not.toMatch(/GB|storage|RAM/i);
  });

  it("a vehicle without kilometres or year never mentions them", () => {
    const copy = generateCopy({ product: "Yamaha Motorcycle", brand: "Yamaha", itemType: "bike", condition: "fair" });
    expect(all(copy)).not.toMatch(/\bkm\b|kilomet|driven|\b(19|20)\d\d\b|\bcc\b/i);
    expect(copy.titles[0]).toBe("Yamaha Motorcycle - Fair Condition");
  });

  it("mileage is left out for a type that has none", () => {
    const copy = generateCopy({ product: "Samsung Galaxy S21", itemType: "phone", condition: "good", mileage: "500" });
    expect(all(copy)).not.toMatch(/\bkm\b|kilomet|500/i);
  });

  it("an unknown item gets neutral, correct text and no invented number", () => {
    for (const product of ["Item", "", "  "]) {
      const copy = generateCopy({ product, itemType: "other", condition: "good" });
      expect(copy.description).toMatch(/^For sale: the item shown in the photos\. It is in good condition/);
      expect(all(copy)).not.toMatch(/\d|selling my/i);
      expect(copy.titles).toEqual(["Item - Good Condition", "Good Condition Item"]);
    }
  });

  it("the seller's free words become the product, as typed", () => {
    const copy = generateCopy({ product: "Persian cat scratching post", itemType: "other", condition: "fair" });
    expect(copy.titles[0]).toBe("Persian Cat Scratching Post - Fair Condition");
    expect(copy.description).toMatch(/^Persian cat scratching post for sale\. It is in fair condition/);
    expect(all(copy)).not.toMatch(/\d/);
  });

  it("a cup stays a cup: no storage, kilometres, year, box or bill", () => {
    const copy = generateCopy({ product: "Cup", itemType: "kitchenware", condition: "fair" });
    for (const word of ["Storage", "RAM", "km", "Year", "warranty", "bill", "box", "saucer"]) {
      expect(all(copy)).not.toContain(word);
    }
  });

  it("what is included comes only from the seller", () => {
    const copy = generateCopy({
      product: "Samsung Galaxy S21",
      itemType: "phone",
      condition: "good",
      additionalDetails: "Comes with the original box and charger",
    });
    expect(copy.description).toContain("Comes with the original box and charger.");
    expect(copy.description).not.toContain("What's included");
    expect(copy.titles.some((t) => t.includes("With Box"))).toBe(true);
  });

  it("a negated selling point is not a selling point", () => {
    const copy = generateCopy({
      product: "OnePlus 11",
      itemType: "phone",
      condition: "good",
      additionalDetails: "No bill, not under warranty any more",
    });
    expect(copy.titles.join(" ")).not.toMatch(/bill|warranty/i);
    expect(copy.description).toContain("No bill, not under warranty any more.");
  });

  it("plants are described by their health", () => {
    const copy = generateCopy({ product: "Aloe vera potted plant", itemType: "plant", condition: "good" });
    expect(copy.titles).toEqual([
      "Aloe Vera Potted Plant - Healthy",
      "Healthy Aloe Vera Potted Plant",
      "Aloe Vera Potted Plant",
    ]);
    expect(copy.description).toContain("The plant is healthy, as the photos show.");
  });

  it("uses the photos' text for facts printed on a label", () => {
    const copy = generateCopy({
      ...SAMPLES.tv,
      itemType: "tv",
      condition: "good",
      photoText: "SONY Model No: KD-55X85)\nS/N 4012345 AC 220-240V 50/60Hz\nMade in Malaysia 2021",
    });
    expect(copy.description).toContain("- Made in: Malaysia");
    // "2021" beside the country is not labelled as a manufacturing date.
    expect(copy.description).not.toContain("Manufactured");
  });
});
