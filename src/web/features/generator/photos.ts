import { MAX_IMAGES_PER_LISTING } from "../../../contract/limits.ts";

/** A photo the seller picked, with the object URL its preview shows. */
export interface PickedPhoto {
  id: string;
  /** As picked: the preview shows it. */
  file: File;
  /** What is sent: the photo shrunk on the phone (shrink/shrink.ts), started when it was picked. */
  ready?: Promise<File>;
}

export type AddResult =
  | { ok: true; photos: PickedPhoto[] }
  | { ok: false; reason: "too-many" | "invalid"; photos: PickedPhoto[] };

/** Image files only: by declared type, or by name for phones that send HEIC photos without a type. */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith("image/");
  return /\.(jpe?g|png|webp|avif|heic|heif|gif|bmp)$/i.test(file.name);
}

let counter = 0;
const nextId = () => `photo-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Spec section 5: a pick or drop with no image files is refused ('Invalid files'); one that would take the
 * set past five is refused whole ('Too many files'), so the seller never wonders which photos were dropped.
 * Non-image files mixed with images are left out.
 */
export function addPhotos(current: PickedPhoto[], incoming: File[], makeId: () => string = nextId): AddResult {
  const images = incoming.filter(isImageFile);
  if (incoming.length > 0 && images.length === 0) return { ok: false, reason: "invalid", photos: current };
  if (current.length + images.length > MAX_IMAGES_PER_LISTING) {
    return { ok: false, reason: "too-many", photos: current };
  }
  return { ok: true, photos: [...current, ...images.map((file) => ({ id: makeId(), file }))] };
}

export function removePhoto(photos: PickedPhoto[], id: string): PickedPhoto[] {
  return photos.filter((p) => p.id !== id);
}

/** Moves a photo one place left (-1) or right (+1); the first place is the main photo. */
export function movePhoto(photos: PickedPhoto[], id: string, by: -1 | 1): PickedPhoto[] {
  const from = photos.findIndex((p) => p.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= photos.length) return photos;
  const next = [...photos];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Puts a photo first, keeping the others in their order. */
export function makeMain(photos: PickedPhoto[], id: string): PickedPhoto[] {
  const photo = photos.find((p) => p.id === id);
  if (!photo) return photos;
  return [photo, ...photos.filter((p) => p.id !== id)];
}
