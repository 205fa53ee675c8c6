import { FIELD_NAMES, type FieldMap, type FieldName } from "../../../src/contract/field-maps.ts";
import { normalise } from "../../../src/contract/form-text.ts";
import type { Control } from "./controls.ts";
import { kindFits, locatorScore, mapLocator, wordScore } from "./locate.ts";
import { shownValue } from "./set.ts";
import { SUBLEVEL_WORDS } from "./vocabulary.ts";
import { expected } from "./wanted.ts";

/**
 * Never past a miss (issue 49 item 3, docs/decisions/192): the fields a page may hold that were not found on it, so
 * that Next is not pressed past them. A page may hold a field when it has an empty control that no field took and
 * that nothing else names.
 */

/** Not filled in yet: nothing shown, or a menu's prompt ("Select", "Choose…"). */
export function isEmpty(c: Control): boolean {
  const shown = normalise(shownValue(c));
  return !shown || /^(select|choose|pick)\b/.test(shown);
}

/** Fields whose box is a line or a few: a spare text box may be one of them, a spare menu not. */
const TEXT_ONLY: ReadonlySet<FieldName> = new Set(["title", "description", "price", "brand", "model", "location"]);

/**
 * A control some field's words or the map name (a "Brand" box the posting has no brand for, a "Subcategory" menu past
 * the category's last level): whatever it is, it is not a field that went unfound.
 */
function namedForSomething(c: Control, map: FieldMap): boolean {
  const levels = map.fields.category?.kind === "choice" ? (map.fields.category.levels ?? []) : [];
  return (
    FIELD_NAMES.some((f) => wordScore(f, c) > 0 || locatorScore(mapLocator(map, f), c) > 0) ||
    levels.some((l) => locatorScore(l, c) > 0) ||
    wordScore("category", c, SUBLEVEL_WORDS, []) > 0
  );
}

/** Whether a field not found could be this spare control (a text field in a text box, a choice in a menu). */
const couldBe = (field: FieldName, c: Control) =>
  c.kind !== "file" && kindFits(field, c) && (TEXT_ONLY.has(field) ? c.kind === "text" : c.kind !== "text");

/**
 * The fields still to fill that this page may hold but where nothing was found for them (issue 49 item 3): the
 * marketplace asks them (its map) and the page has an empty control no field took that could be one. Next is not
 * pressed past them. `filled` are the fields filled so far: a place asked one way (a city) needs no other.
 */
export function missingHere(
  fields: readonly FieldName[],
  spare: readonly Control[],
  map: FieldMap,
  filled: ReadonlySet<FieldName>,
): FieldName[] {
  return fields.filter(
    (f) => f !== "photos" && !filled.has(f) && expected(map, f, filled) && spare.some((c) => couldBe(f, c)),
  );
}

/** The page's empty controls that no field took, that no level of the category took, and that nothing else names. */
export function spareControls(
  controls: readonly Control[],
  map: FieldMap,
  taken: ReadonlySet<HTMLElement>,
  claimed: ReadonlySet<HTMLElement>,
): Control[] {
  return controls.filter(
    (c) =>
      !taken.has(c.el) &&
      ![...claimed].some((el) => el.contains(c.el) || c.el.contains(el)) &&
      isEmpty(c) &&
      !namedForSomething(c, map),
  );
}
