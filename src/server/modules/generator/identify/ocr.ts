import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import { packageDir } from "../package-dir.ts";
import { estimateSkew } from "./deskew.ts";

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
 * main thread. A first straight pass is cheap (~100 ms) and finds nothing on photos without text; only when it
 * finds text it is unsure of do we estimate the skew and read again, keeping the more confident reading.
 */
export async function readText(image: Buffer, goodEnough?: (text: string) => boolean): Promise<OcrResult> {
  const first = await recognise(image, 0);
  if (goodEnough?.(first.text)) return first;
  // Below ~60 the "text" is texture read as letters (leaves, fabric); a second pass would only cost time.
  if (!/[A-Za-z0-9]{2}/.test(first.text) || first.confidence >= 90 || first.confidence < 60) return first;
  const skew = await estimateSkew(image);
  if (Math.abs(skew) < 1) return first;
  const second = await recognise(image, skew);
  return second.confidence > first.confidence ? second : first;
}

async function recognise(image: Buffer, rotateDegrees: number): Promise<OcrResult> {
  const worker = await loadOcr();
  const prepared = await prepareForOcr(image, rotateDegrees);
  lastError = undefined;
  const { data } = await worker.recognize(prepared);
  if (lastError) throw lastError instanceof Error ? lastError : new Error(String(lastError));
  return { text: data.text, confidence: data.confidence };
}

export async function closeOcr(): Promise<void> {
  const pending = starting;
  starting = undefined;
  if (pending) await (await pending).terminate();
}
