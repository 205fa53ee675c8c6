import { PHOTO_MAX_SIDE } from "../../contract/limits.ts";
import { RENDITION_SIDES, renditionUrl } from "../../contract/photo-renditions.ts";

/**
 * The `srcset` of a photo the server stored: its renditions and the photo itself, each named by its longest side
 * (docs/decisions/118). Undefined for any other address (a blob: preview, a foreign URL): that is shown as it is.
 */
export function srcSetFor(url: string | null | undefined): string | undefined {
  if (!url || !renditionUrl(url, RENDITION_SIDES[0])) return undefined;
  return [...RENDITION_SIDES.map((side) => `${renditionUrl(url, side)} ${side}w`), `${url} ${PHOTO_MAX_SIDE}w`].join(
    ", ",
  );
}
