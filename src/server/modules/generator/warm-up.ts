import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { ENHANCE_TARGET } from "../../../contract/limits.ts";
import { heavyWork } from "../../lib/work-queue.ts";
import { intakeImage } from "../uploads/intake.ts";
import { enhanceStored } from "./enhance/service.ts";
import { detectObjects, detectorReady, loadDetector } from "./identify/detector.ts";
import { identifyOffline } from "./identify/identify.ts";
import { loadOcr, ocrReady } from "./identify/ocr.ts";

/** What /api/health reports: "warming" while the background warm-up runs, "warm" once the models are ready. */
export type EngineState = "off" | "warming" | "warm";

let warming: Promise<void> | undefined;

export function engineState(): EngineState {
  if (warming) return "warming";
  return detectorReady() && ocrReady() ? "warm" : "off";
}

/**
 * Loads the offline engine and runs one photo through the real paths - intake, detection at both input sizes,
 * OCR with a deskew, enhancement - so that the first seller's photo costs what any later one does (issue 14,
 * docs/decisions/114). The models load in their own threads; each step goes through the work queue, so a seller
 * who arrives meanwhile waits only for the step in progress. Called by main.ts after listening, never by buildApp
 * (tests build many apps). A failure is logged and leaves the engine to load on first use.
 */
export function warmUpEngine(log: FastifyBaseLogger): Promise<void> {
  warming ??= (async () => {
    const started = performance.now();
    try {
      await Promise.all([loadDetector(), loadOcr()]);
      const photo = await intakeImage(await samplePhoto(), { maxBytes: 10 * 1024 * 1024, maxPixels: 10_000_000 });
      await heavyWork.run(() => identifyOffline([photo.jpeg]));
      // A secondary photo's smaller detector input (decision 114), and the enhance route's combo with its subject.
      await heavyWork.run(() => detectObjects(photo.jpeg, { inputSize: 320 }));
      const fields = { targetWidth: ENHANCE_TARGET, targetHeight: ENHANCE_TARGET, enhanceLighting: true };
      await heavyWork.run(() => enhanceStored(photo, { ...fields, blurBackground: true }, "combo"));
      log.info({ ms: Math.round(performance.now() - started) }, "offline engine warm");
    } catch (err) {
      log.warn({ err }, "offline engine warm-up failed; the models will load on first use");
    } finally {
      warming = undefined;
    }
  })();
  return warming;
}

/**
 * A photo-like PNG made on the spot: a dark object on a lit background with a slightly tilted label, so that the
 * deskew path and a real text line run too.
 */
async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="1" stop-color="#8c857a"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <rect x="330" y="120" width="540" height="660" rx="40" fill="#1f2a36"/>
  <g transform="rotate(-6 600 450)">
    <rect x="320" y="360" width="580" height="180" fill="#ffffff"/>
    <text x="350" y="440" font-family="sans-serif" font-size="44" font-weight="bold" fill="#111">SAMSUNG Galaxy S21</text>
    <text x="350" y="500" font-family="sans-serif" font-size="32" fill="#111">Model SM-G991B 128GB</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
