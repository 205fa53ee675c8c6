import { PHOTO_MAX_SIDE, PHOTO_SHRINK_QUALITY } from "../../../../contract/limits.ts";
import { drawOnPage, type Target } from "./draw.ts";
import { type PhotoHeader, readHeader, shownSize } from "./header.ts";

/** Enough for any JPEG's EXIF block (at most 64 kB) and the frame header after it. */
const HEADER_BYTES = 256 * 1024;

/**
 * The size to send a photo at, or null to send it as it is: already within the stored size and carrying no EXIF.
 * A photo within the size but with EXIF is re-encoded at its own size, so no GPS position leaves the phone.
 */
export function targetFor(
  header: PhotoHeader,
  maxSide = PHOTO_MAX_SIDE,
  quality = PHOTO_SHRINK_QUALITY,
): Target | null {
  const shown = shownSize(header);
  const long = Math.max(shown.width, shown.height);
  if (long <= maxSide && !header.hasExif) return null;
  const scale = Math.min(1, maxSide / long);
  return {
    width: Math.max(1, Math.round(shown.width * scale)),
    height: Math.max(1, Math.round(shown.height * scale)),
    quality,
  };
}

type Waiter = { resolve: (b: Blob) => void; reject: (e: Error) => void };
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiter>();
let nextId = 0;

/** The shrink worker, made on first use; null where workers or OffscreenCanvas are missing or it failed. */
function shrinkWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return worker;
  try {
    const w = new Worker(new URL("./shrink-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<{ id: number; blob?: Blob; error?: string }>) => {
      const waiter = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      if (e.data.blob) waiter?.resolve(e.data.blob);
      else waiter?.reject(new Error(e.data.error ?? "shrink failed"));
    };
    w.onerror = () => {
      worker = null;
      for (const waiter of waiting.values()) waiter.reject(new Error("shrink worker failed"));
      waiting.clear();
    };
    worker = w;
  } catch {
    // no worker: the page draws on its own canvas
  }
  return worker;
}

function inWorker(w: Worker, blob: Blob, target: Target): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    w.postMessage({ id, blob, target });
  });
}

async function shrinkNow(file: File): Promise<File> {
  try {
    const header = readHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
    const target = header && targetFor(header);
    if (!target) return file; // small already, or a kind the browser may not decode (HEIC): the server handles it
    const w = shrinkWorker();
    const blob = w
      ? await inWorker(w, file, target).catch(() => drawOnPage(file, target))
      : await drawOnPage(file, target);
    const name = `${file.name.replace(/\.[^.]+$/, "") || "photo"}.jpg`;
    return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file; // a photo is never refused because shrinking failed
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo as it should leave the phone: at most PHOTO_MAX_SIDE on its long side, JPEG, upright, without EXIF.
 * Photos are shrunk one at a time across the page, so a low-end phone never holds two camera photos decoded at
 * once. Never rejects: the original file is the answer whenever anything fails.
 */
export function shrinkPhoto(file: File): Promise<File> {
  const run = queue.then(() => shrinkNow(file));
  queue = run;
  return run;
}
