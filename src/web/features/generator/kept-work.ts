import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { ListingDraft } from "./listing.ts";

/** A picked photo as kept in the browser: the file sent (shrunk), and its stored URL once uploaded. */
export interface KeptPhoto {
  id: string;
  file: File;
  url?: string;
}

/** The seller's unsaved listing: the picked photos and, once generated, the review step as they left it. */
export interface KeptWork {
  photos: KeptPhoto[];
  draft: ListingDraft | null;
}

let store: UseStore | undefined;
/** Its own IndexedDB database, so no other part of the app shares (and versions) its object store. */
const keptStore = () => {
  store ??= createStore("snaplist-unsaved-listing", "work");
  return store;
};

/**
 * Issue 22 item 4: what a seller picked and typed on Create Listings survives a reload, a crash or a tab Android
 * dropped while the camera was open - kept per seller until the listing is saved or posted or they Start Over.
 * Without IndexedDB (some private modes) nothing is kept and nothing fails.
 */
export async function loadWork(userId: string): Promise<KeptWork | undefined> {
  try {
    return await get<KeptWork>(userId, keptStore());
  } catch {
    return undefined;
  }
}

export async function keepWork(userId: string, work: KeptWork): Promise<void> {
  try {
    if (work.photos.length === 0 && !work.draft) await del(userId, keptStore());
    else await set(userId, work, keptStore());
  } catch {
    // Full or unavailable storage: the page goes on; only the reload protection is lost.
  }
}
