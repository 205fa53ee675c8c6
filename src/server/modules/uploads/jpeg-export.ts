import { zipSync } from "fflate";
import sharp from "sharp";
import type { Config } from "../../config.ts";
import { photoStoreFor } from "./service.ts";

/**
 * A stored photo as a real JPEG file for an admin to save (issue 10: Download Image, the posting kit's zip).
 * Photos are stored as JPEG already; re-encoding keeps the promise for any older or foreign file and strips
 * whatever metadata it might carry. Undefined when the URL is not one of our stored photos.
 */
export async function storedPhotoAsJpeg(config: Config, url: string | null): Promise<Buffer | undefined> {
  if (!url) return undefined;
  const bytes = await photoStoreFor(config).get(url);
  if (!bytes) return undefined;
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().jpeg({ quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Every photo in order as one zip: `{base}-1.jpg`, `{base}-2.jpg`, ... JPEG does not compress further, so the
 * entries are stored, not deflated. Photos that are not ours are left out; undefined when none is left.
 */
export async function photosZip(config: Config, urls: string[], base: string): Promise<Uint8Array | undefined> {
  const files: Record<string, Uint8Array> = {};
  let n = 0;
  for (const url of urls) {
    const jpeg = await storedPhotoAsJpeg(config, url);
    if (jpeg) files[`${base}-${++n}.jpg`] = new Uint8Array(jpeg);
  }
  if (n === 0) return undefined;
  return zipSync(files, { level: 0 });
}

/** Content-Disposition for a download; names are built by us from ids, never from user text. */
export const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
