import type { FieldChange } from "../../../src/contract/after-live.ts";
import type { AssistantUpdate } from "../../../src/contract/assistant-update.ts";
import { updatePlan } from "../../../src/contract/assistant-update.ts";
import type { FieldMap, FieldName } from "../../../src/contract/field-maps.ts";
import { normalise } from "../../../src/contract/form-text.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";

/*
 * An ad's edit page (docs/decisions/141): the posting form again, pre-filled with what the ad shows. The assistant
 * fills only the fields the seller changed, with the same page engine as a posting, on one page and without
 * clicking anything: Save is the admin's, like Publish.
 */

/** The text fields the seller changed (photos are the admin's, listed apart). */
export const changedFields = (update: { changes: readonly FieldChange[] }): FieldName[] =>
  updatePlan(update.changes).fill;

/** The task's new values in the shape the page engine reads (only the changed fields are ever read from it). */
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
    place: { state: null, city: null, locality: null },
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
