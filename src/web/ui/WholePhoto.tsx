import { Image, type ImageProps } from "@mantine/core";

/**
 * A seller's photo shown whole, letterboxed on a light background and never cropped: a crop can cut off the
 * very text that identifies the item ("IG Galax" for a "SAMSUNG Galaxy S21" label; docs/decisions/112).
 */
export function WholePhoto(props: Omit<ImageProps, "fit"> & { src: string | null | undefined; alt: string }) {
  return <Image bg="gray.1" {...props} fit="contain" />;
}
