import type { Fingerprint } from "../../../src/contract/field-maps.ts";
import { normalise, optionKey } from "../../../src/contract/form-text.ts";
import type { Control } from "./controls.ts";
import { primaryName } from "./names.ts";

/**
 * Self-healing locators (issue 40 item 3): the fingerprint of the control that took a field - what a person sees of
 * it, never its value, generated ids or class names - and how much another control looks like it.
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

export function fingerprintOf(c: Control): Fingerprint {
  return {
    tag: c.el.tagName.toLowerCase(),
    role: roleOfControl(c),
    label: cut(normalise(primaryName(c.names)), 120),
    name: cut(c.names.name, 80),
    placeholder: cut(normalise(c.names.placeholder), 120),
    legend: cut(normalise(c.names.legend), 120),
  };
}

function words(s: string): Set<string> {
  return new Set(optionKey(s).split(" ").filter(Boolean));
}

/** Shared words over all words, 0 to 1 (0 when both are empty: nothing known is no evidence). */
function overlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return 0;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared);
}

/**
 * How much a control looks like a fingerprint, 0 to 1. Its label counts most; then its name attribute, placeholder,
 * the section it is in, and its kind (a textbox never heals into a menu unless the rest agrees strongly).
 */
export function similarity(fp: Fingerprint, c: Control): number {
  const other = fingerprintOf(c);
  let score = 0.4 * overlap(fp.label, other.label);
  if (fp.name && fp.name === other.name) score += 0.25;
  else score += 0.1 * overlap(fp.name, other.name);
  score += 0.15 * overlap(fp.placeholder, other.placeholder);
  score += 0.1 * (fp.legend && fp.legend === other.legend ? 1 : overlap(fp.legend, other.legend));
  score += fp.role === other.role ? 0.1 : 0;
  if (fp.tag !== other.tag) score *= 0.8;
  return score;
}

/** Above this a control is taken for the field's own (and reported as healed). */
export const HEAL_THRESHOLD = 0.45;
