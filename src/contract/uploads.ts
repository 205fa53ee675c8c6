import { z } from "zod";
import { photoUrlSchema } from "./listings.ts";

/** Image types accepted everywhere a photo is uploaded; checked from the bytes, not the name or declared type. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic"] as const;

/** POST /api/upload, multipart {image}: the stored photo (re-encoded JPEG, metadata stripped). */
export const uploadResponseSchema = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** DELETE /api/upload: a photo the seller picked and then removed before it became part of anything. */
export const forgetUploadRequestSchema = z.object({ imageUrl: photoUrlSchema });

/** Messages the upload checks answer with (400, 413, 415, 422). */
export const UPLOAD_ERRORS = {
  missing: "Please choose an image to upload.",
  malformed: "The upload could not be read: the form data is incomplete or malformed. Please try again.",
  notImage: "That file is not a supported image. Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.",
  tooLarge: (mb: number) => `That image is too large. The limit is ${mb} MB.`,
  tooManyPixels: "That image has too many pixels to process. Please upload a smaller photo.",
  damaged: "That image is damaged or incomplete. Please try another photo.",
  tooMany: (n: number) => `Please select up to ${n} images only.`,
  storageFull: (mb: number) =>
    `Your photo storage is full (${mb} MB). Delete listings you no longer need, then upload again.`,
  notYours: "Photos must be ones you uploaded to SnapList. Please upload the photo again.",
  repeated: "Each photo can be used only once in a listing.",
} as const;
