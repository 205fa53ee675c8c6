import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/http-error.ts";
import { forgetUnnamedUploads, ownUploads } from "./records.ts";
import { photoStoreFor } from "./service.ts";

/**
 * A listing names only photos its seller uploaded (POST /api/upload, classify or enhance): any other URL -
 * someone else's upload, a made-up path, an outside address - is a 400 (docs/decisions/100).
 * `alreadyOnListing` are kept photos of the listing being edited (including ones saved before uploads were
 * recorded). Call inside the transaction that saves the listing: the upload rows stay share-locked until then.
 */
export async function requireOwnPhotos(tx: Db, userId: string, urls: string[], alreadyOnListing: string[] = []) {
  const fresh = urls.filter((u) => !alreadyOnListing.includes(u));
  const own = await ownUploads(tx, userId, fresh);
  if (fresh.some((u) => !own.has(u))) throw badRequest(UPLOAD_ERRORS.notYours);
}

/**
 * Removes the stored files of `userId`'s photos among `urls` that nothing names any more. Call it after the
 * change is committed. A photo another listing, a creation log (the admin's history) or a sale's listing still
 * shows stays, and so does every file that is not this seller's upload (docs/decisions/101).
 * Never throws: a leftover file is logged, and the orphan sweep gets it later.
 */
export async function deleteStoredPhotos(app: App, userId: string, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  try {
    const forgotten = await forgetUnnamedUploads(app.db, userId, unique);
    const store = photoStoreFor(app.config);
    for (const url of forgotten)
      await store.remove(url).catch((err) => app.log.warn({ err, url }, "photo not deleted"));
  } catch (err) {
    app.log.warn({ err }, "could not delete stored photos");
  }
}
