import { Portal } from "@mantine/core";
import { cloneElement, type ReactElement, type SyntheticEvent, useId, useState } from "react";
import classes from "./Hint.module.css";

type Handler = (event: SyntheticEvent) => void;
type TargetProps = {
  "aria-describedby"?: string;
  onMouseEnter?: Handler;
  onMouseLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
};

/**
 * A short hint above a control while it is hovered or focused (the text is also its description for assistive
 * technology). The seller's Dashboard and listing pages used Mantine's Tooltip, which brought floating-UI (about
 * 20 kB compressed) onto those first pages (issue 31, docs/decisions/143); a hint needs none of its placement logic:
 * it sits above the control, centred, and stays inside the screen's width.
 *
 * The child keeps its place in the tree (its props are extended, nothing wraps it), so it never remounts.
 */
export function Hint({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactElement<TargetProps>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const show = (event: SyntheticEvent) => setAnchor((event.currentTarget as Element).getBoundingClientRect());
  const hide = () => setAnchor(null);
  const own = children.props;
  const then =
    (theirs: Handler | undefined, ours: Handler): Handler =>
    (event) => {
      theirs?.(event);
      ours(event);
    };
  const target = cloneElement(children, {
    "aria-describedby": [own["aria-describedby"], anchor ? id : undefined].filter(Boolean).join(" ") || undefined,
    onMouseEnter: then(own.onMouseEnter, show),
    onMouseLeave: then(own.onMouseLeave, hide),
    onFocus: then(own.onFocus, show),
    onBlur: then(own.onBlur, hide),
  });
  return (
    <>
      {target}
      {anchor ? (
        <Portal>
          <div
            id={id}
            role="tooltip"
            className={classes.hint}
            data-wide={wide || undefined}
            style={{
              // Above the control, centred on it; the CSS keeps it inside the viewport's width.
              top: anchor.top + window.scrollY - 6,
              left: Math.min(Math.max(anchor.left + anchor.width / 2, 8), document.documentElement.clientWidth - 8),
            }}
          >
            {label}
          </div>
        </Portal>
      ) : null}
    </>
  );
}
