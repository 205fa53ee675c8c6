import { startTransition, useEffect, useRef, useState } from "react";
import { type KeptWork, keepWork, loadWork } from "./kept-work.ts";
import type { ListingDraft } from "./listing.ts";
import type { PickedPhoto } from "./photos.ts";
import type { PhotoUploads, UploadState } from "./upload/uploads.ts";

const KEEP_DELAY_MS = 300;
const LOAD_TIMEOUT_MS = 2000;

const urlOf = (state: UploadState | undefined) => (state?.phase === "done" ? state.url : undefined);

interface Options {
  userId: string | undefined;
  photos: PickedPhoto[];
  draft: ListingDraft | null;
  states: ReadonlyMap<string, UploadState>;
  uploads: PhotoUploads;
  onRestore: (photos: PickedPhoto[], draft: ListingDraft | null) => void;
}

/**
 * Keeps the seller's unsaved listing in IndexedDB as it changes (a moment after the last change) and brings it
 * back when Create Listings opens. `restored` is false until the kept work has been read: nothing is kept before
 * (it would write over the kept work). The photo step shows meanwhile, as the server drew it: a first visit has
 * nothing kept, and its page does not wait for IndexedDB to draw its form (issue 31, docs/decisions/148). Photos
 * picked before the kept work is read replace it.
 */
export function useKeptWork({ userId, photos, draft, states, uploads, onRestore }: Options): { restored: boolean } {
  const [restored, setRestored] = useState(false);
  const restore = useRef(onRestore);
  restore.current = onRestore;
  const picked = useRef(photos);
  picked.current = photos;

  useEffect(() => {
    if (!userId) return;
    let open = true;
    const finish = (work: KeptWork | undefined) => {
      if (!open) return;
      open = false;
      // Photos the seller picked meanwhile win: the kept work is not put back over them.
      const kept = picked.current.length === 0 ? work : undefined;
      if (kept) for (const p of kept.photos) if (p.url) uploads.adopt(p.id, p.url);
      // A transition: React draws the photo step (or the kept work) in slices, not in one long task that holds up
      // a phone's first seconds on the page (issue 31, Total Blocking Time; docs/decisions/145).
      startTransition(() => {
        if (kept) {
          restore.current(
            kept.photos.map((p) => ({ id: p.id, file: p.file, ready: Promise.resolve(p.file) })),
            kept.draft,
          );
        }
        setRestored(true);
      });
    };
    // A browser whose IndexedDB does not answer (blocked by another tab) still gets a working page.
    const timer = setTimeout(() => finish(undefined), LOAD_TIMEOUT_MS);
    loadWork(userId).then(finish);
    return () => {
      open = false;
      clearTimeout(timer);
    };
  }, [userId, uploads]);

  // Uploads change the kept work only when one finishes (its URL), not with every progress event.
  const urls = photos.map((p) => urlOf(states.get(p.id)) ?? "").join(" ");

  // The latest write wins: a write started before a later one (waiting for a photo to shrink) is dropped.
  const writes = useRef(0);
  useEffect(() => {
    if (!userId || !restored) return;
    const write = ++writes.current;
    const timer = setTimeout(async () => {
      const work = await workOf(photos, draft, urls.split(" "));
      if (write === writes.current) await keepWork(userId, work);
    }, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, restored, photos, draft, urls]);

  return { restored };
}

/** `urls[i]` is photo i's stored URL, or "" while it is not uploaded. */
async function workOf(photos: PickedPhoto[], draft: ListingDraft | null, urls: string[]): Promise<KeptWork> {
  const files = await Promise.all(photos.map((p) => p.ready ?? p.file));
  return { photos: photos.map((p, i) => ({ id: p.id, file: files[i], url: urls[i] || undefined })), draft };
}
