import { type Box, toastSpot } from "../lib/toastSpot.ts";

/**
 * Keeps the showing toast where it covers no control (docs/decisions/120): while a toast is up, every change of
 * the page (a new screen, an opened menu or dialog, a scroll, a resize) measures what is on screen again and moves
 * the toast's container (Mantine's top-right one) to the spot `toastSpot` picks, before the browser paints.
 */

/** What a person taps or types into. Menus and option lists count whole: their gaps are part of the menu. */
export const CONTROLS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "[contenteditable=true]",
  ...["button", "link", "menuitem", "option", "menu", "listbox", "radio", "checkbox", "switch", "tab", "combobox"].map(
    (role) => `[role=${role}]`,
  ),
].join(", ");

/** Controls that cannot be used now. */
export const DISABLED = ":disabled, [aria-disabled=true], [data-disabled=true]";

/** What a toast should rather leave free: headings, progress, the steps, navigation and an open dialog. */
const LANDMARKS =
  "h1, h2, h3, h4, h5, h6, [role=progressbar], [aria-label=Steps], [role=tablist], header, nav, [role=dialog]";

/** Dropdowns Mantine renders outside the dialog that opened them. */
const FLOATING = "[role=menu], [role=listbox], .mantine-Popover-dropdown";

function boxesOf(elements: Iterable<Element>, toastRoot: Element): Box[] {
  const boxes: Box[] = [];
  for (const el of elements) {
    if (toastRoot.contains(el)) continue;
    if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) continue;
    if (r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth) continue;
    boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height });
  }
  return boxes;
}

/**
 * While a modal dialog is open only it and the dropdowns above it can be reached: the page behind its overlay
 * cannot, so the toast may cover that.
 */
function reachable(selector: string): Element[] {
  const dialogs = [...document.querySelectorAll("[role=dialog][aria-modal=true]")].filter((d) =>
    d.checkVisibility ? d.checkVisibility() : true,
  );
  const top = dialogs.at(-1);
  if (!top) return [...document.querySelectorAll(selector)];
  const inDialog = [...top.querySelectorAll(selector)];
  if (top.matches(selector)) inDialog.push(top);
  const floating = [...document.querySelectorAll(FLOATING)].filter((f) => !top.contains(f));
  return [...inDialog, ...floating, ...floating.flatMap((f) => [...f.querySelectorAll(selector)])];
}

function place(container: HTMLElement) {
  const toast = container.getBoundingClientRect();
  if (toast.height <= 0) return;
  const current = container.dataset.placed ? { x: toast.left, y: toast.top } : undefined;
  const spot = toastSpot({
    viewport: { width: window.innerWidth, height: window.innerHeight },
    toast: { width: toast.width, height: toast.height },
    // A disabled control cannot be tapped: a toast may sit on it (a photo drop zone while the listing is made).
    controls: boxesOf(
      reachable(CONTROLS).filter((el) => !el.matches(DISABLED)),
      container,
    ),
    landmarks: boxesOf(reachable(LANDMARKS), container),
    current,
  });
  const top = `${spot.y}px`;
  const left = `${spot.x}px`;
  if (container.style.getPropertyValue("--toast-top") !== top) container.style.setProperty("--toast-top", top);
  if (container.style.getPropertyValue("--toast-left") !== left) container.style.setProperty("--toast-left", left);
  container.dataset.placed = "";
}

/** Starts placing toasts shown in `containerSelector`; returns the function that stops it. */
export function startToastPlacement(containerSelector: string): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    // Requested from the mutation's microtask, the frame runs before the next paint: a toast is never drawn in a
    // spot it is about to leave.
    frame = requestAnimationFrame(() => {
      frame = 0;
      const container = document.querySelector<HTMLElement>(containerSelector);
      if (!container) return;
      if (!container.querySelector(".mantine-Notification-root")) {
        // The next toast is measured where it first appears, not where the last one stood.
        delete container.dataset.placed;
        return;
      }
      place(container);
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class", "style", "hidden", "open", "aria-expanded", "data-expanded", "aria-hidden"],
  });
  window.addEventListener("scroll", schedule, { capture: true, passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", schedule, { capture: true });
    window.removeEventListener("resize", schedule);
    cancelAnimationFrame(frame);
  };
}
