import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";
import { attachPhotos, choose, setText } from "./fill.ts";
import { findButton, findControl } from "./find.ts";
import type { ChoiceField, FieldMap, FieldName, FieldResult, FieldSpec, Locator } from "./types.ts";

/** What each field is filled with, and what its Copy button copies when it could not be filled. */
export function valueFor(field: FieldName, posting: AssistantPosting): string {
  switch (field) {
    case "title":
      return posting.title;
    case "description":
      return posting.description;
    case "price":
      return posting.price;
    case "category":
      return posting.categoryPath.join(" > ");
    case "condition":
      return posting.condition;
    case "location":
      return posting.location;
    case "photos":
      return posting.photos.join("\n");
  }
}

export const FIELD_LABELS: Record<FieldName, string> = {
  category: "Category",
  title: "Title",
  description: "Description",
  price: "Price",
  condition: "Condition",
  location: "Location",
  photos: "Photos",
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (a little) for a control to appear: forms render their next step after a click. */
async function waitForControl(doc: Document, locator: Locator, tries = 40): Promise<HTMLElement | null> {
  for (let i = 0; i < tries; i++) {
    const el = findControl(doc, locator);
    if (el) return el;
    await wait(50);
  }
  return null;
}

async function fillChoice(
  doc: Document,
  spec: ChoiceField,
  wanted: string[],
  field: FieldName,
  posting: AssistantPosting,
) {
  if (field === "category") {
    const levels = spec.levels ?? [spec];
    const chosen: string[] = [];
    for (let i = 0; i < posting.categoryPath.length && i < levels.length; i++) {
      const el = await waitForControl(doc, levels[i], i === 0 ? 40 : 10);
      if (!el) break;
      const picked = await choose(el, [posting.categoryPath[i]]);
      if (!picked) break;
      chosen.push(picked);
    }
    return chosen.length ? chosen.join(" > ") : null;
  }
  const el = await waitForControl(doc, spec);
  if (!el) return null;
  return choose(el, wanted);
}

export interface FillHooks {
  /** The posting's photos as files, in order (fetched by the background with the token). */
  photos: () => Promise<File[]>;
  /** Called when the photos could not be attached: download them for the admin to drag in. */
  downloadPhotos: (files: File[]) => Promise<void>;
}

async function fillField(
  doc: Document,
  field: FieldName,
  spec: FieldSpec | undefined,
  posting: AssistantPosting,
  hooks: FillHooks,
): Promise<FieldResult> {
  const copy = valueFor(field, posting);
  const missing = (detail: string): FieldResult => ({ field, ok: false, detail, copy });
  if (!spec) return missing("Not in this marketplace's field map");
  if (spec.kind === "photos") {
    if (posting.photos.length === 0) return { field, ok: true, detail: "No photos to attach" };
    const files = await hooks.photos();
    const outcome = await attachPhotos(doc, spec, files);
    if (outcome.how !== "none") {
      const s = outcome.count === 1 ? "" : "s";
      const how = outcome.how === "input" ? "into the photo input" : "dropped on the drop zone";
      return { field, ok: true, detail: `${outcome.count} photo${s} attached in order (${how})` };
    }
    await hooks.downloadPhotos(files);
    return missing(`${outcome.reason}: the photos were downloaded; drag them into the form, in order`);
  }
  if (spec.kind === "choice") {
    const wanted = [copy, ...(spec.synonyms?.[copy] ?? [])];
    if (field === "condition") wanted.push(posting.conditionLabel);
    const picked = await fillChoice(doc, spec, wanted, field, posting);
    if (!picked) return missing(`No "${FIELD_LABELS[field]}" menu with a matching option on this form`);
    return { field, ok: true, detail: picked };
  }
  const el = await waitForControl(doc, spec);
  if (!el) return missing(`No "${FIELD_LABELS[field]}" field on this form`);
  const ok = await setText(el, copy);
  return ok ? { field, ok: true, detail: short(copy) } : missing("The field did not take the text");
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);

/**
 * Fills the form step by step from the field map. A field the form lacks is reported, never fatal; the only
 * buttons clicked are a complete step's Next, never one the map lists in neverClick (Publish is the admin's).
 */
export async function fillForm(
  doc: Document,
  map: FieldMap,
  posting: AssistantPosting,
  hooks: FillHooks,
  onResult: (r: FieldResult) => void = () => {},
): Promise<FieldResult[]> {
  const results: FieldResult[] = [];
  for (const step of map.steps) {
    let stepDone = true;
    for (const field of step.fields) {
      let result: FieldResult;
      try {
        result = await fillField(doc, field, map.fields[field], posting, hooks);
      } catch (e) {
        result = {
          field,
          ok: false,
          detail: `Could not fill: ${(e as Error).message}`,
          copy: valueFor(field, posting),
        };
      }
      results.push(result);
      onResult(result);
      if (!result.ok) stepDone = false;
    }
    // Next only when this step is complete: otherwise the admin finishes it by hand, where they can see it.
    if (step.next && stepDone) {
      const next = findButton(doc, step.next, map.neverClick);
      if (next) {
        next.click();
        await wait(50);
      }
    }
  }
  return results;
}
