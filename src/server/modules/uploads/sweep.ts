import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { App } from "../../app-types.ts";
import { scheduleHourly } from "../../lib/hourly-job.ts";
import { forgetOrphanUploads, knownUrls } from "./records.ts";
import { photoStoreFor } from "./service.ts";
import { LOCAL_PREFIX, LocalPhotoStore, parseRenditionName, STORED_NAME } from "./storage.ts";

export interface SweepResult {
  /** Recorded uploads nothing named, removed with their files. */
  uploadsRemoved: number;
  bytesFreed: number;
  /**
   * Photos on local disk the uploads table never recorded (stored before it existed) that nothing names, removed
   * with their renditions; a rendition left of such a photo counts as one too.
   */
  unrecordedFilesRemoved: number;
  /** Half-written temporary files left by a crash. */
  tempFilesRemoved: number;
}

const SCAN_BATCH = 500;

/**
 * Removes uploads older than the configured age that no listing photo, listing, creation log or sale's
 * listing names (docs/decisions/104). Safe to run on several servers at once: each upload row is deleted by one
 * statement that checks it is unnamed, and only the server whose delete returned it removes the file.
 */
export async function sweepOrphanUploads(app: App, now = new Date()): Promise<SweepResult> {
  const before = new Date(now.getTime() - app.config.uploads.orphanAfterMs);
  const store = photoStoreFor(app.config);
  const forgotten = await forgetOrphanUploads(app.db, before);
  for (const { url } of forgotten) await store.remove(url).catch(() => {});
  const result: SweepResult = {
    uploadsRemoved: forgotten.length,
    bytesFreed: forgotten.reduce((sum, f) => sum + Number(f.bytes), 0),
    unrecordedFilesRemoved: 0,
    tempFilesRemoved: 0,
  };
  if (store instanceof LocalPhotoStore) await sweepLocalDir(app, store, before, result);
  return result;
}

async function sweepLocalDir(app: App, store: LocalPhotoStore, before: Date, result: SweepResult) {
  const names = await readdir(store.dir).catch(() => [] as string[]);
  // A photo and its renditions go together, judged by the photo: when its file is old, or when it is gone and an
  // old rendition of it is left.
  const photoIsOld = new Map<string, boolean>();
  const leftByRenditions = new Set<string>();
  for (const name of names) {
    const file = path.join(store.dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const old = info.mtime < before;
    if (name.startsWith(".") && name.endsWith(".tmp")) {
      if (!old) continue;
      await unlink(file).catch(() => {});
      result.tempFilesRemoved++;
    } else if (STORED_NAME.test(name)) {
      photoIsOld.set(name, old);
    } else if (old) {
      const rendition = parseRenditionName(name);
      if (rendition) leftByRenditions.add(rendition.photo);
    }
  }
  const candidates = [
    ...[...photoIsOld].filter(([, old]) => old).map(([name]) => name),
    ...[...leftByRenditions].filter((name) => !photoIsOld.has(name)),
  ];
  for (let i = 0; i < candidates.length; i += SCAN_BATCH) {
    const urls = candidates.slice(i, i + SCAN_BATCH).map((n) => `${LOCAL_PREFIX}${n}`);
    const known = await knownUrls(app.db, urls);
    for (const url of urls) {
      if (known.has(url)) continue;
      await store.remove(url);
      result.unrecordedFilesRemoved++;
    }
  }
}

/** Runs the sweep a minute after start and then hourly; stops when the app closes. Failures are logged. */
export function scheduleOrphanSweep(app: App) {
  scheduleHourly(app, "orphan photo sweep", async () => {
    const r = await sweepOrphanUploads(app);
    if (r.uploadsRemoved + r.unrecordedFilesRemoved + r.tempFilesRemoved > 0) app.log.info(r, "orphan photos swept");
  });
}
