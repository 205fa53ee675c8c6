import type { ShownChange, UpdateField } from "../../../../contract/after-live.ts";

/** Which of the kit's parts an update task needs: only the fields the seller changed. */
export function changedKitFields(changes: readonly Pick<ShownChange, "field">[]): Record<UpdateField, boolean> {
  const changed = new Set(changes.map((c) => c.field));
  return {
    title: changed.has("title"),
    description: changed.has("description"),
    price: changed.has("price"),
    photos: changed.has("photos"),
  };
}
