import type { FieldMap, FieldName, Fingerprint } from "../../../src/contract/field-maps.ts";
import { nameScore, normalise } from "../../../src/contract/form-text.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";
import { fillCategory } from "./category.ts";
import { type Control, discover } from "./controls.ts";
import { inPageChrome, ownText, press, settle, visible, waitFor } from "./dom.ts";
import { fingerprintOf } from "./fingerprint.ts";
import { type Located, landmarksOf, locate } from "./locate.ts";
import { isEmpty, spareControls } from "./missing.ts";
import { attachPhotos, photoTarget } from "./photos.ts";
import { type Chosen, choose, setText, suggestionScore, typeAndPick } from "./set.ts";
import type { FieldResult } from "./types.ts";
import { EXPAND_WORDS, NEXT_WORDS, PUBLISH_WORDS } from "./vocabulary.ts";
import { choiceWanted, conditionWanted, valueFor } from "./wanted.ts";

/**
 * One pass over the page in front of the assistant (issue 40 items 1 and 2): find the controls of the fields still
 * to fill, open collapsed sections when a field is not found, fill each field the way its control takes it, and
 * read it back. Nothing is pressed but menus, tiles, collapsed sections and (by the caller) Next.
 */

export interface PageInput {
  doc: Document;
  posting: AssistantPosting;
  map: FieldMap;
  fingerprints: Partial<Record<FieldName, Fingerprint[]>>;
  /** Fields still to fill (done ones are never filled again). */
  fields: readonly FieldName[];
  /**
   * Fields not found here before, which the admin may have filled by hand since: a control that holds something
   * is left as it is (coming back to a step fills nothing twice, issue 49 item 3).
   */
  leaveIfFilled?: ReadonlySet<FieldName>;
  /** Whether the photos were already handed to this form: they are never given twice. */
  photosGiven: boolean;
  /** Remembered before the photos are handed over (so that a reload never gives them again). */
  givingPhotos: () => Promise<void>;
  photos: () => Promise<File[]>;
  /** Called before a click that may take the page elsewhere (a category tile), with the choice so far. */
  beforeLeaving: (field: FieldName, detail: string) => Promise<void>;
}

export interface PageOutcome {
  results: FieldResult[];
  /** The controls that took each field (for Teach, and to clear a field taught elsewhere). */
  controls: Map<FieldName, Control>;
  /** A Publish (Post, Save) button is shown: the form's last step. */
  final: boolean;
  /** The step's Next, when it has one. */
  next: HTMLElement | null;
  /** Empty controls no field took (nor the category's levels): where a field not found may still be. */
  spare: Control[];
}

const PLACE_ORDER: FieldName[] = ["state", "city", "locality"];
const TYPED_FIELDS: ReadonlySet<FieldName> = new Set(["brand", "model", "state", "city", "locality", "location"]);

interface Button {
  el: HTMLElement;
  name: string;
}

export function pageButtons(doc: Document): Button[] {
  return Array.from(
    doc.querySelectorAll<HTMLElement>("button, [role=button], input[type=submit], input[type=button], a[role=button]"),
  )
    .filter((b) => visible(b) && !inPageChrome(b))
    .map((b) => ({
      el: b,
      name: normalise(b.getAttribute("aria-label") || (b as HTMLInputElement).value || b.textContent || ""),
    }))
    .filter((b) => b.name);
}

const matchesAny = (name: string, texts: readonly string[]) => texts.some((t) => normalise(t) === name);

/** Buttons the assistant never presses: the map's and every publishing word. */
export const neverPress = (map: FieldMap, name: string) =>
  matchesAny(name, map.neverClick) || matchesAny(name, PUBLISH_WORDS);

export function findNext(doc: Document, map: FieldMap): HTMLElement | null {
  const texts = [...(map.next ?? []), ...NEXT_WORDS];
  const next = pageButtons(doc).find(
    (b) => matchesAny(b.name, texts) && !neverPress(map, b.name) && !(b.el as HTMLButtonElement).disabled,
  );
  return next?.el ?? null;
}

export const isFinal = (doc: Document, map: FieldMap) => pageButtons(doc).some((b) => neverPress(map, b.name));

/** Opens collapsed sections ("More details") once each; answers whether it opened any. */
async function expandSections(doc: Document, map: FieldMap, opened: Set<Element>): Promise<boolean> {
  const texts = [...(map.expand ?? []), ...EXPAND_WORDS];
  const closed = [
    ...Array.from(doc.querySelectorAll<HTMLElement>("[aria-expanded=false]")),
    ...Array.from(doc.querySelectorAll<HTMLElement>("details:not([open]) > summary")),
  ].filter((e) => visible(e) && !inPageChrome(e) && !opened.has(e) && !e.matches("[role=combobox], select, input"));
  const before = discover(doc).length;
  let any = false;
  for (const el of closed) {
    const name = el.getAttribute("aria-label") || ownText(el);
    if (!texts.some((t) => nameScore(name, t) >= 0.9)) continue;
    opened.add(el);
    press(el);
    any = true;
  }
  // A section may draw its fields a moment after it opens.
  if (any) await waitFor(() => discover(doc).length > before, 1000);
  return any;
}

export async function fillPage(input: PageInput, opened: Set<Element> = new Set()): Promise<PageOutcome> {
  const { doc, map, posting } = input;
  const wanted = input.fields.filter((f) => f !== "photos");
  const find = () => locate(discover(doc), { fields: wanted, map, fingerprints: input.fingerprints });
  let located = find();
  // Fields not found may sit in a collapsed section of a form that is here (some field was found).
  if (located.size && located.size < wanted.length && (await expandSections(doc, map, opened))) located = find();

  const results: FieldResult[] = [];
  const controls = new Map<FieldName, Control>();
  /** Elements the category's levels took (menus, tiles): not spare. */
  const claimed = new Set<HTMLElement>();
  const done = (field: FieldName, at: Located | null, r: Chosen | { ok: true; picked: string }) => {
    if (at) controls.set(field, at.control);
    if (r.ok) {
      const healed = at?.how === "heal";
      results.push({
        field,
        state: healed ? "healed" : "filled",
        detail: r.picked,
        fingerprint: at ? fingerprintOf(at.control, landmarksOf(located)) : undefined,
        ...(healed ? { foundBy: at.foundBy } : {}),
      });
    } else {
      results.push({ field, state: "missed", detail: r.reason, copy: valueFor(field, posting) });
    }
  };

  for (const field of wanted) {
    let at = located.get(field) ?? null;
    if (field === "category") {
      const outcome = await fillCategory({
        doc,
        map,
        path: posting.categoryPath,
        control: at?.control ?? null,
        beforeLeaving: (picked) => input.beforeLeaving("category", picked.join(" > ")),
      });
      for (const el of outcome.used) claimed.add(el);
      if (outcome.ok) done(field, at, { ok: true, picked: outcome.picked.join(" > ") });
      else if (!outcome.absent && outcome.unconfirmed) {
        if (at) controls.set(field, at.control);
        results.push({ field, state: "unconfirmed", detail: outcome.reason });
      } else if (!outcome.absent) done(field, at, { ok: false, reason: outcome.reason });
      if (outcome.ok || !outcome.absent) located = find();
      continue;
    }
    // Cascading menus: a city menu appears once a state is chosen, a locality once a city is.
    if (
      !at &&
      PLACE_ORDER.includes(field) &&
      results.some((r) => PLACE_ORDER.includes(r.field) && r.state !== "missed")
    ) {
      located = (await waitFor(() => (find().has(field) ? find() : null), 1500)) ?? located;
      at = located.get(field) ?? null;
    }
    if (!at) continue;
    if (input.leaveIfFilled?.has(field) && !isEmpty(at.control)) continue;
    done(field, at, await fillOne(field, at.control, input));
  }

  if (input.fields.includes("photos") && !input.photosGiven) {
    const target = photoTarget(
      doc,
      discover(doc),
      map.fields.photos?.kind === "photos"
        ? [
            ...(map.fields.photos.dropZone?.text ?? []),
            ...(map.fields.photos.dropZone?.ariaLabel ?? []),
            ...(map.fields.photos.label ?? []),
          ]
        : [],
    );
    if (target.input || target.zone) {
      await input.givingPhotos();
      const files = await input.photos();
      const r = await attachPhotos(target, files);
      const s = files.length === 1 ? "" : "s";
      if (r.ok) {
        const how = r.how === "input" ? "into the photo box" : "dropped on the photo box";
        results.push({ field: "photos", state: "filled", detail: `${r.count} photo${s} attached in order (${how})` });
      } else if (r.unconfirmed) {
        results.push({
          field: "photos",
          state: "unconfirmed",
          detail: `${r.reason}: check that all ${files.length} show`,
        });
      } else {
        results.push({ field: "photos", state: "missed", detail: r.reason, copy: valueFor("photos", posting) });
      }
    }
  }
  const taken = new Set([...located.values()].map((l) => l.control.el));
  for (const c of controls.values()) taken.add(c.el);
  const spare = spareControls(discover(doc), map, taken, claimed);
  return { results, controls, final: isFinal(doc, map), next: findNext(doc, map), spare };
}

/** A field's value into its control, read back. */
export async function fillOne(field: FieldName, control: Control, input: PageInput): Promise<Chosen> {
  const { posting, map } = input;
  const value = valueFor(field, posting);
  if (field === "condition") return choose(control, conditionWanted(map, posting));
  if (control.kind !== "text") {
    return choose(
      control,
      field === "location" ? [value, posting.place.city ?? value] : choiceWanted(map, field, value),
    );
  }
  const context = contextOf(field, posting);
  if (control.typeahead) {
    // A location box: the most specific part first (a locality), then the city, until a suggestion fits.
    const tries = field === "location" ? [posting.place.locality, posting.place.city, value] : [value];
    let last: Chosen = { ok: false, reason: "nothing to type" };
    for (const typed of tries.filter((t): t is string => Boolean(t))) {
      last = await typeAndPick(control, typed, context);
      if (last.ok) return last;
    }
    return last;
  }
  if (TYPED_FIELDS.has(field)) return typeMaybePick(control, value, context);
  return (await setText(control.el, value))
    ? { ok: true, picked: short(value) }
    : { ok: false, reason: "the field did not keep the text" };
}

/**
 * A plain box that may still offer suggestions (no ARIA says so): type, and if suggestions appear, pick the one that
 * fits; if none appear, the typed text is the value.
 */
async function typeMaybePick(control: Control, value: string, context: string): Promise<Chosen> {
  const doc = control.el.ownerDocument;
  const suggestions = () =>
    Array.from(doc.querySelectorAll<HTMLElement>("[role=option], [role=listbox] li")).filter(
      (s) => visible(s) && suggestionScore(s.textContent ?? "", value, context) > 0,
    );
  const before = new Set(suggestions());
  if (!(await setText(control.el, value, { keepFocus: true }))) {
    control.el.blur();
    return { ok: false, reason: "the field did not keep the text" };
  }
  const fresh = await waitFor(() => suggestions().filter((s) => !before.has(s)).length > 0, 600);
  if (fresh) return typeAndPick(control, value, context, { alreadyTyped: true });
  control.el.blur();
  await settle();
  return { ok: true, picked: short(value) };
}

/**
 * What a suggestion should fit: a city's suggestions are cities (with their state), a location's the whole place.
 * A city box offering "Andheri West, Mumbai" would otherwise take the locality.
 */
function contextOf(field: FieldName, p: AssistantPosting): string {
  const { state, city } = p.place;
  if (field === "city") return [city, state].filter(Boolean).join(", ");
  if (field === "state") return state ?? "";
  if (field === "locality" || field === "location") return p.location;
  return valueFor(field, p);
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);
