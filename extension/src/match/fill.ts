import { findByText, findFileInput, labelsOf, roleOf } from "./find.ts";
import { bestOption, normalise } from "./text.ts";
import type { PhotosField } from "./types.ts";

/**
 * Setting values the way the page's own code notices them. React (and similar) keep their own copy of an input's
 * value and ignore `el.value = x`: the value must go through the prototype's native setter and be announced with
 * input/change events. contenteditable boxes take text through execCommand('insertText') (or beforeinput/input).
 */

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function nativeSetter(el: HTMLElement): ((v: string) => void) | undefined {
  const win = el.ownerDocument.defaultView ?? window;
  const proto =
    el instanceof win.HTMLTextAreaElement
      ? win.HTMLTextAreaElement.prototype
      : el instanceof win.HTMLSelectElement
        ? win.HTMLSelectElement.prototype
        : win.HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, "value")?.set;
}

function fire(el: Element, type: string, init: EventInit = {}) {
  const win = el.ownerDocument.defaultView ?? window;
  const Ctor =
    type === "input" || type === "beforeinput" ? win.InputEvent : type.startsWith("drag") ? win.DragEvent : win.Event;
  return el.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, composed: true, ...init }));
}

/** The text a control shows now. */
export function currentText(el: HTMLElement): string {
  if ("value" in el && typeof (el as HTMLInputElement).value === "string" && !el.isContentEditable) {
    return (el as HTMLInputElement).value;
  }
  return el.innerText ?? el.textContent ?? "";
}

/** Types `value` into an input, a textarea or a contenteditable box; true when the control then holds it. */
export async function setText(el: HTMLElement, value: string): Promise<boolean> {
  el.focus();
  const tag = el.tagName.toLowerCase();
  if (tag === "input" || tag === "textarea") {
    const set = nativeSetter(el);
    if (set) set.call(el, value);
    else (el as HTMLInputElement).value = value;
    fire(el, "input", { data: value, inputType: "insertText" } as InputEventInit);
    fire(el, "change");
    el.blur();
    await wait(0);
    return (el as HTMLInputElement).value === value;
  }
  // contenteditable (or role=textbox on a div): select what is there, then insert as typing would.
  const doc = el.ownerDocument;
  const selection = doc.getSelection();
  if (selection) {
    const range = doc.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  let inserted = false;
  try {
    inserted = typeof doc.execCommand === "function" && doc.execCommand("insertText", false, value);
  } catch {
    inserted = false;
  }
  if (!inserted || normalise(currentText(el)) !== normalise(value)) {
    // Editors that listen to beforeinput take the text from the event; others read the DOM after input.
    const proceed = fire(el, "beforeinput", { data: value, inputType: "insertText" } as InputEventInit);
    if (proceed && normalise(currentText(el)) !== normalise(value)) el.textContent = value;
    fire(el, "input", { data: value, inputType: "insertText" } as InputEventInit);
  }
  el.blur();
  await wait(0);
  return normalise(currentText(el)) === normalise(value);
}

function click(el: HTMLElement) {
  const win = el.ownerDocument.defaultView ?? window;
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
    const Ctor = type.startsWith("pointer") && "PointerEvent" in win ? win.PointerEvent : win.MouseEvent;
    el.dispatchEvent(new Ctor(type, { bubbles: true, cancelable: true, composed: true, button: 0 }));
  }
  el.click();
}

/** The options of the listbox a combobox opened (aria-controls / aria-owns first, then any visible listbox). */
function openOptions(trigger: HTMLElement): HTMLElement[] {
  const doc = trigger.ownerDocument;
  const ids = `${trigger.getAttribute("aria-controls") ?? ""} ${trigger.getAttribute("aria-owns") ?? ""}`.trim();
  const lists = ids
    ? ids
        .split(/\s+/)
        .map((id) => doc.getElementById(id))
        .filter((x): x is HTMLElement => !!x)
    : [];
  if (trigger.getAttribute("role") === "listbox") lists.push(trigger);
  const scope = lists.length ? lists : Array.from(doc.querySelectorAll<HTMLElement>("[role=listbox]"));
  return scope.flatMap((l) =>
    Array.from(l.querySelectorAll<HTMLElement>("[role=option]")).filter((o) => !o.closest("[hidden]")),
  );
}

/** Picks `wanted` (or a synonym) in a <select> or a custom dropdown; returns the option's text, or null. */
export async function choose(el: HTMLElement, wanted: string[]): Promise<string | null> {
  if (el.tagName.toLowerCase() === "select") {
    const select = el as HTMLSelectElement;
    const option = bestOption(Array.from(select.options), (o) => o.text, wanted);
    if (!option) return null;
    nativeSetter(select)?.call(select, option.value);
    fire(select, "input");
    fire(select, "change");
    return option.text.trim();
  }
  if (roleOf(el) === "textbox" || el.tagName.toLowerCase() === "input") {
    // A searchable combobox: type, then pick from what it offers.
    await setText(el, wanted[0] ?? "");
  } else {
    click(el);
  }
  let options: HTMLElement[] = [];
  for (let i = 0; i < 20 && options.length === 0; i++) {
    await wait(50);
    options = openOptions(el);
  }
  const option = bestOption(options, (o) => o.textContent ?? "", wanted);
  if (!option) {
    el.ownerDocument.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    if (el.getAttribute("aria-expanded") === "true") click(el);
    return null;
  }
  const text = (option.textContent ?? "").trim();
  click(option);
  await wait(0);
  return text;
}

/** The names a field reads in the panel ("Condition"). */
export function nameOf(el: HTMLElement): string {
  return labelsOf(el)[0] ?? el.getAttribute("placeholder") ?? "";
}

export type PhotoOutcome = { how: "input" | "drop"; count: number } | { how: "none"; reason: string };

/**
 * Attaches the photos in order: first a DataTransfer into the file input, else a drop event on the drop zone.
 * ("none": the caller downloads them and asks the admin to drag them in.)
 */
export async function attachPhotos(root: Document, spec: PhotosField, files: File[]): Promise<PhotoOutcome> {
  const win = root.defaultView ?? window;
  const transfer = () => {
    const dt = new win.DataTransfer();
    for (const f of files) dt.items.add(f);
    return dt;
  };
  const input = findFileInput(root, spec);
  if (input) {
    try {
      input.files = transfer().files;
      fire(input, "input");
      fire(input, "change");
      await wait(0);
      if (input.files?.length === files.length) return { how: "input", count: files.length };
    } catch {
      // Fall through to the drop zone.
    }
  }
  const zone = findByText(
    root,
    "[role=button], button, div, section, label",
    spec.dropZone?.text,
    spec.dropZone?.ariaLabel,
  );
  if (zone) {
    const dt = transfer();
    fire(zone, "dragenter", { dataTransfer: dt } as DragEventInit);
    fire(zone, "dragover", { dataTransfer: dt } as DragEventInit);
    const drop = new win.DragEvent("drop", { bubbles: true, cancelable: true, composed: true, dataTransfer: dt });
    // Some engines leave a constructed DragEvent's dataTransfer empty: give it the files explicitly.
    if (!drop.dataTransfer?.files.length) Object.defineProperty(drop, "dataTransfer", { value: dt });
    const notHandled = zone.dispatchEvent(drop);
    await wait(0);
    // A page that takes dropped files cancels the drop (or the browser would open the file).
    if (!notHandled) return { how: "drop", count: files.length };
  }
  return {
    how: "none",
    reason: input ? "The form did not take the photos" : "No photo input or drop zone found",
  };
}
