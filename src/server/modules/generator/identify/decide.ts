import { SURE_CONFIDENCE } from "../../../../contract/limits.ts";
import { type ItemType, TYPE_CATEGORY } from "../data/item-types.ts";
import type { Detection } from "./detector.ts";
import { findBrand, matchText, type TextMatch } from "./lexicon-match.ts";
import { COCO_NOUN, COCO_TYPE, objectRole } from "./object-types.ts";
import { TYPE_NOUN } from "./type-nouns.ts";

/** What the engine saw in one photo. */
export interface PhotoEvidence {
  objects: Detection[];
  /** Text read on the whole photo and on its main object's region. */
  text: string;
  /** OCR's mean word confidence, 0..100 (0 when nothing was read). */
  textConfidence: number;
}

export interface Decision {
  product: string;
  brand: string;
  model: string;
  itemType: ItemType;
  category: (typeof TYPE_CATEGORY)[ItemType];
  /** Calibrated: at or above SURE_CONFIDENCE the answer is trusted; below it the seller is asked. */
  confidence: number;
  sure: boolean;
  /** Another photo seems to show a different item than the main (first) one. */
  mixedPhotos: boolean;
  textMatch: TextMatch;
}

/** What one photo says on its own: the object it shows and the text on it, each with a calibrated confidence. */
interface PhotoReading {
  object?: { label: Detection["label"]; type: ItemType; confidence: number };
  text: TextMatch;
  textConfidence: number;
  /** The type this photo points at on its own, when it points clearly at one. */
  clearType?: ItemType;
}

/**
 * Calibration (docs/decisions/110): centernet scores of 0.45-0.5 were right on the fixtures (cup, motorcycle), 0.2-0.3
 * were guesses (a vase for an aloe, a table for desk clutter). This maps 0.36 to the sure threshold.
 */
const objectConfidence = (score: number) => Math.min(0.9, 0.2 + 1.1 * score);
/** A thing we do not sell (a cat, an apple, a person) this close to the best item means the item is doubtful. */
const RIVAL_RATIO = 0.8;
/** Furniture that is usually the background (a table under a cup) says less when it is the best we found. */
const SETTING_FACTOR = 0.85;
/** Two different items scored alike: the photo is ambiguous. */
const AMBIGUOUS_FACTOR = 0.8;
const AGREEMENT_BONUS = 0.1;

/** The object the photo is most likely about, and how sure that is. */
function readObject(objects: Detection[]): PhotoReading["object"] {
  const weight = (d: Detection) => d.score * (0.8 + 0.4 * Math.min(1, d.box.w * d.box.h * 2));
  const items = objects.filter((d) => objectRole(d.label) === "item").sort((a, b) => weight(b) - weight(a));
  const settings = objects.filter((d) => objectRole(d.label) === "setting").sort((a, b) => weight(b) - weight(a));
  const best = items[0] ?? settings[0];
  if (!best) return undefined;
  const type = COCO_TYPE[best.label];
  if (!type) return undefined;
  let confidence = objectConfidence(best.score);
  if (objectRole(best.label) === "setting") confidence *= SETTING_FACTOR;
  const rival = objects.find(
    (d) => objectRole(d.label) === "not-for-sale" && d.score >= RIVAL_RATIO * best.score && d.box.w * d.box.h >= 0.05,
  );
  if (rival) confidence = Math.min(confidence, 0.35);
  const other = items.find((d) => d !== best && COCO_TYPE[d.label] !== type);
  if (other && other.score >= 0.85 * best.score) confidence *= AMBIGUOUS_FACTOR;
  return { label: best.label, type, confidence };
}

/** How far the text can be trusted: a model with its brand > a printed code > a model alone > a brand > a type word. */
function textConfidence(text: TextMatch, ocrConfidence: number, fromSeller: boolean): number {
  if (!text.type || text.strength === 0) return 0;
  const base = text.strength >= 1 ? 0.95 : text.strength >= 0.95 ? 0.92 : text.strength;
  return fromSeller ? base : base * Math.min(1, Math.max(0.6, ocrConfidence / 90));
}

function readPhoto(photo: PhotoEvidence): PhotoReading {
  const object = readObject(photo.objects);
  const text = matchText(photo.text);
  const tc = textConfidence(text, photo.textConfidence, false);
  const clearType =
    text.type && tc >= 0.5 ? text.type : object && object.confidence >= SURE_CONFIDENCE ? object.type : undefined;
  return { object, text, textConfidence: tc, clearType };
}

/** The type a brand-only reading means, letting the photo choose among the brand's own types. */
function typeForText(text: TextMatch, object: PhotoReading["object"]): ItemType | undefined {
  if (!text.type) return undefined;
  const brand = findBrand(text.brand);
  if (!text.model && brand && object && brand.types.includes(object.type)) return object.type;
  return text.type;
}

/**
 * The main photo leads: it decides what the item is; the other photos add a brand or model when they agree with it
 * and raise the mixed-photos warning when they seem to show something else. The seller's hint outranks the photos.
 */
export function decide(photos: PhotoEvidence[], hint?: string): Decision {
  const readings = photos.map(readPhoto);
  const main = readings[0] ?? { text: { strength: 0 }, textConfidence: 0 };
  const others = readings.slice(1);

  let text = main.text;
  let tc = main.textConfidence;
  const fromHint = hint ? matchText(hint) : undefined;
  if (fromHint?.type && fromHint.strength >= text.strength * 0.9) {
    text = fromHint;
    tc = textConfidence(fromHint, 100, true);
  }
  let object = main.object;
  let lead: PhotoReading = main;
  // A main photo that shows nothing we know: the first other photo that does leads instead, less surely.
  let borrowed = 1;
  if (!object && !text.type) {
    const next = others.find((r) => r.object || r.text.type);
    if (next) {
      lead = next;
      object = next.object;
      text = next.text;
      tc = next.textConfidence;
      borrowed = 0.8;
    }
  }

  let itemType: ItemType = "other";
  let confidence = 0.1;
  let noun: string | undefined;
  const textType = tc >= 0.5 ? typeForText(text, object) : undefined;
  if (textType) {
    itemType = textType;
    const objectConf = object?.type === textType ? object.confidence : undefined;
    const disagrees = object && objectConf === undefined && object.confidence >= SURE_CONFIDENCE;
    confidence = objectConf !== undefined ? Math.max(tc, objectConf) + AGREEMENT_BONUS : disagrees ? tc * 0.85 : tc;
  } else if (object) {
    itemType = object.type;
    noun = COCO_NOUN[object.label];
    confidence = object.confidence + (text.type === object.type ? AGREEMENT_BONUS : 0);
  } else if (text.type) {
    itemType = text.type;
    confidence = Math.max(0.1, tc);
  }
  confidence *= borrowed;

  // The other photos: a brand or model from their text when it fits the main item; a warning when they differ.
  // Weak text (noise read as "LG" on a cup) names a brand only when that brand makes this kind of item.
  const textFits = text.type === itemType || (text.brand !== undefined && fitsBrand(text.brand, itemType));
  let brand = textFits ? (text.brand ?? "") : "";
  let model = textFits && text.type === itemType ? (text.model ?? "") : "";
  let mixedPhotos = false;
  for (const r of others) {
    if (r === lead) continue;
    const type = r.clearType;
    const fits =
      r.text.type === itemType || (r.text.brand !== undefined && !r.text.model && fitsBrand(r.text.brand, itemType));
    if (type && type !== itemType && !fits) {
      mixedPhotos = true;
      continue;
    }
    if (fits && r.text.brand && r.textConfidence >= 0.5 && (!brand || (brand === r.text.brand && !model))) {
      brand = r.text.brand;
      model = r.text.type === itemType ? (r.text.model ?? "") : "";
      confidence = Math.max(confidence, Math.min(r.textConfidence, confidence + AGREEMENT_BONUS));
      if (model) noun = undefined;
    }
  }

  confidence = Math.round(Math.min(0.97, Math.max(0.05, confidence)) * 100) / 100;
  return {
    product: productName(brand, model, noun ?? TYPE_NOUN[itemType]),
    brand,
    model,
    itemType,
    category: TYPE_CATEGORY[itemType],
    confidence,
    sure: confidence >= SURE_CONFIDENCE,
    mixedPhotos,
    textMatch: text,
  };
}

function fitsBrand(brand: string, type: ItemType): boolean {
  return findBrand(brand)?.types.includes(type) ?? false;
}

/** "Samsung Galaxy S21", "Yamaha Motorcycle", "Cup". */
export function productName(brand: string, model: string, noun: string): string {
  if (model) return model.toLowerCase().startsWith(brand.toLowerCase()) ? model : `${brand} ${model}`;
  return brand ? `${brand} ${noun}` : noun;
}
