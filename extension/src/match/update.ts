import type { FieldChange } from "../../../src/contract/after-live.ts";
import type { AssistantUpdate } from "../../../src/contract/assistant-update.ts";
import { updatePlan } from "../../../src/contract/assistant-update.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";
import { normalise } from "./text.ts";
import type { FieldMap } from "./types.ts";

/*
 * An ad's edit page (docs/decisions/141): the posting form again, pre-filled with what the ad shows. The assistant
 * fills only the fields the seller changed, through the same fillForm and field map as a posting, on one step and
 * without clicking anything: Save is the admin's, like Publish.
 */

/** The field map narrowed to the changed text fields, on one step with no Next. */
export function editMap(map: FieldMap, update: { changes: readonly FieldChange[] }): FieldMap {
  const { fill } = updatePlan(update.changes);
  const fields = Object.fromEntries(fill.flatMap((f) => (map.fields[f] ? [[f, map.fields[f]]] : [])));
  return { ...map, steps: [{ fields: fill }], fields };
}

/** The task's new values in the shape fillForm reads (only the changed fields are ever read from it). */
export function postingFromUpdate(update: AssistantUpdate): AssistantPosting {
  return {
    listingId: update.listingId,
    marketplace: update.marketplace,
    claimExpiresAt: "",
    title: update.values.title ?? "",
    description: update.values.description ?? "",
    price: update.values.price ?? "",
    categoryPath: [],
    condition: "",
    conditionLabel: "",
    brand: null,
    model: null,
    location: "",
    photos: [],
  };
}

/** Whether a clicked element is the edit form's Save (the map's `save` texts), by its visible name. */
export function isSaveButton(el: Element | null, map: Pick<FieldMap, "save">): boolean {
  const button = el?.closest("button, [role=button], input[type=submit]");
  if (!button) return false;
  const name = normalise(
    button.getAttribute("aria-label") || (button as HTMLInputElement).value || button.textContent || "",
  );
  return (map.save ?? []).some((t) => normalise(t) === name);
}
