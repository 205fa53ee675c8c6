import { Box, Loader, type MantineSize, VisuallyHidden } from "@mantine/core";

/**
 * A spinner that tells assistive technology what is loading (issue 31 item 5): a polite status whose text is the
 * label, with the drawing itself hidden. A bare Loader with an aria-label is a span with a name but no role, which
 * axe refuses (aria-prohibited-attr) and screen readers do not announce.
 */
export function Spinner({ label, size }: { label: string; size?: MantineSize }) {
  return (
    <Box component="span" role="status" display="inline-flex">
      <Loader size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
