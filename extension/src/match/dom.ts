import { normalise } from "../../../src/contract/form-text.ts";

/** Small DOM helpers shared by the form engine (no marketplace knowledge here). */

export const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits until `probe` answers something truthy, or `ms` pass; answers its last answer. */
export async function waitFor<T>(probe: () => T | null | undefined | false, ms: number, every = 50): Promise<T | null> {
  const until = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() >= until) return null;
    await wait(every);
  }
}

/** After a change, the page's own handlers (and a framework's batched render) run before we read the control back. */
export const settle = () => wait(40);

const HIDDEN_ANCESTOR = "[hidden], [aria-hidden='true'], [inert], template";

/** Shown to a person: not hidden by an attribute, display or visibility (layout-free, so it works in any engine). */
export function visible(el: Element): boolean {
  if (el.closest(HIDDEN_ANCESTOR)) return false;
  const win = el.ownerDocument.defaultView;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const style = win?.getComputedStyle(node);
    if (style && (style.display === "none" || style.visibility === "hidden")) return false;
  }
  return true;
}

/**
 * Parts of a page that are not the form: the site's header and footer, its navigation and site search. A <header>
 * or <footer> inside the form's own section (a step's footer holding Next) is the form's.
 */
const PAGE_CHROME = "nav, [role=banner], [role=navigation], [role=search], [role=contentinfo]";
const CONTENT = "main, form, section, article, fieldset, dialog, [role=main], [role=dialog], [role=form]";
export function inPageChrome(el: Element): boolean {
  if (el.closest(PAGE_CHROME)) return true;
  const edge = el.closest("header, footer");
  return Boolean(edge && !edge.closest(CONTENT));
}

/** A form control's own element types (their text is never part of a label's). */
export const CONTROL_SELECTOR =
  "input, select, textarea, button, [contenteditable=''], [contenteditable='true'], [role=textbox], [role=combobox], [role=listbox], [role=radiogroup], [role=radio], [role=option]";

/**
 * A child that only marks its label: an asterisk, "required", "(optional)", a counter, a ₹ sign (issue 49 item 2).
 * Its text is left out of the name, with a space: "Condition<abbr>required</abbr>" is read "Condition".
 */
const isMark = (el: Element) => {
  const text = el.textContent ?? "";
  return text.trim() !== "" && normalise(text) === "";
};

/** The text a person reads in `el`, without the text of controls inside it (a label wrapping a select). */
export const ownText = (el: Element): string => readText(el, false);

/** A label's text as a name: as ownText, without its decorative marks (asterisks, "required", counters). */
export const labelText = (el: Element): string => readText(el, true);

function readText(el: Element, skipMarks: boolean): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (child !== el && child.matches(CONTROL_SELECTOR)) return;
      if (child.matches("script, style, template, [hidden], [aria-hidden='true']")) return;
      if (skipMarks && child !== el && isMark(child)) {
        parts.push(" ");
        return;
      }
      for (const n of Array.from(child.childNodes)) walk(n);
      if (/^(DIV|P|LI|BR|H[1-6])$/.test(child.tagName)) parts.push(" ");
    }
  };
  walk(el);
  return parts.join("").replace(/\s+/g, " ").trim();
}

export function fire(el: Element, type: string, init: EventInit & Record<string, unknown> = {}) {
  const win = el.ownerDocument.defaultView ?? window;
  const Ctor =
    type === "input" || type === "beforeinput"
      ? win.InputEvent
      : type.startsWith("drag") || type === "drop"
        ? win.DragEvent
        : type.startsWith("key")
          ? win.KeyboardEvent
          : win.Event;
  return el.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, composed: true, ...init }));
}

/** A press as a person makes it: pointer and mouse events, then click (custom menus listen to any of them). */
export function press(el: HTMLElement) {
  const win = el.ownerDocument.defaultView ?? window;
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    const Ctor = type.startsWith("pointer") && "PointerEvent" in win ? win.PointerEvent : win.MouseEvent;
    el.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, composed: true, button: 0 }));
  }
  el.click();
}

/** Whether `el` (or what it shows) is in a chosen state: aria-selected/pressed/checked/current, or a checked input. */
export function isChosen(el: Element): boolean {
  const on = (name: string) => {
    const v = el.getAttribute(name);
    return v !== null && v !== "false";
  };
  if (on("aria-selected") || on("aria-pressed") || on("aria-checked") || on("aria-current")) return true;
  if (el instanceof (el.ownerDocument.defaultView ?? window).HTMLInputElement) return el.checked;
  const input = el.querySelector("input[type=radio], input[type=checkbox]");
  return input instanceof (el.ownerDocument.defaultView ?? window).HTMLInputElement ? input.checked : false;
}

/** The elements `ids` (an aria-labelledby or aria-controls value) name, in order. */
export function byIds(doc: Document, ids: string | null): HTMLElement[] {
  return (ids ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => doc.getElementById(id))
    .filter((x): x is HTMLElement => Boolean(x));
}
