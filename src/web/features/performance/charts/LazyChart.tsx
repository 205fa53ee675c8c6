import { Box } from "@mantine/core";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Spinner } from "../../../ui/Spinner.tsx";

/**
 * A chart's place on the page, its code fetched only when the place comes near the screen (issue 48): the charts'
 * library is not part of the page's first load, and a page drawn by the server draws the empty place (same height,
 * nothing moves when the chart arrives). The figures themselves are always on the page as text beside it.
 */
export function LazyChart({ height, loading, children }: { height: number; loading: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const watch = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        watch.disconnect();
      }
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return (
    <Box ref={place} h={height}>
      {near ? <Suspense fallback={<Spinner size="sm" label={loading} />}>{children}</Suspense> : null}
    </Box>
  );
}
