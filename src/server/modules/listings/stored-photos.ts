import type { App } from "../../app-types.ts";
import { photoStoreFor } from "../uploads/service.ts";
import { urlsInUse } from "./repo.ts";

/**
 * Removes the stored files of photos no listing uses any more. Call it after the change is committed.
 * Skips every URL another listing still uses; the uploads module's store removes only URLs it issued
 * (a random `/uploads/<name>.jpg`, or its own bucket key), never a path a client made up (docs/decisions/032).
 * Never throws: a leftover file is logged, not fatal.
 */
export async function deleteStoredPhotos(app: App, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  const stillUsed = await urlsInUse(app.db, unique);
  const store = photoStoreFor(app.config);
  for (const url of unique) {
    if (stillUsed.has(url)) continue;
    try {
      await store.remove(url);
    } catch (err) {
      app.log.warn({ err, url }, "could not delete a stored photo");
    }
  }
}
