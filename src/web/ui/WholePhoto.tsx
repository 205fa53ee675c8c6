import { Image, type ImageProps } from "@mantine/core";
import { useState } from "react";
import { srcSetFor } from "./photo-srcset.ts";

type Props = Omit<ImageProps, "fit"> & {
  src: string | null | undefined;
  alt: string;
  /** The box's width for the browser's choice of rendition; defaults to the numeric `w` (or `h`) in px. */
  sizes?: string;
  /** The stored photo itself, never a rendition: the posting kit shows what gets posted. */
  original?: boolean;
};

/**
 * A seller's photo shown whole, letterboxed on a light background and never cropped: a crop can cut off the
 * very text that identifies the item ("IG Galax" for a "SAMSUNG Galaxy S21" label; docs/decisions/112).
 * A stored photo comes from its smallest rendition that fills the box, loaded when it nears the screen
 * (docs/decisions/118); should a rendition fail (an S3 photo from before them), the photo itself is shown.
 */
export function WholePhoto({ sizes, original, ...props }: Props) {
  const [renditionsFailedFor, setRenditionsFailedFor] = useState<string | null>();
  const srcSet = original || renditionsFailedFor === props.src ? undefined : srcSetFor(props.src);
  const boxPx = typeof props.w === "number" ? props.w : typeof props.h === "number" ? props.h : undefined;
  return (
    <Image
      // A new element once the renditions failed: Mantine's Image keeps its error (and its fallback) per element.
      key={srcSet ? "renditions" : "photo"}
      bg="gray.1"
      loading="lazy"
      decoding="async"
      {...props}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (boxPx ? `${boxPx}px` : undefined)) : undefined}
      onError={srcSet ? () => setRenditionsFailedFor(props.src) : props.onError}
      fit="contain"
    />
  );
}
