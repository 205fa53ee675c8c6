import sharp from "sharp";
import type { Category } from "../../../../contract/enums.ts";
import { timeStage } from "../../metrics/process-metrics.ts";
import type { ItemType } from "../data/item-types.ts";
import { decide, type PhotoEvidence } from "./decide.ts";
import { type Detection, detectObjects } from "./detector.ts";
import type { TextMatch } from "./lexicon-match.ts";
import { objectRole } from "./object-types.ts";
import { type OcrResult, readText } from "./ocr.ts";

export interface Identification {
  /** What the item is, in words a buyer uses ("Samsung Galaxy S21", "Motorcycle"). */
  product: string;
  brand: string;
  model: string;
  category: Exclude<Category, "general">;
  itemType: ItemType;
  /** 0..1, calibrated: see decide.ts. */
  confidence: number;
  /** Confidence at or above SURE_CONFIDENCE: no question for the seller. */
  sure: boolean;
  /** Another photo seems to show a different item than the main one. */
  mixedPhotos: boolean;
  /** What the engine saw, for the creation log and for debugging a wrong answer. */
  evidence: { objects: { label: string; score: number }[]; text: string; textMatch: TextMatch };
}

/** Regions smaller than this share of the photo are read again on their own, at OCR's full width. */
const REGION_MAX_AREA = 0.6;
const REGION_MARGIN = 0.04;
const SECONDARY_INPUT = 320;

/** The main object's box, when reading it on its own would show its lettering larger than the whole photo does. */
export function regionToRead(detections: Detection[]): Detection["box"] | undefined {
  const item = detections.find((d) => objectRole(d.label) === "item");
  if (!item || item.box.w * item.box.h >= REGION_MAX_AREA) return undefined;
  const x = Math.max(0, item.box.x - REGION_MARGIN);
  const y = Math.max(0, item.box.y - REGION_MARGIN);
  return {
    x,
    y,
    w: Math.min(1 - x, item.box.w + 2 * REGION_MARGIN),
    h: Math.min(1 - y, item.box.h + 2 * REGION_MARGIN),
  };
}

/** Lettering on the object itself (a tank, a lid, a case): its region cut from the full-size photo. */
async function readRegion(photo: Buffer, box: Detection["box"]): Promise<OcrResult> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const left = Math.floor(box.x * width);
  const top = Math.floor(box.y * height);
  const w = Math.min(width - left, Math.ceil(box.w * width));
  const h = Math.min(height - top, Math.ceil(box.h * height));
  if (w < 16 || h < 16) return { text: "", confidence: 0 };
  return readText(await sharp(photo).extract({ left, top, width: w, height: h }).toBuffer());
}

/** The offline engine: centernet for what the object is, OCR + lexicon for brand and model, the seller's hint. */
export async function identifyOffline(photos: Buffer[], hint?: string): Promise<Identification> {
  // All photos are queued for OCR at once, so the OCR worker never waits for detection on the main thread; the
  // main photo's object region is queued as soon as its detection is known.
  const whole = photos.map((p) => timeStage("ocr", () => readText(p)));
  const detections: Detection[][] = [];
  let region: Promise<OcrResult> | undefined;
  for (const [i, p] of photos.entries()) {
    // The main photo decides what the item is, at the model's full 512 px; the others only confirm or warn, and
    // at 320 px they cost 40% of it (same objects found on the fixtures, docs/decisions/114).
    detections.push(await timeStage("detect", () => detectObjects(p, i === 0 ? {} : { inputSize: SECONDARY_INPUT })));
    if (i === 0) {
      const box = regionToRead(detections[0]);
      if (box) region = timeStage("ocr", () => readRegion(p, box));
    }
  }
  const texts = await Promise.all(whole);
  const regionText = region ? await region : undefined;
  const evidence: PhotoEvidence[] = photos.map((_, i) => {
    const read = [texts[i], ...(i === 0 && regionText ? [regionText] : [])].filter((t) => t.text.trim());
    return {
      objects: detections[i],
      text: read.map((t) => t.text).join("\n"),
      textConfidence: read.length ? Math.max(...read.map((t) => t.confidence)) : 0,
    };
  });
  const { textMatch, ...answer } = decide(evidence, hint);
  return {
    ...answer,
    evidence: {
      objects: detections[0].map((o) => ({ label: o.label, score: Math.round(o.score * 100) / 100 })),
      text: evidence
        .map((e) => e.text.trim())
        .filter(Boolean)
        .join("\n"),
      textMatch,
    },
  };
}
