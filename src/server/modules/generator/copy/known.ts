import type { Condition } from "../../../../contract/enums.ts";
import type { ItemType } from "../data/item-types.ts";
import { type KeyFacts, keyFacts, photoFacts } from "./facts.ts";
import { capacity, distance, highlights, sellerNote, tidy, yearOf } from "./seller-details.ts";
import { TYPE_GUIDES, type TypeGuide } from "./type-guides.ts";

export interface CopyInput {
  /** What the item is ("Samsung Galaxy S21", "Motorcycle", or the seller's own words). */
  product: string;
  brand?: string;
  model?: string;
  itemType?: ItemType;
  condition: Condition;
  storage?: string;
  ram?: string;
  year?: string;
  mileage?: string;
  additionalDetails?: string;
  /** Text read from the photos (labels, stickers): a source of facts such as "Made in Malaysia". */
  photoText?: string;
}

/** Everything the copy may say, resolved once: the seller's details tidied and the certain facts looked up. */
export interface Known {
  /** The product as given, tidied; empty when it says nothing ("Item"). */
  product: string;
  generic: boolean;
  type: ItemType;
  guide: TypeGuide;
  condition: Condition;
  brand?: string;
  model?: string;
  facts: KeyFacts;
  storage?: string;
  ram?: string;
  year?: string;
  distance?: string;
  /** The seller's additional details, as a paragraph. */
  note?: string;
  /** Selling points the seller stated, for titles. */
  highlights: string[];
}

/** Names that say nothing about what the item is. */
const GENERIC = new Set(["", "item", "items", "thing", "things", "product", "unknown", "other", "stuff"]);

export function understand(input: CopyInput): Known {
  const type = input.itemType ?? "other";
  const guide = TYPE_GUIDES[type];
  const product = tidy(input.product) ?? "";
  const generic = GENERIC.has(product.toLowerCase());
  const facts: KeyFacts = generic
    ? photoFacts(input.photoText)
    : keyFacts({ product, brand: input.brand, model: input.model, itemType: type, photoText: input.photoText });
  const note = sellerNote(input.additionalDetails);
  return {
    product: generic ? "" : product,
    generic,
    type,
    guide,
    condition: input.condition,
    brand: tidy(input.brand) ?? facts.brand,
    model: tidy(input.model) ?? facts.model,
    facts,
    storage: capacity(input.storage),
    ram: capacity(input.ram),
    year: yearOf(input.year),
    distance: guide.mileage ? distance(input.mileage) : undefined,
    note,
    highlights: highlights(note),
  };
}
