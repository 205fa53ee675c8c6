import { unlink } from "node:fs/promises";
import path from "node:path";
import type { App } from "../../app-types.ts";
import { urlsInUse } from "./repo.ts";

/** The only URLs this deletes: our own local uploads, a bare file name under /uploads/. */
const LOCAL_UPLOAD = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The file behind a local upload URL, or null for anything else (remote URLs, odd paths, traversal attempts). */
export function localUploadPath(uploadsDir: string, url: string): string | null {
  const match = LOCAL_UPLOAD.exec(url);
  if (!match || match[1].includes("..")) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, match[1]);
  return path.dirname(file) === root ? file : null;
}

/**
 * Removes the stored files of photos a listing no longer uses. Call it after the change is committed.
 * Skips every URL another listing still uses and every URL that is not a local `/uploads/<name>` file;
 * object storage is wired in later (docs/decisions/032). Never throws: a leftover file is logged, not fatal.
 */
export async function deleteStoredPhotos(app: App, urls: string[]): Promise<string[]> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return [];
  const stillUsed = await urlsInUse(app.db, unique);
  const uploadsDir = path.join(app.config.dataDir, "uploads");
  const removed: string[] = [];
  for (const url of unique) {
    if (stillUsed.has(url)) continue;
    const file = localUploadPath(uploadsDir, url);
    if (!file) continue;
    try {
      await unlink(file);
      removed.push(url);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") app.log.warn({ err, url }, "could not delete photo");
    }
  }
  return removed;
}
