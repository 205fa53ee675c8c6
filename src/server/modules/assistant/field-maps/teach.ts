import {
  FIELD_LABELS,
  FIELD_MAP_LIMITS,
  FIELD_MAP_MESSAGES,
  type FieldMap,
  type FieldName,
  type FieldSpec,
  type Locator,
  type Teach,
} from "../../../../contract/field-maps.ts";
import { normalise } from "../../../../contract/form-text.ts";
import { badRequest } from "../../../lib/http-error.ts";

/*
 * What an admin's Teach does to a marketplace's map (issue 40 item 3, docs/decisions/154): pure, so that it is
 * tested on its own. A teach adds what it names to the field (the new text first, the old ones kept as fallbacks);
 * teaching what the map already knows changes nothing, so repeated teaches make no new version.
 */

const CHOICE_FIELDS: readonly FieldName[] = ["category", "condition", "state", "city", "locality"];
const LOCATOR_WORDS = {
  label: "label",
  ariaLabel: "accessible name",
  placeholder: "placeholder",
  name: "name",
} as const;

function emptySpec(field: FieldName): FieldSpec {
  if (field === "photos") return { kind: "photos" };
  return CHOICE_FIELDS.includes(field) ? { kind: "choice" } : { kind: "text" };
}

const hasLocators = (spec: FieldSpec) =>
  (["label", "ariaLabel", "placeholder", "name"] as const).some((k) => (spec[k]?.length ?? 0) > 0);

export function applyTeach(map: FieldMap, teach: Teach): { map: FieldMap; changes: string[] } {
  const changes: string[] = [];
  const label = FIELD_LABELS[teach.field];
  const before = map.fields[teach.field];
  const spec: FieldSpec = before ? structuredClone(before) : emptySpec(teach.field);
  if (teach.locator) addLocator(spec, teach.locator, label, changes, !before || !hasLocators(before));
  if (teach.synonym) {
    if (spec.kind !== "choice") throw badRequest(FIELD_MAP_MESSAGES.teachWrongKind);
    const { ours, theirs } = teach.synonym;
    const synonyms = { ...(spec.synonyms ?? {}) };
    const known = synonyms[ours] ?? [];
    if (!known.some((t) => normalise(t) === normalise(theirs))) {
      synonyms[ours] = [theirs, ...known].slice(0, FIELD_MAP_LIMITS.texts);
      if (Object.keys(synonyms).length > FIELD_MAP_LIMITS.synonyms) throw badRequest(FIELD_MAP_MESSAGES.tooLarge);
      spec.synonyms = synonyms;
      changes.push(`${label}: "${ours}" is "${theirs}" here`);
    }
  }
  if (changes.length === 0) return { map, changes };
  return { map: { ...map, fields: { ...map.fields, [teach.field]: spec } }, changes };
}

function addLocator(spec: FieldSpec, locator: Locator, label: string, changes: string[], fresh: boolean) {
  for (const key of ["label", "ariaLabel", "placeholder", "name"] as const) {
    for (const text of locator[key] ?? []) {
      const list = spec[key] ?? [];
      if (list.some((t) => normalise(t) === normalise(text))) continue;
      spec[key] = [text, ...list].slice(0, FIELD_MAP_LIMITS.texts);
      changes.push(`${label}: found by the ${LOCATOR_WORDS[key]} "${text}"`);
    }
  }
  // A role narrows every locator of the field: kept only while the field's controls agree on it.
  if (locator.role && fresh) spec.role = locator.role;
  else if (locator.role && spec.role && spec.role !== locator.role) {
    delete spec.role;
    changes.push(`${label}: any kind of control`);
  }
  // Category levels name each menu; a taught category control is its first level.
  if (spec.kind === "choice" && spec.levels?.length && changes.length) {
    const first = { ...spec.levels[0] };
    for (const key of ["label", "ariaLabel", "placeholder", "name"] as const) {
      const add = (locator[key] ?? []).filter((t) => !(first[key] ?? []).some((x) => normalise(x) === normalise(t)));
      if (add.length) first[key] = [...add, ...(first[key] ?? [])].slice(0, FIELD_MAP_LIMITS.texts);
    }
    spec.levels = [first, ...spec.levels.slice(1)];
  }
}

/** What an edited map changed, field by field, in words (an edit replaces the whole map). */
export function describeEdit(before: FieldMap, after: FieldMap): string[] {
  const changes: string[] = [];
  const names = new Set([...Object.keys(before.fields), ...Object.keys(after.fields)]) as Set<FieldName>;
  for (const field of names) {
    const a = before.fields[field];
    const b = after.fields[field];
    if (!a) changes.push(`${FIELD_LABELS[field]} added`);
    else if (!b) changes.push(`${FIELD_LABELS[field]} removed`);
    else if (JSON.stringify(a) !== JSON.stringify(b)) changes.push(`${FIELD_LABELS[field]} changed`);
  }
  for (const key of ["next", "expand", "neverClick", "save", "renew", "remove"] as const) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes.push(`${key} changed`);
  }
  return changes.length ? changes : ["No change"];
}
