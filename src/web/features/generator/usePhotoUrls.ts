import { useEffect, useMemo, useRef } from "react";
import type { PickedPhoto } from "./photos.ts";

/** Object URLs for the previews, made once per photo and revoked when the photo leaves the set. */
export function usePhotoUrls(photos: PickedPhoto[]): Map<string, string> {
  const cache = useRef(new Map<string, string>());
  const urls = useMemo(() => {
    const next = new Map<string, string>();
    for (const p of photos) next.set(p.id, cache.current.get(p.id) ?? URL.createObjectURL(p.file));
    return next;
  }, [photos]);

  useEffect(() => {
    for (const [id, url] of cache.current) if (!urls.has(id)) URL.revokeObjectURL(url);
    cache.current = urls;
  }, [urls]);

  useEffect(
    () => () => {
      for (const url of cache.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );
  return urls;
}
