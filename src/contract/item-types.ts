/**
 * The finer type of an item. The generator shows extra fields by type (storage for phones and laptops,
 * RAM for laptops, year and mileage for vehicles) and pricing depreciates by type.
 */
export const ITEM_TYPES = [
  "phone",
  "laptop",
  "tablet",
  "camera",
  "tv",
  "audio",
  "appliance",
  "computer-accessory",
  "gaming-console",
  "bike",
  "scooter",
  "car",
  "bicycle",
  "furniture",
  "kitchenware",
  "decor",
  "plant",
  "clothing",
  "shoes",
  "bag",
  "watch",
  "jewellery",
  "sports",
  "musical",
  "book",
  "toy",
  "other",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
