import type { BrowserContext } from "@playwright/test";
import type { HeldOutForm, HeldOutMarketplace, HeldOutSubmission } from "../held-out/serve.ts";
import { HELD_OUT_2_FORMS, on, serveHeldOut2Design } from "../held-out-2/serve.ts";

/**
 * The second held-out set after a redesign (README.md beside this file): the same three forms' parts laid out
 * otherwise (labels renamed, several outside the assistant's word lists; fields reordered, one moved to another step,
 * a group regrouped; new generated ids and classes), served at the same addresses as the second set: a test serves
 * either this or `serveHeldOut2`, never both in one context. No field map or word list may ever be changed for it.
 */

/** The same start addresses and publish buttons as the original's; the fields in their new order and steps. */
export const HELD_OUT_2_REDESIGNED_FORMS: Record<HeldOutMarketplace, HeldOutForm> = {
  olx: {
    ...HELD_OUT_2_FORMS.olx,
    fields: [
      ...on("category", "category", "subcategory", "brand"),
      ...on("details", "title", "description", "photos", "condition", "price", "state", "city", "locality"),
    ],
  },
  quikr: {
    ...HELD_OUT_2_FORMS.quikr,
    fields: on(
      "form",
      "category",
      "subcategory",
      "title",
      "brand",
      "model",
      "condition",
      "description",
      "price",
      "photos",
      "city",
      "locality",
    ),
  },
  facebook: {
    ...HELD_OUT_2_FORMS.facebook,
    fields: on("details", "photos", "title", "price", "category", "brand", "description", "condition", "location"),
  },
};

/** Serves the redesign of the second held-out set; returns the submissions (one per publish, in order). */
export function serveHeldOut2Redesigned(context: BrowserContext): Promise<{ submissions: HeldOutSubmission[] }> {
  return serveHeldOut2Design(context, import.meta.dirname);
}
