import { useEffect, useState, useSyncExternalStore } from "react";
import type { PickedPhoto } from "../photos.ts";
import { PhotoUploads } from "./uploads.ts";

/** The tab's uploads: every picked photo uploading as soon as it is picked, and each one's state for its thumbnail. */
export function usePhotoUploads(photos: PickedPhoto[]) {
  const [uploads] = useState(() => new PhotoUploads());
  useEffect(() => uploads.sync(photos), [uploads, photos]);
  // Leaving the tab stops what is under way; the photos and finished uploads are kept (useKeptWork).
  useEffect(() => () => uploads.clear(), [uploads]);
  const states = useSyncExternalStore(
    (listener) => uploads.subscribe(listener),
    () => uploads.states(),
    // The server draws the tab before any photo is picked (docs/decisions/144).
    () => uploads.states(),
  );
  return { uploads, states };
}
