import type { FieldMap } from "../../../src/contract/field-maps.ts";
import { optionScore } from "../../../src/contract/form-text.ts";
import { type Control, discover } from "./controls.ts";
import { inPageChrome, isChosen, press, visible, waitFor } from "./dom.ts";
import { locateLevel } from "./locate.ts";
import { type Chosen, choose, typeAndPick } from "./set.ts";

/**
 * A category path ("Electronics & Appliances" > "TVs, Video - Audio") into whatever the form offers (issue 40
 * item 1): menus one after another (a select, a combobox, then its "Subcategory" that appears), or pickers of list
 * items, tiles or chips chosen by their visible text, the second level appearing after the first.
 */

export type CategoryOutcome =
  | { ok: true; picked: string[] }
  | { ok: false; absent: true }
  | { ok: false; absent?: false; reason: string; picked: string[] };

const CLICKABLE =
  "button, a[href], li, label, [role=button], [role=option], [role=menuitem], [role=menuitemradio], [role=tab], [role=radio], [role=link], [tabindex]";

/** Our value and the texts this marketplace shows for it (the map's synonyms). */
export function levelWanted(map: FieldMap, value: string): string[] {
  const spec = map.fields.category;
  const synonyms = spec?.kind === "choice" ? (spec.synonyms?.[value] ?? []) : [];
  return [value, ...synonyms];
}

/** The clickable element (a tile, a chip, a list item) whose own text is `wanted`, best match first. */
export function findTile(doc: Document, wanted: readonly string[]): HTMLElement | null {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  let best: { el: HTMLElement; score: number } | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    if (!text || text.length > 80) continue;
    const score = Math.max(...wanted.map((w, i) => optionScore(text, w) - i * 0.01));
    if (score < 0.8) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest("select, option, script, style, snaplist-assistant")) continue;
    const tile = clickableAround(parent);
    if (!tile || !visible(tile) || inPageChrome(tile)) continue;
    if (!best || score > best.score) best = { el: tile, score };
  }
  return best?.el ?? null;
}

function clickableAround(el: HTMLElement): HTMLElement | null {
  let node: HTMLElement | null = el;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
    if (node.matches(CLICKABLE)) return node;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (style?.cursor === "pointer") return node;
  }
  return null;
}

export interface CategoryInput {
  doc: Document;
  map: FieldMap;
  path: readonly string[];
  /** The form's first category control, when one is named so (else the picker is looked for by its texts). */
  control: Control | null;
  /** Called before a click that may take the page elsewhere, so the choice is remembered there. */
  beforeLeaving: (picked: string[]) => Promise<void>;
}

async function pickIn(control: Control, wanted: string[], path: readonly string[]): Promise<Chosen> {
  if (control.kind === "text") return typeAndPick(control, wanted[0], path.join(" "));
  return choose(control, wanted);
}

/** Menus, level by level, as far as the form's menus go. */
async function byMenus(input: CategoryInput, first: Control): Promise<CategoryOutcome> {
  const picked: string[] = [];
  const used = new Set<HTMLElement>();
  let control: Control | null = first;
  for (let level = 0; level < input.path.length && control; level++) {
    used.add(control.el);
    const last = level === input.path.length - 1;
    if (last) await input.beforeLeaving([...picked, input.path[level]]);
    const r = await pickIn(control, levelWanted(input.map, input.path[level]), input.path);
    if (!r.ok) return { ok: false, reason: `${input.path[level]}: ${r.reason}`, picked };
    picked.push(r.picked);
    if (last) break;
    // The next menu appears once this level is chosen (or the form has no finer level).
    control = await waitFor(() => locateLevel(discover(input.doc), input.map, level + 1, used), 1500);
  }
  return { ok: true, picked };
}

/** Tiles, chips or list items, level by level; the last click may take the form to its next page. */
async function byTiles(input: CategoryInput): Promise<CategoryOutcome> {
  const picked: string[] = [];
  for (let level = 0; level < input.path.length; level++) {
    const wanted = levelWanted(input.map, input.path[level]);
    const tile = level === 0 ? findTile(input.doc, wanted) : await waitFor(() => findTile(input.doc, wanted), 1500);
    if (!tile) {
      if (level === 0) return { ok: false, absent: true };
      // A form without this finer level: the levels chosen are the category.
      break;
    }
    const text = (tile.textContent ?? "").trim();
    const last = level === input.path.length - 1;
    // Any tile may take the page elsewhere: what is chosen so far is remembered first.
    await input.beforeLeaving([...picked, text]);
    press(tile);
    picked.push(text);
    if (last) {
      // Taken: the tile shows it is chosen, or the picker moved on (the tile is gone, or the address changed).
      const from = input.doc.location?.href;
      const taken = await waitFor(
        () => !tile.isConnected || !visible(tile) || isChosen(tile) || input.doc.location?.href !== from,
        2500,
      );
      return taken
        ? { ok: true, picked }
        : { ok: false, reason: `chose "${text}" but the form did not take it`, picked };
    }
  }
  return picked.length ? { ok: true, picked } : { ok: false, absent: true };
}

export function fillCategory(input: CategoryInput): Promise<CategoryOutcome> {
  return input.control ? byMenus(input, input.control) : byTiles(input);
}
