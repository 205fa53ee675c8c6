import { normalise, textMatches } from "./text.ts";
import type { Locator } from "./types.ts";

/**
 * Finds a form control the way a person does: by the label they read, its aria-label, its placeholder and its
 * role. Generated class names and ids are never used to find anything (an id only ties a label to its control).
 */

const CONTROLS = [
  "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]):not([type=radio])",
  "textarea",
  "select",
  "[contenteditable=''], [contenteditable='true']",
  "[role=textbox]",
  "[role=combobox]",
  "[role=listbox]",
  "button[aria-haspopup]",
].join(", ");

/** The control's role, implicit or explicit. */
export function roleOf(el: Element): string {
  const explicit = el.getAttribute("role");
  if (explicit) return explicit.split(/\s+/)[0];
  const tag = el.tagName.toLowerCase();
  if (tag === "textarea") return "textbox";
  if (tag === "select") return (el as HTMLSelectElement).multiple ? "listbox" : "combobox";
  if (tag === "button") return "button";
  if (tag === "input") {
    const type = (el as HTMLInputElement).type;
    if (type === "file") return "file";
    if (type === "number") return "spinbutton";
    return el.hasAttribute("list") ? "combobox" : "textbox";
  }
  if ((el as HTMLElement).isContentEditable || el.getAttribute("contenteditable") === "true") return "textbox";
  return "";
}

const textOfIds = (root: Document, ids: string) =>
  ids
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();

/** The names a person may know a control by: aria-labelledby, aria-label, <label>, title. */
export function labelsOf(el: Element): string[] {
  const doc = el.ownerDocument;
  const names: string[] = [];
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) names.push(textOfIds(doc, labelledBy));
  const aria = el.getAttribute("aria-label");
  if (aria) names.push(aria);
  const id = el.getAttribute("id");
  if (id) {
    for (const label of Array.from(doc.querySelectorAll("label"))) {
      if (label.htmlFor === id) names.push(label.textContent ?? "");
    }
  }
  const wrapping = el.closest("label");
  if (wrapping) names.push(wrapping.textContent ?? "");
  const title = el.getAttribute("title");
  if (title) names.push(title);
  return names.filter((n) => normalise(n).length > 0);
}

function visible(el: Element): boolean {
  const html = el as HTMLElement;
  if (html.hidden || el.closest("[hidden], [aria-hidden='true'], [inert]")) return false;
  const style = el.ownerDocument.defaultView?.getComputedStyle(html);
  return !style || (style.display !== "none" && style.visibility !== "hidden");
}

function roleFits(el: Element, role: string | undefined): boolean {
  if (!role) return true;
  const r = roleOf(el);
  // A combobox may be a button that opens a listbox; a textbox may be a searchable combobox.
  if (role === "combobox")
    return r === "combobox" || r === "listbox" || (r === "button" && el.hasAttribute("aria-haspopup"));
  if (role === "textbox") return r === "textbox" || r === "searchbox" || r === "spinbutton" || r === "combobox";
  return r === role;
}

/** The control `locator` names in `root`, or null: label text first, then aria-label, then placeholder. */
export function findControl(root: ParentNode, locator: Locator, selector = CONTROLS): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => roleFits(el, locator.role) && (selector !== CONTROLS || visible(el)),
  );
  const byNames = (wanted: string[] | undefined, namesOf: (el: Element) => string[]) => {
    for (const w of wanted ?? []) {
      const hit = candidates.find((el) => namesOf(el).some((n) => textMatches(n, w)));
      if (hit) return hit;
    }
    return null;
  };
  return (
    byNames(locator.label, labelsOf) ??
    byNames(locator.ariaLabel, (el) => [el.getAttribute("aria-label") ?? ""]) ??
    byNames(locator.placeholder, (el) => [el.getAttribute("placeholder") ?? el.getAttribute("aria-placeholder") ?? ""])
  );
}

/** The file input a photos locator names (hidden file inputs count: they usually are). */
export function findFileInput(root: ParentNode, locator: Locator): HTMLInputElement | null {
  const named = findControl(root, { ...locator, role: undefined }, "input[type=file]") as HTMLInputElement | null;
  if (named) return named;
  const all = root.querySelectorAll<HTMLInputElement>("input[type=file]");
  // One file input on the page is the photos input, whatever its name.
  return all.length === 1 ? all[0] : null;
}

/** An element whose visible text or aria-label is one of `texts` (a drop zone, a button). */
export function findByText(
  root: ParentNode,
  selector: string,
  texts: string[] | undefined,
  ariaLabels: string[] | undefined = texts,
): HTMLElement | null {
  const els = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(visible);
  for (const w of ariaLabels ?? []) {
    const hit = els.find((el) => textMatches(el.getAttribute("aria-label") ?? "", w));
    if (hit) return hit;
  }
  for (const w of texts ?? []) {
    const hit = els.find((el) => textMatches(el.textContent ?? "", w));
    if (hit) return hit;
  }
  return null;
}

/** The button whose text (or aria-label) is exactly `text`, never one in `never`. */
export function findButton(root: ParentNode, texts: string[], never: string[]): HTMLElement | null {
  const buttons = Array.from(root.querySelectorAll<HTMLElement>("button, [role=button], input[type=submit]")).filter(
    (b) => visible(b) && !(b as HTMLButtonElement).disabled,
  );
  const nameOf = (b: HTMLElement) =>
    normalise(b.getAttribute("aria-label") || (b as HTMLInputElement).value || b.textContent || "");
  const forbidden = new Set(never.map(normalise));
  for (const t of texts) {
    const hit = buttons.find((b) => nameOf(b) === normalise(t) && !forbidden.has(nameOf(b)));
    if (hit) return hit;
  }
  return null;
}
