import type { FieldChange, UpdateField } from "../../../../contract/after-live.ts";
import { compareMoney } from "../../../../contract/money.ts";
import type { AdFields } from "../../listings/ad-changes.ts";

const FIELDS: readonly UpdateField[] = ["price", "title", "description", "photos"];

function same(field: UpdateField, a: string | string[], b: string | string[]): boolean {
  if (field === "photos") {
    const x = a as string[];
    const y = b as string[];
    return x.length === y.length && x.every((u, i) => u === y[i]);
  }
  if (field === "price") return compareMoney(a as string, b as string) === 0;
  return a === b;
}

/**
 * The changes one live ad still needs after an edit (docs/decisions/136). `open` is the ad's open task (if any),
 * `before` the listing as it was just before this edit, `after` as it is now. For each field, the ad shows the open
 * task's `before` when the task names the field, else the listing's value before this edit (every earlier edit
 * reached the ad, or the task would name it); the task must bring it to `after`. A field whose value on the ad is
 * already `after` (an edit undone) drops out. An empty result means the ad is up to date.
 */
export function mergeChanges(
  open: readonly FieldChange[] | undefined,
  before: AdFields,
  after: AdFields,
): FieldChange[] {
  const shown = new Map(open?.map((c) => [c.field, c.before] as const));
  const out: FieldChange[] = [];
  for (const field of FIELDS) {
    const onAd = shown.get(field) ?? before[field];
    const target = after[field];
    if (same(field, onAd, target)) continue;
    out.push({ field, before: onAd, after: target } as FieldChange);
  }
  return out;
}

/** Whether an edit changed anything the ads show. */
export const changesAds = (before: AdFields, after: AdFields) => FIELDS.some((f) => !same(f, before[f], after[f]));
