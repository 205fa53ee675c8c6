import type { FieldMap } from "../../../src/contract/field-maps.ts";
import { bestOption, optionKey, optionScore } from "../../../src/contract/form-text.ts";
import { type Control, choiceText, discover } from "./controls.ts";
import { inPageChrome, isChosen, press, visible, waitFor } from "./dom.ts";
import { locateLevel } from "./locate.ts";
import { type Chosen, choose, typeAndPick } from "./set.ts";

/**
 * A category path ("Electronics & Appliances" > "TVs, Video - Audio") into whatever the form offers (issue 40 item 1,
 * issue 49 item 2): menus one after another (a select, a combobox, then its "Subcategory" that appears), or pickers
 * of buttons, tiles, chips or list items chosen by their visible text - a second level appearing under the first on
 * the same page, or on the next page. Each level may be either: a row of tiles under a menu, chips under tiles.
 * A tile's choice is confirmed by what the page shows afterwards: a selected state, a breadcrumb naming it, the next
 * level or the rest of the form appearing, or the page moving on. Nothing shown is "check it", never "not taken".
 */

export type CategoryOutcome =
  | { ok: true; picked: string[]; used: HTMLElement[] }
  | { ok: false; absent: true; used: HTMLElement[] }
  | { ok: false; absent?: false; unconfirmed?: boolean; reason: string; picked: string[]; used: HTMLElement[] };

const CLICKABLE =
  "button, a[href], li, label, [role=button], [role=option], [role=menuitem], [role=menuitemradio], [role=tab], [role=radio], [role=link], [tabindex]";

/** Our value and the texts this marketplace shows for it (the map's synonyms). */
export function levelWanted(map: FieldMap, value: string): string[] {
  const spec = map.fields.category;
  const synonyms = spec?.kind === "choice" ? (spec.synonyms?.[value] ?? []) : [];
  return [value, ...synonyms];
}

/**
 * The clickable element (a tile, a chip, a list item) whose own text is `wanted`, best match first, with that text;
 * never one of `exclude` (the levels already chosen: "Cars & Bikes" is not the "Cars" under it).
 */
export function findTileText(
  doc: Document,
  wanted: readonly string[],
  exclude: ReadonlySet<HTMLElement> = new Set(),
): { el: HTMLElement; text: string } | null {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  let best: { el: HTMLElement; text: string; score: number } | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    if (!text || text.length > 80) continue;
    const score = Math.max(...wanted.map((w, i) => optionScore(text, w) - i * 0.01));
    if (score < 0.8) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest("select, option, script, style, snaplist-assistant")) continue;
    const tile = clickableAround(parent);
    if (!tile || !visible(tile) || inPageChrome(tile) || [...exclude].some((e) => e.contains(tile))) continue;
    if (!best || score > best.score) best = { el: tile, text, score };
  }
  return best ? { el: best.el, text: best.text } : null;
}

export const findTile = (doc: Document, wanted: readonly string[], exclude?: ReadonlySet<HTMLElement>) =>
  findTileText(doc, wanted, exclude)?.el ?? null;

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

/** Class names that mean "this one is chosen" ("is-selected", "chip--active", "on"). */
const CHOSEN_CLASS = /(^|[\s_-])(selected|active|checked|chosen|current|picked|on)($|[\s_-])/i;

/** What the page shows about a tile before it is pressed, to tell afterwards whether the choice was taken. */
interface Before {
  href: string;
  classes: string[];
  mentions: number;
  controls: number;
}

/** The tile and the two elements around it: a chip's <li>, a tile's card. */
const around = (tile: HTMLElement) => [tile, tile.parentElement, tile.parentElement?.parentElement].filter(Boolean);

/** How often the page's visible text names `text` (a breadcrumb, "Selected: TVs" add one). */
function mentions(doc: Document, text: string): number {
  const page = ` ${optionKey(doc.body?.innerText ?? doc.body?.textContent ?? "")} `;
  const want = optionKey(text);
  if (!want) return 0;
  return page.split(` ${want} `).length - 1;
}

function snapshot(doc: Document, tile: HTMLElement, text: string): Before {
  return {
    href: doc.location?.href ?? "",
    classes: around(tile).map((e) => (e as HTMLElement).className?.toString() ?? ""),
    mentions: mentions(doc, text),
    controls: discover(doc).length,
  };
}

/** Whether the page shows the tile's choice taken: selected, named again, the form grown, or moved on. */
function taken(doc: Document, tile: HTMLElement, text: string, before: Before): boolean {
  if (!tile.isConnected || !visible(tile) || (doc.location?.href ?? "") !== before.href) return true;
  const els = around(tile) as HTMLElement[];
  if (els.some((e) => isChosen(e)) || tile.querySelector("[aria-selected=true], [aria-checked=true]")) return true;
  const classes = els.map((e) => e.className?.toString() ?? "");
  if (classes.some((c, i) => c !== before.classes[i] && CHOSEN_CLASS.test(c) && !CHOSEN_CLASS.test(before.classes[i])))
    return true;
  return mentions(doc, text) > before.mentions || discover(doc).length > before.controls;
}

type Level =
  | { ok: true; picked: string; el: HTMLElement | null }
  | { ok: false; reason: string; unconfirmed?: boolean };

/** Presses a tile; answers once the page shows it taken (or, before the last level, the next level appearing). */
async function pressTile(
  input: CategoryInput,
  tile: HTMLElement,
  text: string,
  next: (() => boolean) | null,
): Promise<Level> {
  const before = snapshot(input.doc, tile, text);
  press(tile);
  const shown = await waitFor(() => (next?.() ?? false) || taken(input.doc, tile, text, before), 2500);
  if (shown) return { ok: true, picked: text, el: tile };
  return { ok: false, unconfirmed: true, reason: `chose "${text}": the page shows no sign of it, check it` };
}

const offersAny = (control: Control, wanted: readonly string[]) =>
  control.kind === "select"
    ? bestOption(Array.from((control.el as HTMLSelectElement).options), (o) => o.text, wanted) !== undefined
    : bestOption(control.choices ?? [], choiceText, wanted) !== undefined;

async function pickIn(control: Control, wanted: string[], path: readonly string[]): Promise<Chosen> {
  if (control.kind === "text") return typeAndPick(control, wanted[0], path.join(" "));
  return choose(control, wanted);
}

/**
 * One level: in the menu found for it when that menu offers the value (a select, a combobox, a text box with
 * suggestions), else the tile, chip or button showing its text anywhere on the page (a group of buttons that does not
 * hold it, the row of chips that appeared under the tiles).
 */
async function pickLevel(
  input: CategoryInput,
  level: number,
  menu: Control | null,
  picked: readonly string[],
  used: Set<HTMLElement>,
): Promise<Level | null> {
  const wanted = levelWanted(input.map, input.path[level]);
  const last = level === input.path.length - 1;
  const nextWanted = last ? null : levelWanted(input.map, input.path[level + 1]);
  const asTiles = menu && (menu.kind === "buttons" || menu.kind === "radios");
  if (menu && !asTiles && (menu.kind !== "select" || offersAny(menu, wanted))) {
    if (last) await input.beforeLeaving([...picked, input.path[level]]);
    const r = await pickIn(menu, wanted, input.path);
    if (r.ok || !/no matching/.test(r.reason)) return r.ok ? { ...r, el: menu.el } : r;
  }
  const choice = asTiles ? bestOption(menu.choices ?? [], choiceText, wanted) : undefined;
  const found = choice ? { el: choice, text: choiceText(choice) } : findTileText(input.doc, wanted, used);
  if (!found) return menu ? { ok: false, reason: "no matching choice" } : null;
  const tile = found.el;
  const nextShown = nextWanted ? () => findTile(input.doc, nextWanted, new Set([...used, tile])) !== null : null;
  // Any tile may take the page elsewhere: what is chosen so far is remembered first.
  await input.beforeLeaving([...picked, found.text]);
  return pressTile(input, tile, found.text, nextShown);
}

/** The next level's menu (a "Subcategory" select) or its tiles, once the level before is chosen. */
function nextLevel(input: CategoryInput, level: number, used: ReadonlySet<HTMLElement>) {
  const menu = locateLevel(discover(input.doc), input.map, level, used);
  if (menu) return { menu };
  return findTile(input.doc, levelWanted(input.map, input.path[level]), used) ? { menu: null } : null;
}

export async function fillCategory(input: CategoryInput): Promise<CategoryOutcome> {
  const picked: string[] = [];
  const used = new Set<HTMLElement>();
  const usedList = () => [...used];
  let menu: Control | null = input.control;
  for (let level = 0; level < input.path.length; level++) {
    if (level > 0) {
      // The next level appears once this one is chosen (or the form has no finer level: the levels chosen are it).
      const found = await waitFor(() => nextLevel(input, level, used), 1500);
      if (!found) break;
      menu = found.menu;
    }
    if (menu) used.add(menu.el);
    const r = await pickLevel(input, level, menu, picked, used);
    if (!r) return level === 0 ? { ok: false, absent: true, used: usedList() } : { ok: true, picked, used: usedList() };
    if (!r.ok) {
      const reason = `${input.path[level]}: ${r.reason}`;
      return { ok: false, unconfirmed: r.unconfirmed, reason, picked, used: usedList() };
    }
    if (r.el) used.add(r.el);
    picked.push(r.picked);
  }
  return picked.length ? { ok: true, picked, used: usedList() } : { ok: false, absent: true, used: usedList() };
}
