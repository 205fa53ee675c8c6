import { z } from "zod";
import { photoUrlSchema } from "./listings.ts";

export { UPLOAD_ERRORS } from "./sentences.ts";

/** Image types accepted everywhere a photo is uploaded; checked from the bytes, not the name or declared type. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic"] as const;

/** POST /api/upload, multipart {image}: the stored photo (re-encoded JPEG, metadata stripped). */
export const uploadResponseSchema = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** DELETE /api/upload: a photo the seller picked and then removed before it became part of anything. */
export const forgetUploadRequestSchema = z.object({ imageUrl: photoUrlSchema });
