import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { packageDir } from "../package-dir.ts";
import { measureSkew } from "./deskew.ts";

/** The LSTM-only "best_int" English model shipped in node_modules: 3 MB, no download ever. */
const langPath = path.join(packageDir("@tesseract.js-data/eng"), "4.0.0_best_int");
/** Wide enough for label text on a phone photo, small enough to keep OCR near 200 ms. */
const OCR_WIDTH = 1000;

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0..100. */
  confidence: number;
}

let starting: Promise<Worker> | undefined;
let ready = false;
let lastError: unknown;

/** One worker per process, created on first use; a failed start is retried on the next call. */
export function loadOcr(): Promise<Worker> {
  starting ??= createWorker("eng", OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: "none",
    gzip: true,
    // Without a handler tesseract.js throws from its worker and takes the process down.
    errorHandler: (err: unknown) => {
      lastError = err;
    },
  })
    .then(async (worker) => {
      // Automatic page segmentation: on photos with no text it gives up quickly instead of reading texture as letters.
      // No second pass looking for white-on-black text: it doubles the time on textured photos for little gain.
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        user_defined_dpi: "300",
        tessedit_do_invert: "0",
      } as Record<string, string>);
      // The first recognition sets up the LSTM (~1 s of CPU): pay it here, on a rendered line of text.
      const sample = await sharp({ text: { text: "SnapList Model 55X85 warm-up", dpi: 200 } })
        .flatten({ background: "#ffffff" })
        .negate({ alpha: false })
        .png()
        .toBuffer()
        .catch(() => undefined);
      if (sample) await worker.recognize(sample).catch(() => undefined);
      ready = true;
      return worker;
    })
    .catch((err) => {
      starting = undefined;
      throw err;
    });
  return starting;
}

/** Greyscale, stretched contrast, sensible width: what Tesseract reads best. */
export async function prepareForOcr(image: Buffer, rotateDegrees = 0): Promise<Buffer> {
  let pipeline = sharp(image).greyscale();
  if (rotateDegrees !== 0) pipeline = pipeline.rotate(rotateDegrees, { background: "#ffffff" });
  return pipeline
    .resize({ width: OCR_WIDTH, withoutEnlargement: false })
    .normalise()
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Reads the text on one photo. Tesseract runs in its own worker thread, so this overlaps with detection on the
 * main thread. The skew is measured first (~50 ms) and the photo straightened only when its profile shows text
 * lines: a skewed label costs Tesseract 5x more to read straight (1.1 s vs 0.2 s of CPU for the TV sticker), while
 * rotating a photo with no text would only add work.
 */
export async function readText(image: Buffer): Promise<OcrResult> {
  const skew = await measureSkew(image);
  return recognise(image, skew.gain >= 2 && Math.abs(skew.angle) >= 1 ? skew.angle : 0);
}

async function recognise(image: Buffer, rotateDegrees: number): Promise<OcrResult> {
  const worker = await loadOcr();
  const prepared = await prepareForOcr(image, rotateDegrees);
  lastError = undefined;
  const { data } = await worker.recognize(prepared);
  if (lastError) throw lastError instanceof Error ? lastError : new Error(String(lastError));
  return { text: data.text, confidence: data.confidence };
}

/** True once the worker has started and read its first line: what /api/health reports as a warm engine. */
export function ocrReady(): boolean {
  return ready;
}

export async function closeOcr(): Promise<void> {
  const pending = starting;
  starting = undefined;
  ready = false;
  if (pending) await (await pending).terminate();
}
