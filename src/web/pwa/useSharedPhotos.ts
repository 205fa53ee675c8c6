import { useEffect, useRef } from "react";
import { MAX_IMAGES_PER_LISTING } from "../../contract/limits.ts";
import i18n from "../i18n/index.ts";
import { toast } from "../lib/toast.ts";
import { takeSharedPhotos } from "./share-inbox.ts";

/**
 * Hands photos shared into SnapList (share-inbox.ts) to `take`, the photo step's own way in, so the five-photo
 * rule and the shrinking apply to them as to picked ones. Checked each time the photo step opens: right after a
 * share, or after the sign-in a share waited for; and not before it is `enabled` (once the seller's kept work is
 * back, so that the shared photos join it).
 */
export function useSharedPhotos(take: (files: File[]) => void, enabled: boolean) {
  const latestTake = useRef(take);
  const mounted = useRef(false);
  useEffect(() => {
    latestTake.current = take;
  });
  useEffect(() => {
    if (!enabled) return;
    mounted.current = true;
    // The inbox is emptied in one transaction, so of strict mode's two mounts only one gets the photos; it hands
    // them to whichever mount is live by then.
    void takeSharedPhotos().then(({ files, skipped }) => {
      if (!mounted.current || files.length === 0) return;
      latestTake.current(files);
      if (skipped > 0) {
        toast({
          title: i18n.t("pwa.sharedAddedTitle", { max: MAX_IMAGES_PER_LISTING }),
          description: i18n.t("pwa.sharedSkipped", { max: MAX_IMAGES_PER_LISTING, count: skipped }),
        });
      }
    });
    return () => {
      mounted.current = false;
    };
  }, [enabled]);
}
