import type { Marketplace } from "../../../src/contract/enums.ts";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import {
  type FieldMap,
  type FieldSpec,
  type ServedFieldMap,
  servedFieldMapSchema,
} from "../../../src/contract/field-maps.ts";
import { normalise } from "../../../src/contract/form-text.ts";
import type { EffectiveMap } from "../messages.ts";
import * as api from "./api.ts";

/**
 * The field map the assistant works with (issue 40 item 3, docs/decisions/154): SnapList's current version,
 * fetched at each launch and kept as the last good one; the bundled file is the floor. A map that cannot be
 * fetched or fails the schema is never used: the last good one is, else the bundled one. And whatever is served,
 * the bundled locators stay behind it as fallbacks, so a broken teach never leaves the assistant worse off.
 */

const LAST_GOOD = (m: Marketplace) => `field-map:${m}`;

function union(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  const out = [...(a ?? [])];
  for (const t of b ?? []) if (!out.some((x) => normalise(x) === normalise(t))) out.push(t);
  return out.length ? out : undefined;
}

function mergeSpec(served: FieldSpec, floor: FieldSpec | undefined): FieldSpec {
  if (!floor || floor.kind !== served.kind) return served;
  const merged = { ...served } as FieldSpec & Record<string, unknown>;
  for (const key of ["label", "ariaLabel", "placeholder", "name"] as const) {
    const list = union(served[key], floor[key]);
    if (list) merged[key] = list;
  }
  if (served.role !== floor.role) delete merged.role;
  if (served.kind === "choice" && floor.kind === "choice") {
    const synonyms = { ...(floor.synonyms ?? {}) };
    for (const [k, v] of Object.entries(served.synonyms ?? {})) synonyms[k] = union(v, synonyms[k]) ?? [];
    if (Object.keys(synonyms).length) (merged as typeof served).synonyms = synonyms;
    if (!served.levels && floor.levels) (merged as typeof served).levels = floor.levels;
  }
  return merged;
}

/** The served map with the bundled one behind it: served locators first, bundled ones after; Never-press lists join. */
export function withFloor(served: FieldMap, floor: FieldMap): FieldMap {
  const fields: FieldMap["fields"] = { ...floor.fields };
  for (const [name, spec] of Object.entries(served.fields) as Array<[keyof FieldMap["fields"], FieldSpec]>) {
    fields[name] = mergeSpec(spec, floor.fields[name]);
  }
  return {
    ...floor,
    ...served,
    fields,
    next: union(served.next, floor.next),
    expand: union(served.expand, floor.expand),
    neverClick: union(served.neverClick, floor.neverClick) ?? [],
    save: union(served.save, floor.save),
    renew: served.renew ?? floor.renew,
    remove: served.remove ?? floor.remove,
  };
}

const effective = (served: ServedFieldMap, source: EffectiveMap["source"]): EffectiveMap => ({
  version: served.version,
  map: withFloor(served.map, BUNDLED_FIELD_MAPS[served.marketplace]),
  fingerprints: served.fingerprints,
  source,
});

/** The map for a launch: SnapList's current one, else the last good one, else the bundled one. */
export async function mapFor(marketplace: Marketplace): Promise<EffectiveMap> {
  const fetched = await api.fieldMap(marketplace);
  if (fetched.ok) {
    const checked = servedFieldMapSchema.safeParse(fetched.value);
    if (checked.success && checked.data.marketplace === marketplace) {
      await chrome.storage.local.set({ [LAST_GOOD(marketplace)]: checked.data });
      return effective(checked.data, "snaplist");
    }
  }
  const kept = (await chrome.storage.local.get(LAST_GOOD(marketplace)))[LAST_GOOD(marketplace)];
  const last = servedFieldMapSchema.safeParse(kept);
  if (last.success && last.data.marketplace === marketplace) return effective(last.data, "last-good");
  return { version: 0, map: BUNDLED_FIELD_MAPS[marketplace], fingerprints: {}, source: "bundled" };
}
