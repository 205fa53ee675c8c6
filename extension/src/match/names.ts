import { normalise } from "../../../src/contract/form-text.ts";
import { byIds, CONTROL_SELECTOR, labelText } from "./dom.ts";

/**
 * Every name a person may know a control by (issue 40 item 1): `label[for]`, a wrapping label, aria-labelledby
 * (one id or several), aria-label, the placeholder, the name attribute, a fieldset legend or group heading, and the
 * nearest text before it.
 */
export interface Names {
  /** Visible labels: aria-labelledby, <label for>, a wrapping <label>, title. */
  label: string[];
  aria: string;
  placeholder: string;
  /** The name attribute, as words ("ad_title" -> "ad title"). */
  name: string;
  /** The fieldset legend, or the group's own name, or the heading above it. */
  legend: string;
  /** The nearest text before the control, when nothing ties a label to it. */
  before: string;
}

const MAX_TEXT = 160;
const clip = (s: string) => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

/** "ad_title", "adTitle", "ad-title" -> "ad title". */
export const nameWords = (name: string | null) =>
  (name ?? "")
    .replace(/\[\]$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_\-.[\]]+/g, " ")
    .trim()
    .toLowerCase();

function labelsFor(el: HTMLElement): string[] {
  const doc = el.ownerDocument;
  const out: string[] = [];
  const labelledBy = byIds(doc, el.getAttribute("aria-labelledby"));
  if (labelledBy.length) out.push(labelledBy.map((l) => labelText(l)).join(" "));
  const id = el.getAttribute("id");
  if (id) {
    for (const label of Array.from(doc.querySelectorAll("label"))) if (label.htmlFor === id) out.push(labelText(label));
  }
  const wrapping = el.closest("label");
  if (wrapping && wrapping !== el) out.push(labelText(wrapping));
  const title = el.getAttribute("title");
  if (title) out.push(title);
  return out.map(clip).filter((n) => normalise(n).length > 0);
}

const HEADING = "h1, h2, h3, h4, h5, h6, [role=heading], legend";

/** The fieldset's legend, a group's own name, else the nearest heading above (within a few ancestors). */
function legendOf(el: HTMLElement): string {
  const doc = el.ownerDocument;
  const group = el.closest("fieldset, [role=radiogroup], [role=group]");
  if (group && group !== el) {
    const legend = group.querySelector(":scope > legend");
    if (legend) return clip(labelText(legend));
    const labelled = byIds(doc, group.getAttribute("aria-labelledby"));
    if (labelled.length) return clip(labelled.map((l) => labelText(l)).join(" "));
    const aria = group.getAttribute("aria-label");
    if (aria) return clip(aria);
  }
  let node: Element | null = el;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) {
      if (sib.matches(HEADING)) return clip(labelText(sib));
      const inner = sib.querySelectorAll(HEADING);
      if (inner.length) return clip(labelText(inner[inner.length - 1]));
      if (sib.querySelector(CONTROL_SELECTOR)) break;
    }
  }
  return "";
}

/** The nearest text before the control in its own block: "Brand <input>", or a <span> above with no for/id tie. */
function textBefore(el: HTMLElement): string {
  let node: Node | null = el;
  for (let depth = 0; node && depth < 3; depth++, node = node.parentNode) {
    for (let sib = node.previousSibling; sib; sib = sib.previousSibling) {
      if (sib.nodeType === 3) {
        // An adornment or mark ("₹", "*") is not the name: the text before it may be.
        const t = (sib.textContent ?? "").trim();
        if (normalise(t)) return clip(t);
        continue;
      }
      if (sib.nodeType !== 1) continue;
      const e = sib as Element;
      if (e.matches(CONTROL_SELECTOR) || e.querySelector(CONTROL_SELECTOR)) return "";
      if (e.matches("script, style, [hidden], [aria-hidden='true']")) continue;
      const t = labelText(e);
      if (normalise(t)) return clip(t);
    }
  }
  return "";
}

export function namesOf(el: HTMLElement): Names {
  return {
    label: labelsFor(el),
    aria: clip(el.getAttribute("aria-label") ?? ""),
    placeholder: clip(el.getAttribute("placeholder") ?? el.getAttribute("aria-placeholder") ?? ""),
    name: nameWords(el.getAttribute("name")),
    legend: legendOf(el),
    before: textBefore(el),
  };
}

/** Every name at once, for matching by words. */
export const allNames = (n: Names): string[] =>
  [...n.label, n.aria, n.placeholder, n.name, n.legend, n.before].filter((s) => normalise(s).length > 0);

/** The name a person would say first: a label, else aria-label, the text before it, the legend, the placeholder. */
export function primaryName(n: Names): string {
  return n.label[0] ?? (n.aria || n.before || n.legend || n.placeholder || n.name || "");
}
