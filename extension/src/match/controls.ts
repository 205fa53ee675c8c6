import { normalise, optionKey } from "../../../src/contract/form-text.ts";
import { byIds, inPageChrome, labelText, ownText, visible } from "./dom.ts";
import { type Names, namesOf, nameWords } from "./names.ts";
import { NEXT_WORDS, PUBLISH_WORDS } from "./vocabulary.ts";

/**
 * The controls of a form as a person sees them (issue 40 item 1): text boxes (inputs, textareas, contenteditable
 * editors), native selects, combobox menus, radio groups, segmented buttons, and file inputs. Found by what they are,
 * never by class names or generated ids; the page's header, navigation and site search are left out.
 */

export type ControlKind = "text" | "select" | "combobox" | "radios" | "buttons" | "file";

export interface Control {
  kind: ControlKind;
  /** What is acted on: the input, select, combobox trigger, or the group holding radios or buttons. */
  el: HTMLElement;
  names: Names;
  /** Radios and segmented buttons: the choices. */
  choices?: HTMLElement[];
  /** A text input that offers suggestions to pick (role=combobox, aria-autocomplete, a datalist). */
  typeahead?: boolean;
  /** A text box that holds several lines (textarea, contenteditable): descriptions go there first. */
  multiline?: boolean;
}

const TEXT_INPUT_TYPES = new Set(["", "text", "search", "number", "tel", "url", "email"]);

function isTextInput(el: Element): el is HTMLInputElement {
  return el.tagName === "INPUT" && TEXT_INPUT_TYPES.has(((el as HTMLInputElement).type || "").toLowerCase());
}

const usable = (el: Element) => visible(el) && !inPageChrome(el) && !(el as HTMLInputElement).disabled;

/** A choice's own text: its label (for a radio), else what it shows. */
export function choiceText(el: HTMLElement): string {
  const doc = el.ownerDocument;
  if (el.tagName === "INPUT") {
    // Its own label first: an aria-labelledby may name the question too ("Condition New"), or only the question.
    const own = labelsOf(el)
      .map((l) => labelText(l))
      .find((t) => normalise(t));
    if (own) return own;
    const names = namesOf(el);
    if (names.label[0]) return names.label[0];
    if (names.aria) return names.aria;
    const next = el.nextSibling;
    return (next?.textContent ?? "").trim() || (el as HTMLInputElement).value;
  }
  const labelled = byIds(doc, el.getAttribute("aria-labelledby"));
  if (labelled.length) return labelled.map((l) => labelText(l)).join(" ");
  return el.getAttribute("aria-label") || ownText(el);
}

function radioGroups(root: Document): Control[] {
  const groups = new Map<Element, HTMLElement[]>();
  for (const group of Array.from(root.querySelectorAll<HTMLElement>("[role=radiogroup]"))) {
    const radios = Array.from(group.querySelectorAll<HTMLElement>("[role=radio], input[type=radio]"));
    if (radios.length) groups.set(group, radios);
  }
  const byName = new Map<string, HTMLInputElement[]>();
  for (const radio of Array.from(root.querySelectorAll<HTMLInputElement>("input[type=radio]"))) {
    if (radio.closest("[role=radiogroup]")) continue;
    const key = `${radio.form ? "f" : ""}:${radio.name || radio.id}`;
    byName.set(key, [...(byName.get(key) ?? []), radio]);
  }
  for (const radios of byName.values()) {
    const container = commonAncestor(radios) ?? radios[0].parentElement;
    if (container) groups.set(container, radios);
  }
  const out: Control[] = [];
  for (const [group, radios] of groups) {
    // A radio is often hidden and its label shown (wrapping it, or tied by for=): the choice counts when either is.
    const shown = radios.filter((r) => visible(r) || labelsOf(r).some((l) => visible(l)));
    if (!shown.length || inPageChrome(group)) continue;
    const el = group as HTMLElement;
    out.push({ kind: "radios", el, names: groupNames(el, radios), choices: radios });
  }
  return out;
}

/** The labels of a radio: the one wrapping it and those tied to it by for=. */
export function labelsOf(radio: HTMLElement): HTMLElement[] {
  const wrapping = radio.closest("label");
  const tied = radio.id
    ? Array.from(radio.ownerDocument.querySelectorAll<HTMLLabelElement>("label")).filter((l) => l.htmlFor === radio.id)
    : [];
  return [...(wrapping ? [wrapping] : []), ...tied];
}

/**
 * A group's name (issue 49 item 2): its own label (aria-labelledby, aria-label); else the ids every choice names
 * first in its own aria-labelledby (the question, before each answer's text); else a labelled element just around
 * it; else its legend or heading.
 */
function groupNames(group: HTMLElement, choices: readonly HTMLElement[]): Names {
  const names = namesOf(group);
  // Native radios share a name attribute: the group's own ("item_condition" -> "item condition").
  const shared = new Set(choices.map((c) => c.getAttribute("name") ?? ""));
  if (!names.name && shared.size === 1) names.name = nameWords([...shared][0]);
  if (names.label.length || names.aria) return names;
  const doc = group.ownerDocument;
  const lists = choices.map((c) => (c.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean));
  const common = (lists[0] ?? []).filter((id) => lists.every((l) => l.includes(id)));
  if (common.length && choices.length > 1) {
    const text = byIds(doc, common.join(" "))
      .map((l) => labelText(l))
      .join(" ");
    if (text) names.label.push(text);
    return names;
  }
  let node = group.parentElement;
  for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
    if (node.querySelectorAll("input, select, textarea, [role=radiogroup], [role=combobox]").length > choices.length)
      break;
    const outer = namesOf(node);
    if (outer.label.length || outer.aria) return { ...names, label: outer.label, aria: outer.aria };
  }
  // A group's name is its legend or heading (names.legend of a child points at the same group).
  const inner = namesOf(choices[0]);
  if (inner.legend) names.legend = inner.legend;
  return names;
}

function commonAncestor(els: Element[]): HTMLElement | null {
  let node: Element | null = els[0]?.parentElement ?? null;
  while (node && !els.every((e) => node!.contains(e))) node = node.parentElement;
  return node as HTMLElement | null;
}

const BUTTON = "button, [role=button]";

const STEP_WORDS = new Set([...NEXT_WORDS, ...PUBLISH_WORDS, "back", "previous", "cancel"].map(normalise));
/** A form's own Next, Back or Publish: a row holding one is the form's footer, not a choice. */
const isStepButton = (b: HTMLElement) =>
  b.getAttribute("type") === "submit" || STEP_WORDS.has(normalise(b.getAttribute("aria-label") || b.textContent));

/** Segmented buttons: a group (role=group/toolbar, or a container) of two or more buttons, one chosen at a time. */
function buttonGroups(root: Document): Control[] {
  const out: Control[] = [];
  const seen = new Set<Element>();
  const containers = [
    ...Array.from(root.querySelectorAll<HTMLElement>("[role=group], [role=toolbar]")),
    // A row of buttons labelled from outside, with no role ("Condition *" tied by aria-labelledby).
    ...Array.from(root.querySelectorAll<HTMLElement>("div[aria-labelledby], div[aria-label], ul[aria-labelledby]")),
    ...Array.from(root.querySelectorAll<HTMLElement>("[aria-pressed]"))
      .map((b) => b.parentElement)
      .filter((p): p is HTMLElement => Boolean(p)),
  ];
  for (const group of containers) {
    if (seen.has(group) || group.matches("[role=radiogroup]") || inPageChrome(group) || !visible(group)) continue;
    seen.add(group);
    const buttons = Array.from(group.querySelectorAll<HTMLElement>(BUTTON)).filter(
      (b) => b.parentElement === group || b.parentElement?.parentElement === group,
    );
    if (buttons.length < 2 || buttons.some((b) => b.querySelector("input, select, textarea") || isStepButton(b)))
      continue;
    out.push({ kind: "buttons", el: group, names: groupNames(group, buttons), choices: buttons });
  }
  return out;
}

/** Every control of the page that a person could fill, in document order. */
export function discover(root: Document): Control[] {
  const out: Control[] = [];
  const all = Array.from(
    root.querySelectorAll<HTMLElement>(
      "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role=textbox], [role=combobox], [aria-haspopup=listbox], [aria-haspopup=menu], [aria-haspopup=true]",
    ),
  );
  for (const el of all) {
    if (el.tagName === "INPUT" && (el as HTMLInputElement).type === "file") {
      if (!inPageChrome(el)) out.push({ kind: "file", el, names: namesOf(el) });
      continue;
    }
    if (!usable(el)) continue;
    if (el.tagName === "SELECT") {
      if (!(el as HTMLSelectElement).multiple) out.push({ kind: "select", el, names: namesOf(el) });
      continue;
    }
    if (el.tagName === "INPUT") {
      if (!isTextInput(el) || (el as HTMLInputElement).type === "search") continue;
      const typeahead =
        el.getAttribute("role") === "combobox" ||
        (el.getAttribute("aria-autocomplete") ?? "none") !== "none" ||
        el.hasAttribute("list");
      if ((el as HTMLInputElement).readOnly && !typeahead) continue;
      out.push({ kind: "text", el, names: namesOf(el), typeahead });
      continue;
    }
    if (el.tagName === "TEXTAREA") {
      if (!(el as HTMLTextAreaElement).readOnly) out.push({ kind: "text", el, names: namesOf(el), multiline: true });
      continue;
    }
    if (el.isContentEditable || el.getAttribute("contenteditable") !== null) {
      if (el.parentElement?.closest("[contenteditable=''], [contenteditable='true']")) continue;
      out.push({ kind: "text", el, names: namesOf(el), multiline: true });
      continue;
    }
    if (el.getAttribute("role") === "textbox") {
      out.push({ kind: "text", el, names: namesOf(el), multiline: el.getAttribute("aria-multiline") === "true" });
      continue;
    }
    // A custom menu: a combobox, or a button that opens a listbox or a menu. A menu button's own text ("Category")
    // is its name when nothing else names it.
    if (
      el.matches("[aria-haspopup=menu], [aria-haspopup=true]") &&
      !el.matches("button, [role=button], [role=combobox]")
    ) {
      continue;
    }
    const names = namesOf(el);
    if (!names.label.length && !names.aria) {
      const own = ownText(el);
      if (own && own.length <= 80) names.label.push(own);
    }
    out.push({ kind: "combobox", el, names });
  }
  out.push(...radioGroups(root), ...buttonGroups(root));
  return out.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The texts of a control's choices (select options, radios, buttons), for matching option values. */
export function choiceTexts(control: Control): string[] {
  if (control.kind === "select") return Array.from((control.el as HTMLSelectElement).options).map((o) => o.text);
  return (control.choices ?? []).map(choiceText);
}

/** Whether a control offers `value` among its choices (as a person reads them). */
export const offers = (control: Control, value: string) =>
  choiceTexts(control).some((t) => optionKey(t) === optionKey(value));
