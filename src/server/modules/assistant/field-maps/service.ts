import type { Marketplace } from "../../../../contract/enums.ts";
import { BUNDLED_FIELD_MAPS } from "../../../../contract/field-maps/index.ts";
import {
  FIELD_MAP_MESSAGES,
  type FieldMap,
  type FieldMapVersion,
  type FieldName,
  type FieldSpec,
  type Fingerprint,
  parseFieldMap,
  type ServedFieldMap,
  type Teach,
} from "../../../../contract/field-maps.ts";
import { scrubFingerprint, scrubLocator, scrubText } from "../../../../contract/fingerprint-values.ts";
import type { App } from "../../../app-types.ts";
import type { Db } from "../../../db/client.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import * as repo from "./repo.ts";
import { applyTeach, describeEdit } from "./teach.ts";

/** How many learned fingerprints of each field go out with a map. */
const FINGERPRINTS_PER_FIELD = 5;

/**
 * The current version of a marketplace's map; the bundled file becomes version 1 the first time it is asked for
 * (by whichever server asks first: the unique version makes the others' inserts no-ops).
 */
export async function currentMap(db: Db, marketplace: Marketplace, now: Date): Promise<repo.VersionRow> {
  const found = await repo.currentVersion(db, marketplace);
  if (found) return found;
  await repo.insertVersion(
    db,
    {
      marketplace,
      version: 1,
      map: BUNDLED_FIELD_MAPS[marketplace],
      kind: "bundled",
      changes: ["The bundled map"],
      at: now,
      by: null,
    },
    { ifAbsent: true },
  );
  const seeded = await repo.currentVersion(db, marketplace);
  if (!seeded) throw new Error(`field map of ${marketplace} could not be seeded`);
  return seeded;
}

/**
 * What the assistant fetches at each launch: the current map and the fingerprints learned for its fields - without
 * generated ids, class hashes or amounts, whatever was stored before the server checked them (docs/decisions/184).
 */
export async function servedMap(app: App, marketplace: Marketplace): Promise<ServedFieldMap> {
  const current = await currentMap(app.db, marketplace, app.clock.now());
  const learned = await repo.fingerprintsOf(app.db, marketplace, FINGERPRINTS_PER_FIELD);
  const fingerprints: ServedFieldMap["fingerprints"] = {};
  for (const [field, fps] of Object.entries(learned) as [FieldName, Fingerprint[]][]) {
    const kept = fps.map((fp) => scrubFingerprint(fp)).filter((fp): fp is Fingerprint => fp !== null);
    if (kept.length) fingerprints[field] = kept;
  }
  return { marketplace, version: current.version, map: servedTexts(current.map), fingerprints };
}

/** A map's locator texts as served: the generic parts of the rule stripped (a text left empty goes). */
function servedTexts(map: FieldMap): FieldMap {
  const clean = <T extends Partial<Record<"label" | "ariaLabel" | "placeholder" | "name", string[]>>>(spec: T): T => {
    const out = { ...spec };
    for (const key of ["label", "ariaLabel", "placeholder", "name"] as const) {
      if (out[key]) out[key] = out[key].map((t) => scrubText(t)).filter(Boolean);
    }
    return out;
  };
  const fields: FieldMap["fields"] = {};
  for (const [name, spec] of Object.entries(map.fields) as [FieldName, FieldSpec][]) {
    fields[name] = clean(spec.kind === "choice" && spec.levels ? { ...spec, levels: spec.levels.map(clean) } : spec);
  }
  return { ...map, fields };
}

/** Adds a new version made from the current one by `change`, audited; nothing when it changes nothing. */
async function newVersion(
  app: App,
  actor: Actor,
  marketplace: Marketplace,
  kind: Exclude<FieldMapVersion["kind"], "bundled">,
  change: (
    current: repo.VersionRow,
    tx: Db,
  ) => Promise<{ map: FieldMap; changes: string[] }> | { map: FieldMap; changes: string[] },
): Promise<{ version: number; changed: boolean }> {
  return app.db.transaction(async (tx) => {
    await repo.lockMarketplaceMap(tx, marketplace);
    const now = app.clock.now();
    const current = await currentMap(tx, marketplace, now);
    const { map, changes } = await change(current, tx);
    if (changes.length === 0) return { version: current.version, changed: false };
    const checked = parseFieldMap(map, marketplace);
    if (!checked.ok) throw badRequest(checked.message);
    const version = current.version + 1;
    const id = await repo.insertVersion(tx, {
      marketplace,
      version,
      map: checked.map,
      kind,
      changes,
      at: now,
      by: actor.id,
    });
    await recordAudit(tx, actor, {
      action: `field_map.${kind === "taught" ? "teach" : kind === "edited" ? "edit" : "revert"}`,
      entityType: "field_map",
      entityId: id ?? null,
      before: { marketplace, version: current.version },
      after: { marketplace, version, changes },
    });
    return { version, changed: true };
  });
}

/**
 * An admin's Teach from the assistant's panel: a new version when it teaches something new. What it names a control
 * by is kept without the values of the postings the token works on, generated ids and class hashes
 * (docs/decisions/184); a teach left with nothing to find the field by is refused.
 */
export async function teachMap(app: App, actor: Actor, marketplace: Marketplace, teach: Teach) {
  const values = await repo.valuesOfWork(app.db, actor.id, marketplace, teach.listingId, app.clock.now());
  const locator = teach.locator ? scrubLocator(teach.locator, values) : null;
  if (teach.locator && !locator && !teach.synonym) throw badRequest(FIELD_MAP_MESSAGES.teachOnlyValues);
  const fingerprint = teach.fingerprint ? scrubFingerprint(teach.fingerprint, values) : null;
  const checked: Teach = {
    field: teach.field,
    ...(locator ? { locator } : {}),
    ...(teach.synonym ? { synonym: teach.synonym } : {}),
    ...(fingerprint ? { fingerprint } : {}),
  };
  return newVersion(app, actor, marketplace, "taught", (current) => applyTeach(current.map, checked));
}

/** An owner replaces the whole map (checked; a map that fails the schema is refused and never served). */
export function editMap(app: App, actor: Actor, marketplace: Marketplace, body: unknown) {
  const checked = parseFieldMap(body, marketplace);
  if (!checked.ok) throw badRequest(checked.message);
  return newVersion(app, actor, marketplace, "edited", (current) => ({
    map: checked.map,
    changes: JSON.stringify(current.map) === JSON.stringify(checked.map) ? [] : describeEdit(current.map, checked.map),
  }));
}

/** Back to an earlier version: a new version holding that version's map (the history is never rewritten). */
export function revertMap(app: App, actor: Actor, marketplace: Marketplace, to: number) {
  return newVersion(app, actor, marketplace, "reverted", async (current, tx) => {
    const target = await repo.versionOf(tx, marketplace, to);
    if (!target) throw notFound(FIELD_MAP_MESSAGES.versionNotFound);
    if (target.version === current.version) throw conflict("That version is already the current one");
    return { map: target.map, changes: [`Back to version ${to}`, ...describeEdit(current.map, target.map)] };
  });
}

/** The desk's list: every marketplace's versions, newest first, the current one marked. */
export async function listVersions(app: App): Promise<FieldMapVersion[]> {
  const now = app.clock.now();
  for (const m of Object.keys(BUNDLED_FIELD_MAPS) as Marketplace[]) await currentMap(app.db, m, now);
  const rows = await repo.versionList(app.db, 600);
  const newest = new Map<string, number>();
  for (const r of rows) newest.set(r.marketplace, Math.max(newest.get(r.marketplace) ?? 0, r.version));
  return rows.map((r) => ({ ...r, current: newest.get(r.marketplace) === r.version }));
}

export async function versionMap(app: App, marketplace: Marketplace, version: number): Promise<FieldMap> {
  await currentMap(app.db, marketplace, app.clock.now());
  const row = await repo.versionOf(app.db, marketplace, version);
  if (!row) throw notFound(FIELD_MAP_MESSAGES.versionNotFound);
  return row.map;
}
