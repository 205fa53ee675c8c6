import type { FieldMap, FieldName, Fingerprint, Locator } from "../../../src/contract/field-maps.ts";
import { nameScore, normalise } from "../../../src/contract/form-text.ts";
import type { Control } from "./controls.ts";
import { foundByText, HEAL_THRESHOLD, type Landmark, roleOfControl, similarity } from "./fingerprint.ts";
import { FIELD_WORDS, NOT_FIELD, SUBLEVEL_WORDS } from "./vocabulary.ts";

/**
 * Which control takes which field (issue 40 items 1 and 3, issue 49 item 1). First by what the control is called:
 * 1. by the marketplace's map (a label, aria-label, placeholder or name it names) - "map";
 * 2. by what the field is called on forms in general ("words").
 * Each control takes at most one field: the surest pairs are made first. Then, only for the fields still not found:
 * 3. by the fingerprints of the controls that took the field in earlier runs - its name, placeholder, section, kind,
 *    and its place among the fields found in 1 and 2 ("heal": reported as healed, with what matched).
 * A field found by 1 or 2 is filled, never "healed", whatever changed around it.
 */

export type Found = "map" | "heal" | "words";

export interface Located {
  control: Control;
  how: Found;
  score: number;
  /** For a healed field: what found it ("found by its placeholder and place in the form"). */
  foundBy?: string;
}

const TEXT_FIELDS: ReadonlySet<FieldName> = new Set(["title", "description", "price", "brand", "model", "location"]);

export function kindFits(field: FieldName, c: Control): boolean {
  if (field === "photos") return c.kind === "file";
  if (c.kind === "file") return false;
  if (field === "condition") return c.kind !== "text";
  if (field === "title" || field === "description" || field === "price") return c.kind === "text";
  return true;
}

function roleFits(role: string | undefined, c: Control): boolean {
  if (!role) return true;
  const r = roleOfControl(c);
  if (role === "combobox") return r === "combobox" || r === "listbox" || c.kind === "combobox" || c.kind === "select";
  if (role === "textbox") return c.kind === "text";
  return r === role;
}

/** How well a map's locator names the control: 1 (equal) or 0.9 (its name starts with it), else 0. */
export function locatorScore(locator: Locator | undefined, c: Control): number {
  if (!locator || !roleFits(locator.role, c)) return 0;
  const n = c.names;
  const visibleNames = [...n.label, n.before, n.legend];
  let best = 0;
  const take = (names: string[], wanted: string[] | undefined, exact = false) => {
    for (const w of wanted ?? []) {
      for (const name of names) {
        const s = exact ? (normalise(name) === normalise(w) ? 1 : 0) : nameScore(name, w);
        if (s >= 0.9 && s > best) best = s;
      }
    }
  };
  take(visibleNames, locator.label);
  take([n.aria, ...n.label], locator.ariaLabel);
  take([n.placeholder], locator.placeholder);
  take([n.name], locator.name, true);
  return best;
}

/** The names by which words find a control: its own first; the section's legend only for groups or nameless ones. */
function wordNames(c: Control): string[] {
  const n = c.names;
  const own = [...n.label, n.aria, n.placeholder, n.name, n.before].filter((s) => normalise(s));
  if (c.kind === "radios" || c.kind === "buttons" || own.length === 0) own.push(n.legend);
  return own;
}

export function wordScore(
  field: FieldName,
  c: Control,
  words: readonly string[] = FIELD_WORDS[field],
  notWords: readonly string[] = NOT_FIELD[field] ?? [],
): number {
  let best = 0;
  for (const name of wordNames(c)) {
    const not = notWords.some((w) => nameScore(name, w) >= 0.75);
    if (not) continue;
    for (const w of words) best = Math.max(best, nameScore(name, w));
  }
  return best >= 0.75 ? best : 0;
}

/** A description belongs in a box of several lines; a title or a price in one line. */
function shapeBonus(field: FieldName, c: Control): number {
  if (field === "description") return c.multiline ? 0.2 : -0.2;
  if (TEXT_FIELDS.has(field) && field !== "location") return c.multiline ? -0.5 : 0;
  return 0;
}

export interface LocateInput {
  fields: readonly FieldName[];
  map: FieldMap;
  fingerprints: Partial<Record<FieldName, Fingerprint[]>>;
}

/** The map's locator for a field: a category's first level when the map names levels. */
export function mapLocator(map: FieldMap, field: FieldName): Locator | undefined {
  const spec = map.fields[field];
  if (!spec) return undefined;
  if (spec.kind === "choice" && spec.levels?.length) return spec.levels[0];
  return spec;
}

/** A pair by what the control is called: the map's locator, else the words forms use. */
function scoreByName(field: FieldName, c: Control, input: LocateInput): Located | null {
  if (!kindFits(field, c)) return null;
  const bonus = shapeBonus(field, c);
  const byMap = locatorScore(mapLocator(input.map, field), c);
  if (byMap) return { control: c, how: "map", score: 3 + byMap + bonus };
  const byWords = wordScore(field, c);
  if (byWords) return { control: c, how: "words", score: 1 + byWords + bonus };
  return null;
}

/** The fields found so far and their controls: where the rest are told to sit. */
export const landmarksOf = (found: ReadonlyMap<FieldName, { control: Control }>): Landmark[] =>
  [...found].map(([field, l]) => ({ field, el: l.control.el }));

/**
 * The fields words did not find, by their fingerprints, best pair first; each healed field becomes a landmark for
 * the next (a renamed title found by its place helps find a renamed price after it).
 */
function heal(controls: readonly Control[], input: LocateInput, out: Map<FieldName, Located>, taken: Set<Control>) {
  for (;;) {
    const landmarks = landmarksOf(out);
    let best: { field: FieldName; located: Located; like: number } | null = null;
    for (const field of input.fields) {
      const prints = input.fingerprints[field] ?? [];
      if (out.has(field) || !prints.length) continue;
      for (const c of controls) {
        if (taken.has(c) || !kindFits(field, c)) continue;
        for (const fp of prints) {
          const like = similarity(fp, c, landmarks);
          if (like.score < HEAL_THRESHOLD || (best && like.score <= best.like)) continue;
          const foundBy = foundByText(like.traits);
          best = { field, like: like.score, located: { control: c, how: "heal", score: 2 + like.score, foundBy } };
        }
      }
    }
    if (!best) return;
    out.set(best.field, best.located);
    taken.add(best.located.control);
  }
}

/** The control for each field the page has, each control used once, surest pairs first. */
export function locate(controls: readonly Control[], input: LocateInput): Map<FieldName, Located> {
  const pairs: Array<Located & { field: FieldName }> = [];
  for (const field of input.fields) {
    for (const c of controls) {
      const pair = scoreByName(field, c, input);
      if (pair) pairs.push({ ...pair, field });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const out = new Map<FieldName, Located>();
  const taken = new Set<Control>();
  for (const p of pairs) {
    if (out.has(p.field) || taken.has(p.control)) continue;
    out.set(p.field, { control: p.control, how: p.how, score: p.score });
    taken.add(p.control);
  }
  heal(controls, input, out, taken);
  return out;
}

/** A category's next menu ("Subcategory"): by the map's level locator, else by the words forms use for it. */
export function locateLevel(
  controls: readonly Control[],
  map: FieldMap,
  level: number,
  exclude: ReadonlySet<HTMLElement>,
): Control | null {
  const spec = map.fields.category;
  const locator = spec?.kind === "choice" ? spec.levels?.[level] : undefined;
  let best: { c: Control; s: number } | null = null;
  for (const c of controls) {
    if (exclude.has(c.el) || c.kind === "file" || c.kind === "text") continue;
    const s = locatorScore(locator, c) * 2 || wordScore("category", c, SUBLEVEL_WORDS, []);
    if (s && (!best || s > best.s)) best = { c, s };
  }
  return best?.c ?? null;
}
