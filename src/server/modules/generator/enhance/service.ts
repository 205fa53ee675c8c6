import type { z } from "zod";
import type { EnhanceResponse, enhanceFieldsSchema } from "../../../../contract/generator.ts";
import type { Config } from "../../../config.ts";
import { acceptPhotos, photoStoreFor } from "../../uploads/service.ts";
import { detectObjects } from "../identify/detector.ts";
import { COCO_TYPE, CONTEXT_LABELS } from "../identify/object-types.ts";
import { enhanceImage } from "./enhance.ts";

type Fields = z.output<typeof enhanceFieldsSchema>;

/**
 * Stores the original, enhances it and stores the result. A photo that cannot be enhanced comes back as its
 * original with success false (the client shows "Using originals").
 */
export async function enhanceUpload(
  config: Config,
  photo: Buffer,
  fields: Fields,
  mode: "upscale" | "blur" | "combo",
): Promise<EnhanceResponse> {
  const [original] = await acceptPhotos(config, [photo]);
  const blurBackground = mode === "blur" || (mode === "combo" && fields.blurBackground);
  try {
    let subject: { x: number; y: number; w: number; h: number } | undefined;
    if (blurBackground) {
      const found = await detectObjects(original.jpeg).catch(() => []);
      subject = found.find((d) => COCO_TYPE[d.label] && !CONTEXT_LABELS.has(d.label))?.box ?? found[0]?.box;
    }
    const enhanced = await enhanceImage(original.jpeg, {
      targetWidth: mode === "blur" ? original.width : fields.targetWidth,
      targetHeight: mode === "blur" ? original.height : fields.targetHeight,
      enhanceLighting: fields.enhanceLighting,
      blurBackground,
      subject,
    });
    const url = await photoStoreFor(config).put(enhanced);
    return { success: true, enhancedImage: url, originalImage: original.url, message: "Image enhanced" };
  } catch {
    return {
      success: false,
      enhancedImage: original.url,
      originalImage: original.url,
      message: "The image could not be enhanced; the original is used.",
    };
  }
}
