import type { FieldName, Fingerprint } from "../../../src/contract/field-maps.ts";
import { normalise, optionKey } from "../../../src/contract/form-text.ts";
import type { Control } from "./controls.ts";
import { primaryName } from "./names.ts";

/**
 * Self-healing (issue 40 item 3, issue 49 item 1): the fingerprint of the control that took a field - what a person
 * sees of it and where it sits among the form's other fields, never its value, generated ids or class names - and
 * how much another control looks like it. Used only for a field that neither the map nor the words found: a field
 * found by its words is simply filled, whatever changed around it.
 */

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export function roleOfControl(c: Control): string {
  const explicit = c.el.getAttribute("role");
  if (explicit) return explicit.split(/\s+/)[0];
  switch (c.kind) {
    case "radios":
      return "radiogroup";
    case "buttons":
      return "group";
    case "select":
    case "combobox":
      return "combobox";
    case "file":
      return "file";
    default:
      return c.typeahead ? "combobox" : "textbox";
  }
}

/** A field recognised on the page and the control that holds it: the landmarks a control's place is told by. */
export interface Landmark {
  field: FieldName;
  el: HTMLElement;
}

const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The recognised fields before and after `el` on the page (by name, sorted: the same place is the same list). */
export function placeOf(el: HTMLElement, landmarks: readonly Landmark[]) {
  const others = landmarks.filter((l) => l.el !== el && !l.el.contains(el) && !el.contains(l.el));
  return {
    fieldsBefore: [...new Set(others.filter((l) => precedes(l.el, el)).map((l) => l.field))].sort(),
    fieldsAfter: [...new Set(others.filter((l) => precedes(el, l.el)).map((l) => l.field))].sort(),
  };
}

export function fingerprintOf(c: Control, landmarks: readonly Landmark[] = []): Fingerprint {
  const fp: Fingerprint = {
    tag: c.el.tagName.toLowerCase(),
    role: roleOfControl(c),
    label: cut(normalise(primaryName(c.names)), 120),
    name: cut(c.names.name, 80),
    placeholder: cut(normalise(c.names.placeholder), 120),
    legend: cut(normalise(c.names.legend), 120),
  };
  const place = placeOf(c.el, landmarks);
  if (place.fieldsBefore.length) fp.fieldsBefore = place.fieldsBefore;
  if (place.fieldsAfter.length) fp.fieldsAfter = place.fieldsAfter;
  return fp;
}

function words(s: string): Set<string> {
  return new Set(optionKey(s).split(" ").filter(Boolean));
}

/** Shared words over all words, 0 to 1 (0 when either is empty: nothing known is no evidence). */
function overlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return 0;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared);
}

/** What of a control matched a fingerprint, as the panel says it. */
export type Trait = "name" | "placeholder" | "label" | "legend" | "place" | "kind";

export const TRAIT_WORDS: Record<Trait, string> = {
  name: "its name",
  placeholder: "its placeholder",
  label: "what is left of its label",
  legend: "its section's heading",
  place: "place in the form",
  kind: "its kind of box",
};

export interface Likeness {
  score: number;
  /** The traits that made the score, strongest first. */
  traits: Trait[];
}

/**
 * Where `el` sits against where the fingerprint's control sat: of the recognised fields both know, the share on the
 * same side (before or after), and how many there were. A redesign that moves one field elsewhere costs one of them.
 */
function placeAgreement(fp: Fingerprint, el: HTMLElement, landmarks: readonly Landmark[]) {
  const before = new Set(fp.fieldsBefore ?? []);
  const after = new Set(fp.fieldsAfter ?? []);
  let known = 0;
  let agree = 0;
  for (const l of landmarks) {
    if (l.el === el || l.el.contains(el) || el.contains(l.el)) continue;
    const wasBefore = before.has(l.field);
    if (!wasBefore && !after.has(l.field)) continue;
    known++;
    if (wasBefore === precedes(l.el, el)) agree++;
  }
  return { known, share: known ? agree / known : 0 };
}

/**
 * How much a control looks like a fingerprint, 0 to 1, and what made it so. Strong traits: the same name attribute or
 * placeholder, the old label's words, and its place among the recognised fields (at least two of them: one landmark
 * says little). Weak ones: the section's heading, its tag and role (a textbox never heals into a menu unless the
 * rest agrees strongly). Weak traits alone never reach the threshold.
 */
export function similarity(fp: Fingerprint, c: Control, landmarks: readonly Landmark[] = []): Likeness {
  const other = fingerprintOf(c);
  const parts: Array<[Trait, number]> = [];
  if (fp.name && fp.name === other.name) parts.push(["name", 0.35]);
  else if (overlap(fp.name, other.name) >= 0.5) parts.push(["name", 0.2 * overlap(fp.name, other.name)]);
  if (fp.placeholder && fp.placeholder === other.placeholder) parts.push(["placeholder", 0.35]);
  else if (overlap(fp.placeholder, other.placeholder) >= 0.5)
    parts.push(["placeholder", 0.3 * overlap(fp.placeholder, other.placeholder)]);
  if (overlap(fp.label, other.label) >= 0.5) parts.push(["label", 0.3 * overlap(fp.label, other.label)]);
  if (fp.legend && fp.legend === other.legend) parts.push(["legend", 0.1]);
  const place = placeAgreement(fp, c.el, landmarks);
  if (place.known && place.share >= 0.75) parts.push(["place", 0.4 * place.share * Math.min(1, place.known / 2)]);
  const sameTag = fp.tag === other.tag;
  const sameRole = fp.role === other.role;
  const kind = (sameTag ? 0.1 : 0) + (sameRole ? 0.1 : 0);
  if (kind) parts.push(["kind", kind]);
  let score = parts.reduce((s, [, w]) => s + w, 0);
  if (!sameTag && !sameRole) score *= 0.7;
  const traits = parts
    .filter(([t]) => t !== "kind" || sameTag)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t);
  return { score: Math.min(1, score), traits };
}

/** The panel's words for what found a control: "found by its placeholder and place in the form". */
export function foundByText(traits: readonly Trait[]): string {
  // The section's heading and the kind of box are named only when little else was.
  const strong = traits.filter((t) => t !== "kind" && t !== "legend");
  const named = (strong.length >= 2 ? strong : traits.filter((t) => t !== "legend" || !strong.length)).slice(0, 3);
  // Its place comes last: "its kind of box and place in the form".
  const ordered = [...named.filter((t) => t !== "place"), ...named.filter((t) => t === "place")];
  const texts = ordered.map((t, i) => (t === "place" && i === 0 ? `its ${TRAIT_WORDS.place}` : TRAIT_WORDS[t]));
  if (!texts.length) return "found by how it looked before";
  return `found by ${texts.length === 1 ? texts[0] : `${texts.slice(0, -1).join(", ")} and ${texts[texts.length - 1]}`}`;
}

/** Above this a control is taken for the field's own (and reported as healed). */
export const HEAL_THRESHOLD = 0.5;
