import { CATEGORY_OPTIONS, type Category, CONDITION_LABELS, type Condition, type Marketplace } from "../enums.ts";
import type { ItemType } from "../item-types.ts";
import { CATEGORY_PATHS } from "./categories.ts";
import { fitDescription, fitText } from "./fit.ts";
import { MARKETPLACE_LIMITS } from "./limits.ts";

export { CATEGORY_PATHS } from "./categories.ts";
export { fitDescription, fitText } from "./fit.ts";
export { MARKETPLACE_LIMITS } from "./limits.ts";

/** What the kit needs of a listing (the admin listing DTO has all of it). */
export interface KitListing {
  id: string;
  title: string;
  description: string;
  price: string;
  category: string;
  itemType: string | null;
  condition: string;
  brand: string | null;
  model: string | null;
  imageUrls: string[];
}

export interface PostingKit {
  marketplace: Marketplace;
  title: string;
  description: string;
  /** Whole rupees as the forms take them (no decimals, no symbol). */
  price: string;
  categoryPath: string[];
  facts: Array<{ label: string; value: string }>;
  photos: string[];
  titleMax: number;
  descriptionMax: number;
}

export function categoryPathFor(marketplace: Marketplace, category: string, itemType: string | null): string[] {
  const map = CATEGORY_PATHS[marketplace];
  const byType = itemType ? map.byItemType[itemType as ItemType] : undefined;
  return [...(byType ?? map.byCategory[category as Category] ?? map.byCategory.other)];
}

/** Rupees without paise for the price box: "1500.00" -> "1500", "1499.50" -> "1500" (forms take whole rupees). */
export function wholeRupees(price: string): string {
  const [whole, paise = "0"] = price.split(".");
  const n = BigInt(whole || "0") + (Number(`0.${paise}`) >= 0.5 ? 1n : 0n);
  return n.toString();
}

/** Exactly what to paste into one marketplace's form for one listing. */
export function buildPostingKit(listing: KitListing, marketplace: Marketplace): PostingKit {
  const limits = MARKETPLACE_LIMITS[marketplace];
  const facts: Array<{ label: string; value: string }> = [];
  if (listing.brand) facts.push({ label: "Brand", value: listing.brand });
  if (listing.model) facts.push({ label: "Model", value: listing.model });
  facts.push({ label: "Condition", value: CONDITION_LABELS[listing.condition as Condition] ?? listing.condition });
  const categoryLabel = CATEGORY_OPTIONS.find((c) => c.value === listing.category)?.label;
  if (categoryLabel) facts.push({ label: "Category", value: categoryLabel });
  return {
    marketplace,
    title: fitText(listing.title, limits.titleMax),
    description: fitDescription(listing.description, limits.descriptionMax),
    price: wholeRupees(listing.price),
    categoryPath: categoryPathFor(marketplace, listing.category, listing.itemType),
    facts,
    photos: listing.imageUrls,
    titleMax: limits.titleMax,
    descriptionMax: limits.descriptionMax,
  };
}
