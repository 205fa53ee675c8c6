import { FIELD_NAMES, type FieldMap, type FieldName, PLACE_FIELDS } from "../../../src/contract/field-maps.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";
import { CONDITION_WORDS } from "./vocabulary.ts";

/**
 * What each field of a posting is filled with, and what the panel's Copy copies when it could not be filled. A
 * field the posting has no value for (a listing without a brand) is not wanted at all.
 */
export function valueFor(field: FieldName, p: AssistantPosting): string {
  switch (field) {
    case "category":
      return p.categoryPath.join(" > ");
    case "photos":
      return p.photos.join("\n");
    case "brand":
      return p.brand ?? "";
    case "model":
      return p.model ?? "";
    case "state":
      return p.place.state ?? "";
    case "city":
      return p.place.city ?? "";
    case "locality":
      return p.place.locality ?? "";
    default:
      return p[field];
  }
}

/** The fields this posting fills, in the order a form asks them (a category first, photos last). */
export function wantedFields(p: AssistantPosting): FieldName[] {
  return FIELD_NAMES.filter((f) => (f === "category" ? p.categoryPath.length > 0 : valueFor(f, p).trim() !== ""));
}

/** The texts a condition menu may show for ours: the marketplace's name, the map's synonyms, our own words. */
export function conditionWanted(map: FieldMap, p: AssistantPosting): string[] {
  const spec = map.fields.condition;
  const synonyms = spec?.kind === "choice" ? (spec.synonyms?.[p.condition] ?? []) : [];
  return [...new Set([p.condition, ...synonyms, p.conditionLabel, ...(CONDITION_WORDS[p.conditionLabel] ?? [])])];
}

/** A place field's texts: our value and the map's synonyms for it. */
export function choiceWanted(map: FieldMap, field: FieldName, value: string): string[] {
  const spec = map.fields[field];
  return [value, ...(spec?.kind === "choice" ? (spec.synonyms?.[value] ?? []) : [])];
}

/**
 * Whether a field not found on the form's last step counts as missed: the map says this marketplace asks it. The
 * place fields count as one: when any of them was filled, the form's way of asking where was met.
 */
export function expected(map: FieldMap, field: FieldName, filled: ReadonlySet<FieldName>): boolean {
  if (!map.fields[field]) return false;
  if (PLACE_FIELDS.includes(field)) return !PLACE_FIELDS.some((f) => filled.has(f));
  return true;
}
