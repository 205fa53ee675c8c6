/**
 * The smaller copies ("renditions") the server keeps of every stored photo for lists and strips
 * (docs/decisions/118). Each fits inside a square of this many pixels; the full photo is kept as it was.
 */
export const RENDITION_SIDES = [320, 1024] as const;
export type RenditionSide = (typeof RENDITION_SIDES)[number];

/** A stored photo's URL ends in `/uploads/<24 random bytes in base64url>.jpg`: our server's path or the bucket's. */
const STORED_PHOTO_URL = /^(.*\/uploads\/[A-Za-z0-9_-]{32})\.jpg$/;

/** A stored photo's rendition: `<name>.jpg` -> `<name>.w320.jpg`. Undefined for any other URL. */
export function renditionUrl(url: string, side: RenditionSide): string | undefined {
  const match = STORED_PHOTO_URL.exec(url);
  return match ? `${match[1]}.w${side}.jpg` : undefined;
}
