import type { Category } from "../../../../contract/enums.ts";
import { type ItemType, TYPE_CATEGORY } from "../data/item-types.ts";
import type { CocoLabel } from "./coco-labels.ts";
import { type Detection, detectObjects } from "./detector.ts";
import { findBrand, matchText, type TextMatch } from "./lexicon-match.ts";
import { COCO_NOUN, COCO_TYPE, CONTEXT_LABELS } from "./object-types.ts";
import { type OcrResult, readText } from "./ocr.ts";

export interface Identification {
  /** What the item is, in words a buyer uses ("Samsung Galaxy S21", "Motorcycle"). */
  product: string;
  brand: string;
  model: string;
  category: Exclude<Category, "general">;
  itemType: ItemType;
  /** 0..1 */
  confidence: number;
  /** What the engine saw, for the creation log and for debugging a wrong answer. */
  evidence: { objects: { label: string; score: number }[]; text: string; textMatch: TextMatch };
}

/** How a type is called when no brand or model is known. */
export const TYPE_NOUN: Record<ItemType, string> = {
  phone: "Smartphone",
  laptop: "Laptop",
  tablet: "Tablet",
  camera: "Camera",
  tv: "Television",
  audio: "Audio Device",
  appliance: "Home Appliance",
  "computer-accessory": "Computer Accessory",
  "gaming-console": "Gaming Console",
  bike: "Motorcycle",
  scooter: "Scooter",
  car: "Car",
  bicycle: "Bicycle",
  furniture: "Furniture",
  kitchenware: "Kitchenware",
  decor: "Home Decor",
  plant: "Plant",
  clothing: "Clothing",
  shoes: "Shoes",
  bag: "Bag",
  watch: "Watch",
  jewellery: "Jewellery",
  sports: "Sports Equipment",
  musical: "Musical Instrument",
  book: "Book",
  toy: "Toy",
  other: "Item",
};

interface ObjectVote {
  label: CocoLabel;
  type: ItemType;
  score: number;
}

/** Sums each object's best score per photo, discounting the setting (tables, people) when something else shows. */
export function voteObjects(perPhoto: Detection[][]): ObjectVote[] {
  const totals = new Map<CocoLabel, number>();
  for (const detections of perPhoto) {
    const best = new Map<CocoLabel, number>();
    const hasItem = detections.some((d) => COCO_TYPE[d.label] && !CONTEXT_LABELS.has(d.label));
    for (const d of detections) {
      if (!COCO_TYPE[d.label] && d.label !== "person") continue;
      // Bigger objects are more likely the subject of a seller's photo than something in the corner.
      const area = d.box.w * d.box.h;
      let score = d.score * (0.8 + 0.4 * Math.min(1, area * 2));
      if (CONTEXT_LABELS.has(d.label) && hasItem) score *= 0.5;
      best.set(d.label, Math.max(best.get(d.label) ?? 0, score));
    }
    for (const [label, score] of best) totals.set(label, (totals.get(label) ?? 0) + score);
  }
  const n = Math.max(1, perPhoto.length);
  return [...totals.entries()]
    .filter(([label]) => COCO_TYPE[label])
    .map(([label, total]) => ({ label, type: COCO_TYPE[label]!, score: total / n }))
    .sort((a, b) => b.score - a.score);
}

/** Weighs what the photos show, what their text says and what the seller typed into one answer. */
export function combineSignals(input: {
  objects: ObjectVote[];
  ocr: OcrResult[];
  hint?: string;
}): Omit<Identification, "evidence"> & { textMatch: TextMatch } {
  const ocrText = input.ocr.map((o) => o.text).join("\n");
  const ocrConfidence = input.ocr.length ? Math.max(...input.ocr.map((o) => o.confidence)) / 100 : 0;
  const fromOcr = matchText(ocrText);
  const fromHint = input.hint ? matchText(input.hint) : { strength: 0 };
  // The seller's own words outrank a reading of the photo.
  const hintWins = fromHint.strength > 0 && fromHint.strength >= fromOcr.strength * 0.9;
  const text: TextMatch = hintWins ? fromHint : fromOcr;
  const textScore = hintWins ? text.strength : text.strength * Math.min(1, Math.max(0.5, ocrConfidence));
  const top = input.objects[0];
  const objectScore = top ? Math.min(1, top.score * 1.6) : 0;

  let itemType: ItemType = "other";
  let noun: string | undefined;
  if (text.type && text.strength >= 0.5) {
    itemType = text.type;
    // A brand that makes many things: let the photo decide among that brand's own types.
    const brand = findBrand(text.brand);
    if (!text.model && brand && top && brand.types.includes(top.type)) itemType = top.type;
  } else if (top) {
    itemType = top.type;
    noun = COCO_NOUN[top.label];
  } else if (text.type) {
    itemType = text.type;
  }
  const agree = top && text.type && top.type === itemType && text.type === itemType;
  let confidence = Math.max(textScore * 0.95, objectScore * 0.8) + (agree ? 0.1 : 0);
  if (!top && !text.type) confidence = 0.1;
  confidence = Math.round(Math.min(0.99, Math.max(0.05, confidence)) * 100) / 100;

  const brand = text.brand ?? "";
  const model = text.model ?? "";
  const typeNoun = noun ?? TYPE_NOUN[itemType];
  const product = model
    ? model.toLowerCase().startsWith(brand.toLowerCase())
      ? model
      : `${brand} ${model}`
    : brand
      ? `${brand} ${typeNoun}`
      : typeNoun;
  return {
    product,
    brand,
    model,
    itemType,
    category: TYPE_CATEGORY[itemType],
    confidence,
    textMatch: text,
  };
}

/** The offline engine: centernet for what the object is, OCR + lexicon for brand and model, the seller's hint. */
export async function identifyOffline(photos: Buffer[], hint?: string): Promise<Identification> {
  // Detection runs on the main thread (wasm), OCR in tesseract's worker: run both at once.
  const [detections, ocr] = await Promise.all([
    (async () => {
      const all: Detection[][] = [];
      for (const p of photos) all.push(await detectObjects(p));
      return all;
    })(),
    // All photos are queued for OCR at once: the worker then never waits for the main thread, which is busy
    // with detection, to hand it the next photo.
    Promise.all(photos.map((p) => readText(p))),
  ]);
  const objects = voteObjects(detections);
  const { textMatch, ...result } = combineSignals({ objects, ocr, hint });
  return {
    ...result,
    evidence: {
      objects: objects.map((o) => ({ label: o.label, score: Math.round(o.score * 100) / 100 })),
      text: ocr
        .map((o) => o.text.trim())
        .filter(Boolean)
        .join("\n"),
      textMatch,
    },
  };
}
