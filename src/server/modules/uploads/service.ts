import type { Config } from "../../config.ts";
import { type AcceptedImage, intakeImage } from "./intake.ts";
import { createPhotoStore, type PhotoStore } from "./storage.ts";

const stores = new WeakMap<Config, PhotoStore>();

/** One photo store per app configuration, shared by every module that stores photos. */
export function photoStoreFor(config: Config): PhotoStore {
  let store = stores.get(config);
  if (!store) {
    store = createPhotoStore(config);
    stores.set(config, store);
  }
  return store;
}

export interface StoredPhoto extends AcceptedImage {
  url: string;
}

/**
 * Checks every photo first and stores them only when all pass, so a bad file in a batch leaves nothing behind;
 * if storing fails half-way, the ones already stored are removed again.
 */
export async function acceptPhotos(config: Config, photos: Buffer[]): Promise<StoredPhoto[]> {
  const accepted: AcceptedImage[] = [];
  for (const bytes of photos) accepted.push(await intakeImage(bytes, config.uploads));
  const store = photoStoreFor(config);
  const stored: StoredPhoto[] = [];
  try {
    for (const image of accepted) stored.push({ ...image, url: await store.put(image.jpeg) });
  } catch (err) {
    await Promise.all(stored.map((s) => store.remove(s.url)));
    throw err;
  }
  return stored;
}
