import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext } from "@playwright/test";
import type { HeldOutSubmission } from "../marketplace-replicas/held-out/serve.ts";
import type { SetForms } from "./run.ts";

/**
 * A replica set by name (issue 49 item 5): any folder of tests/e2e/marketplace-replicas/ whose serve.ts exports a
 * `serveX(context)` answering `{ submissions }` and an `X_FORMS` record in the held-out API
 * (marketplace-replicas/held-out/README.md) - `held-out`, `redesigned`, and the independent sets built later. The
 * benchmark and the journeys' runner take the set they measure this way. No field map or word list is ever changed
 * for a held-out or redesigned set: each measures the assistant on forms it was not tuned to.
 */
export interface ReplicaSet {
  name: string;
  serve(context: BrowserContext): Promise<{ submissions: HeldOutSubmission[] }>;
  forms: SetForms;
}

const REPLICAS = path.resolve(import.meta.dirname, "..", "marketplace-replicas");

export async function loadReplicaSet(name: string): Promise<ReplicaSet> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`"${name}" is not a replica set's folder name`);
  const file = path.join(REPLICAS, name, "serve.ts");
  if (!existsSync(file)) throw new Error(`No replica set "${name}": ${file} is missing`);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  // The set's own names first (held-out-2: serveHeldOut2 and HELD_OUT_2_FORMS), else the first of their kind.
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const serve =
    mod[`serve${pascal}`] ??
    Object.entries(mod).find(([k, v]) => /^serve[A-Z]\w*$/.test(k) && typeof v === "function")?.[1];
  const forms =
    mod[`${name.toUpperCase().replace(/-/g, "_")}_FORMS`] ??
    Object.entries(mod).find(([k, v]) => /^[A-Z][A-Z0-9_]*_FORMS$/.test(k) && v && typeof v === "object")?.[1];
  if (!serve || !forms) throw new Error(`${file} exports no serveX(context) and X_FORMS in the held-out API`);
  for (const m of ["olx", "quikr", "facebook"] as const) {
    if (!(forms as SetForms)[m]?.fields?.length) throw new Error(`${file}: its forms name no fields for ${m}`);
  }
  return { name, serve: serve as ReplicaSet["serve"], forms: forms as SetForms };
}
