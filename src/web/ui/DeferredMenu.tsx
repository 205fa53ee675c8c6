import { cloneElement, type ReactElement, type ReactNode, Suspense, useState } from "react";

/**
 * A menu of the first page whose code - Mantine's Menu, Popover and floating-ui, ~25 kB compressed - loads when the
 * seller first reaches for it (issue 31, docs/decisions/137): until then only its button is drawn, the same element
 * the menu then uses as its target, so nothing moves when the menu takes over. Hovering or focusing the button
 * fetches the code; a click (or Enter, Space) opens the menu as soon as it is there: `menu` draws the real,
 * `lazy()` menu around `button`, opened (`defaultOpened`), and Mantine moves focus into it.
 */
export function DeferredMenu({
  load,
  button,
  menu,
}: {
  load: () => Promise<unknown>;
  button: ReactElement<Record<string, unknown>>;
  menu: (button: ReactElement) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void load();
  const standIn = cloneElement(button, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
  });
  if (!wanted) return standIn;
  return <Suspense fallback={standIn}>{menu(button)}</Suspense>;
}
