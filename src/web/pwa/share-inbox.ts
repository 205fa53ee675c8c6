import { createStore, set, type UseStore, update } from "idb-keyval";
import { MAX_IMAGES_PER_LISTING } from "../../contract/limits.ts";
import { isImageFile } from "../features/generator/photos.ts";

/**
 * Photos shared into SnapList from the phone's share sheet (issue 22 item 6, docs/decisions/119). The service
 * worker keeps them here, in IndexedDB, until Create Listings picks them up: at once when the seller is signed
 * in, after sign-in otherwise. A database of its own, so it never meets the generator's saved listing.
 */
let store: UseStore | undefined;
const inbox = () => {
  store ??= createStore("snaplist-share-inbox", "shared");
  return store;
};
const KEY = "photos";

export interface SharedPhotos {
  files: File[];
  /** Image files beyond the five a listing takes, left out. */
  skipped: number;
}

/** The image files of a share, at most five of them, in the order shared; anything else (text, PDFs) is dropped. */
export function pickSharedPhotos(entries: Iterable<unknown>): SharedPhotos {
  const images = [...entries].filter((e): e is File => e instanceof File && e.size > 0 && isImageFile(e));
  return {
    files: images.slice(0, MAX_IMAGES_PER_LISTING),
    skipped: Math.max(0, images.length - MAX_IMAGES_PER_LISTING),
  };
}

/** Keeps a share for Create Listings; a newer share replaces one not yet picked up. */
export async function putSharedPhotos(shared: SharedPhotos): Promise<void> {
  await set(KEY, shared, inbox());
}

const EMPTY: SharedPhotos = { files: [], skipped: 0 };

/**
 * The shared photos, taken out of the inbox in one transaction: two callers at once (React's strict mode mounts
 * twice) cannot both get them. Empty when nothing waits or IndexedDB is unavailable.
 */
export async function takeSharedPhotos(): Promise<SharedPhotos> {
  let taken: SharedPhotos | undefined;
  try {
    await update<SharedPhotos | undefined>(
      KEY,
      (current) => {
        taken = current;
        return undefined;
      },
      inbox(),
    );
  } catch {
    return EMPTY;
  }
  return taken?.files?.length ? taken : EMPTY;
}
