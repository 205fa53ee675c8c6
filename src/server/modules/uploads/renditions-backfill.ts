import { RENDITION_SIDES, renditionUrl } from "../../../contract/photo-renditions.ts";
import { everyPhotoUrl } from "./records.ts";
import { completeRenditions } from "./renditions.ts";
import type { UploadDeps } from "./service.ts";
import { photoStoreFor } from "./service.ts";

export interface BackfillResult {
  /** Stored photos looked at: every one the uploads table records or anything names. */
  photos: number;
  renditionsMade: number;
}

/**
 * Makes the renditions that photos stored before docs/decisions/118 lack, in the configured store (local disk or
 * S3). Photos that already have them cost one look-up each, so running it again, or while the server runs, is safe.
 */
export async function makeMissingRenditions(
  deps: UploadDeps,
  onProgress: (done: number, of: number) => void = () => {},
): Promise<BackfillResult> {
  const store = photoStoreFor(deps.config);
  const urls = (await everyPhotoUrl(deps.db)).filter((url) => renditionUrl(url, RENDITION_SIDES[0]));
  let renditionsMade = 0;
  for (const [i, url] of urls.entries()) {
    renditionsMade += await completeRenditions(store, url);
    if ((i + 1) % 100 === 0) onProgress(i + 1, urls.length);
  }
  return { photos: urls.length, renditionsMade };
}
