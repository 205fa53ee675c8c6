import type { ItemType } from "../data/item-types.ts";
import type { CocoLabel } from "./coco-labels.ts";

/** What a detected COCO object means for a listing. Labels that are never the item for sale map to undefined. */
export const COCO_TYPE: Partial<Record<CocoLabel, ItemType>> = {
  bicycle: "bicycle",
  car: "car",
  motorcycle: "bike",
  truck: "car",
  bus: "car",
  bench: "furniture",
  backpack: "bag",
  umbrella: "bag",
  handbag: "bag",
  tie: "clothing",
  suitcase: "bag",
  frisbee: "sports",
  skis: "sports",
  snowboard: "sports",
  "sports ball": "sports",
  kite: "toy",
  "baseball bat": "sports",
  "baseball glove": "sports",
  skateboard: "sports",
  surfboard: "sports",
  "tennis racket": "sports",
  bottle: "kitchenware",
  "wine glass": "kitchenware",
  cup: "kitchenware",
  fork: "kitchenware",
  knife: "kitchenware",
  spoon: "kitchenware",
  bowl: "kitchenware",
  chair: "furniture",
  couch: "furniture",
  "potted plant": "plant",
  bed: "furniture",
  "dining table": "furniture",
  toilet: "other",
  tv: "tv",
  laptop: "laptop",
  mouse: "computer-accessory",
  remote: "computer-accessory",
  keyboard: "computer-accessory",
  "cell phone": "phone",
  microwave: "appliance",
  oven: "appliance",
  toaster: "appliance",
  sink: "kitchenware",
  refrigerator: "appliance",
  book: "book",
  clock: "decor",
  vase: "decor",
  scissors: "kitchenware",
  "teddy bear": "toy",
  "hair drier": "appliance",
  toothbrush: "other",
};

/** Words for the detected object as a seller would say it. */
export const COCO_NOUN: Partial<Record<CocoLabel, string>> = {
  motorcycle: "Motorcycle",
  "cell phone": "Mobile Phone",
  tv: "Television",
  cup: "Cup",
  "wine glass": "Wine Glass",
  "potted plant": "Potted Plant",
  "dining table": "Dining Table",
  "sports ball": "Ball",
  "teddy bear": "Teddy Bear",
  "hair drier": "Hair Dryer",
  refrigerator: "Refrigerator",
};

/**
 * Objects that are usually the setting, not the item: a table under a cup, a person holding a phone.
 * Their score is discounted when anything else is in the photo.
 */
export const CONTEXT_LABELS: ReadonlySet<CocoLabel> = new Set<CocoLabel>([
  "dining table",
  "person",
  "bed",
  "couch",
  "chair",
  "bench",
  "sink",
  "toilet",
]);

/** How a detected object counts as evidence of the item for sale. */
export type ObjectRole = "item" | "setting" | "not-for-sale";

/**
 * "item": something people resell; "setting": furniture that is usually the background; "not-for-sale": pets,
 * people, food, street objects - when one of these is what the photo shows, nothing we know is for sale in it.
 */
export function objectRole(label: CocoLabel): ObjectRole {
  if (CONTEXT_LABELS.has(label)) return label === "person" ? "not-for-sale" : "setting";
  return COCO_TYPE[label] && COCO_TYPE[label] !== "other" ? "item" : "not-for-sale";
}
