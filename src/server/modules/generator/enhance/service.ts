import type { z } from "zod";
import type { EnhanceResponse, enhanceFieldsSchema } from "../../../../contract/generator.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { heavyWork } from "../../../lib/work-queue.ts";
import { timeStage } from "../../metrics/process-metrics.ts";
import { acceptPhotos, storeForUser, type UploadDeps } from "../../uploads/service.ts";
import { detectObjects } from "../identify/detector.ts";
import { COCO_TYPE, CONTEXT_LABELS } from "../identify/object-types.ts";
import { enhanceImage } from "./enhance.ts";

type Fields = z.output<typeof enhanceFieldsSchema>;
export type EnhanceMode = "upscale" | "blur" | "combo";

/**
 * Stores the original, enhances it and stores the result. A photo that cannot be enhanced comes back as its
 * original with success false (the client shows "Using originals").
 */
export async function enhanceUpload(
  deps: UploadDeps,
  userId: string,
  photo: Buffer,
  fields: Fields,
  mode: EnhanceMode,
): Promise<EnhanceResponse> {
  const [original] = await acceptPhotos(deps, userId, [photo]);
  let enhanced: Buffer;
  try {
    enhanced = await heavyWork.run(() => timeStage("enhancement", () => enhanceStored(original, fields, mode)));
  } catch (err) {
    // A busy engine (429) is the seller's to retry; a photo the pipeline cannot handle falls back to the original.
    if (err instanceof HttpError) throw err;
    return {
      success: false,
      enhancedImage: original.url,
      originalImage: original.url,
      message: "The image could not be enhanced; the original is used.",
    };
  }
  // Stored outside the try: a full photo storage is the seller's 413, not a silent "using originals".
  const [url] = await storeForUser(deps, userId, [enhanced]);
  return { success: true, enhancedImage: url, originalImage: original.url, message: "Image enhanced" };
}

/** The subject's box is only where the blur ellipse goes: a 256 px detection (~70 ms CPU, not ~250) is enough. */
const SUBJECT_INPUT = 256;

/**
 * Detection (for the blur) and sharp's pipeline: the CPU-heavy part, run through the work queue. The detector
 * works in its own thread while sharp decodes the photo and blurs the background on libuv's pool.
 */
export async function enhanceStored(
  original: { jpeg: Buffer; width: number; height: number },
  fields: Fields,
  mode: EnhanceMode,
): Promise<Buffer> {
  const blurBackground = mode === "blur" || (mode === "combo" && fields.blurBackground);
  const subject = blurBackground
    ? detectObjects(original.jpeg, { inputSize: SUBJECT_INPUT }).then(
        (found) => found.find((d) => COCO_TYPE[d.label] && !CONTEXT_LABELS.has(d.label))?.box ?? found[0]?.box,
        () => undefined,
      )
    : undefined;
  return enhanceImage(original.jpeg, {
    targetWidth: mode === "blur" ? original.width : fields.targetWidth,
    targetHeight: mode === "blur" ? original.height : fields.targetHeight,
    enhanceLighting: fields.enhanceLighting,
    blurBackground,
    subject,
  });
}
