import sharp from "sharp";
import { RENDITION_SIDES, type RenditionSide, renditionUrl } from "../../../contract/photo-renditions.ts";
import type { PhotoStore } from "./storage.ts";

/** JPEG quality of a rendition: a thumbnail is seen small, where q78 and q86 look alike (docs/decisions/118). */
const RENDITION_QUALITY = 78;

/** The photo made to fit inside a `side` x `side` square; a smaller photo is kept at its size. */
export function renderRendition(jpeg: Buffer, side: RenditionSide): Promise<Buffer> {
  return sharp(jpeg)
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: RENDITION_QUALITY })
    .toBuffer();
}

/** Makes and stores every rendition of a photo just stored at `url` from its (already clean) JPEG. */
export async function storeRenditions(store: PhotoStore, url: string, jpeg: Buffer): Promise<void> {
  // sharp works on libuv's thread pool: the sizes are made side by side.
  await Promise.all(
    RENDITION_SIDES.map(async (side) => store.putRendition(url, side, await renderRendition(jpeg, side))),
  );
}

/**
 * The bytes of a photo's rendition. A photo stored before renditions existed gets it made from the photo and
 * stored on this first request. Undefined when the photo is missing or cannot be decoded.
 */
export async function renditionOf(store: PhotoStore, url: string, side: RenditionSide): Promise<Buffer | undefined> {
  const target = renditionUrl(url, side);
  if (!target) return undefined;
  const kept = await store.get(target);
  if (kept) return kept;
  const photo = await store.get(url);
  if (!photo) return undefined;
  const made = await renderRendition(photo, side).catch(() => undefined);
  if (made) await store.putRendition(url, side, made);
  return made;
}

/** Makes the renditions a stored photo lacks (the `thumbnails` command); answers how many it made. */
export async function completeRenditions(store: PhotoStore, url: string): Promise<number> {
  let made = 0;
  for (const side of RENDITION_SIDES) {
    const target = renditionUrl(url, side);
    if (!target || (await store.get(target))) continue;
    if (await renditionOf(store, url, side)) made++;
  }
  return made;
}
