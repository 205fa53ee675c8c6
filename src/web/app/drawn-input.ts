/**
 * What a person typed or set on a drawn page before the app ran is kept (docs/decisions/150).
 *
 * A drawn page (decisions 142 and 144) shows real fields before its scripts arrive: a person can type a UPI id, a
 * reply or a title, tick a switch or choose from a native list, and the browser keeps it on screen. React then adopts
 * the page (hydrates it) and keeps what the fields show, but its state is still what the server drew: the form
 * never sees the text (a Save says the field is empty), and the next render of the field puts the drawn value back.
 *
 * So main.tsx notes, from the moment it runs, every field whose content differs from what the server drew and every
 * later change, by the field's place among the page's fields (the drawn and the live page have the same ones). Once
 * the page is live it gives each noted field its value again the way a person's typing does - an `input` event for a
 * text, a click for a check box or a radio, a `change` event for a list - so that the app's own handlers take it.
 * A text is set through the element's own `value` first, which React watches, and then through the prototype's,
 * which it does not: React compares the two and calls `onChange`, as it does for real typing.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What can take focus, in the order Tab visits it (the drawn page and the live one have the same controls): main.tsx
 * restores focus and replays a kept tap by a control's place among these. The same list as the drawn page's inline
 * script (src/server/plugins/early-input.ts, `DRAWN_CONTROLS`; a test keeps them equal).
 */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The tap a person made on a drawn page's control before the app ran (kept by the inline script, issue 47 item 13),
 * made again on the live control in the same place - once.
 */
export function replayKeptTap(root: HTMLElement): void {
  const kept = window as Window & { __snaplistTap?: number };
  const place = kept.__snaplistTap;
  delete kept.__snaplistTap;
  if (place === undefined || place < 0) return;
  root.querySelectorAll<HTMLElement>(FOCUSABLE)[place]?.click();
}

/** The fields a person can give something to without script (file inputs have their own path: early-input.ts). */
const FIELDS =
  'input:not([type="file"]):not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), textarea, select';

interface Given {
  /** The field's id or name, so that a value never goes to another field if the page was drawn otherwise. */
  key: string;
  value: string;
  checked: boolean;
}

const checkable = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

/** Whether the field shows something other than what the server drew. */
function changedFromDrawn(el: Field): boolean {
  if (checkable(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

const keyOf = (el: Field) => el.id || el.name || el.getAttribute("aria-label") || "";
const read = (el: Field): Given => ({ key: keyOf(el), value: el.value, checked: checkable(el) && el.checked });

/** Sets a value the way typing does, so that React's `onChange` sees it. */
function setAsTyped(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  // The element's own setter (React's, once adopted) records a value other than the one we want...
  el.value = value === "" ? " " : "";
  // ...then the real one goes in behind React's back, and the event makes React compare the two.
  nativeSetter?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

function give(el: Field, given: Given) {
  if (checkable(el)) {
    if (el.type === "radio" && !given.checked) return; // the radio that was chosen instead says so
    if (el.checked === given.checked && el.defaultChecked === given.checked) return;
    el.checked = !given.checked; // recorded as React's value, then a click turns it over as a tap does
    el.click();
    return;
  }
  if (el instanceof HTMLSelectElement) {
    el.value = given.value;
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React keeps a controlled field's defaultValue at its own value: both equal means it has the text already.
  if (el.value === given.value && el.defaultValue === given.value) return;
  setAsTyped(el, given.value);
}

/**
 * Starts noting what is given to the drawn page's fields in `root`; returns the function that, once the page is
 * live, gives it all to the app (and stops noting).
 */
export function keepDrawnInput(root: HTMLElement): () => void {
  const fields = () => [...root.querySelectorAll<Field>(FIELDS)];
  const given = new Map<number, Given>();
  fields().forEach((el, i) => {
    if (changedFromDrawn(el)) given.set(i, read(el));
  });
  const note = (event: Event) => {
    const el = event.target as Field;
    const i = fields().indexOf(el);
    if (i < 0) return;
    given.set(i, read(el));
    // A radio chosen unchooses the others of its group.
    if (checkable(el) && el.type === "radio")
      fields().forEach((other, j) => {
        if (other !== el && checkable(other) && other.type === "radio" && other.name === el.name)
          given.set(j, read(other));
      });
  };
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);
  return () => {
    root.removeEventListener("input", note, true);
    root.removeEventListener("change", note, true);
    const now = fields();
    for (const [i, value] of given) {
      const el = now[i];
      if (el && keyOf(el) === value.key && !el.disabled) give(el, value);
    }
  };
}
