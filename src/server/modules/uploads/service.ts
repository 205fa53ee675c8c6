import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import { type AcceptedImage, intakeImage } from "./intake.ts";
import { recordUploads } from "./records.ts";
import { storeRenditions } from "./renditions.ts";
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

export interface UploadDeps {
  db: Db;
  config: Config;
}

/**
 * Stores JPEGs with their renditions for `userId` and records them in the uploads table (who, how many bytes of
 * photo: renditions are not counted, docs/decisions/118). Over the seller's storage cap nothing is kept: 413. If
 * anything fails half-way, the files already stored are removed again.
 */
export async function storeForUser(deps: UploadDeps, userId: string, jpegs: Buffer[]): Promise<string[]> {
  const store = photoStoreFor(deps.config);
  const urls: string[] = [];
  let kept = false;
  try {
    for (const jpeg of jpegs) urls.push(await store.put(jpeg));
    await Promise.all(urls.map((url, i) => storeRenditions(store, url, jpegs[i])));
    kept = await recordUploads(
      deps.db,
      userId,
      urls.map((url, i) => ({ url, bytes: jpegs[i].length })),
      deps.config.uploads.quotaBytes,
    );
  } finally {
    if (!kept) await Promise.all(urls.map((url) => store.remove(url).catch(() => {})));
  }
  if (!kept)
    throw new HttpError(413, UPLOAD_ERRORS.storageFull(Math.round(deps.config.uploads.quotaBytes / 1024 / 1024)));
  return urls;
}

/**
 * Checks every photo first and stores them only when all pass, so a bad file in a batch leaves nothing behind.
 */
export async function acceptPhotos(deps: UploadDeps, userId: string, photos: Buffer[]): Promise<StoredPhoto[]> {
  // sharp decodes on libuv's thread pool, so the photos are checked side by side.
  const accepted: AcceptedImage[] = await Promise.all(photos.map((bytes) => intakeImage(bytes, deps.config.uploads)));
  const urls = await storeForUser(
    deps,
    userId,
    accepted.map((a) => a.jpeg),
  );
  return accepted.map((image, i) => ({ ...image, url: urls[i] }));
}
