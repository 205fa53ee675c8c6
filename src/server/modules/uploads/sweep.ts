import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { App } from "../../app-types.ts";
import { forgetOrphanUploads, knownUrls } from "./records.ts";
import { photoStoreFor } from "./service.ts";
import { LOCAL_PREFIX, LocalPhotoStore, STORED_NAME } from "./storage.ts";

export interface SweepResult {
  /** Recorded uploads nothing named, removed with their files. */
  uploadsRemoved: number;
  bytesFreed: number;
  /** Files on local disk the uploads table never recorded (stored before it existed) that nothing names. */
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
  if (store instanceof LocalPhotoStore) await sweepLocalDir(app, store.dir, before, result);
  return result;
}

async function sweepLocalDir(app: App, dir: string, before: Date, result: SweepResult) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtime >= before) continue;
    if (name.startsWith(".") && name.endsWith(".tmp")) {
      await unlink(file).catch(() => {});
      result.tempFilesRemoved++;
    } else if (STORED_NAME.test(name)) {
      old.push(name);
    }
  }
  for (let i = 0; i < old.length; i += SCAN_BATCH) {
    const batch = old.slice(i, i + SCAN_BATCH);
    const known = await knownUrls(
      app.db,
      batch.map((n) => `${LOCAL_PREFIX}${n}`),
    );
    for (const name of batch) {
      if (known.has(`${LOCAL_PREFIX}${name}`)) continue;
      await unlink(path.join(dir, name)).catch(() => {});
      result.unrecordedFilesRemoved++;
    }
  }
}

const HOUR = 3_600_000;

/** Runs the sweep a minute after start and then hourly; stops when the app closes. Failures are logged. */
export function scheduleOrphanSweep(app: App) {
  const run = () =>
    sweepOrphanUploads(app)
      .then((r) => {
        if (r.uploadsRemoved + r.unrecordedFilesRemoved + r.tempFilesRemoved > 0)
          app.log.info(r, "orphan photos swept");
      })
      .catch((err) => app.log.warn({ err }, "orphan photo sweep failed"));
  let closed = false;
  let timer = setTimeout(function tick() {
    void run().finally(() => {
      if (closed) return;
      timer = setTimeout(tick, HOUR);
      timer.unref();
    });
  }, 60_000);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
}
