import { z } from "zod";
import { isPublishedAdUrl } from "./ad-address.ts";
import { type FieldChange, shownChangeSchema, summariseChange } from "./after-live.ts";
import { MARKETPLACES, type Marketplace } from "./enums.ts";

/*
 * "Update on OLX" (issue 30 item 1, docs/decisions/141): the admin desk opens the live ad's edit page with the update
 * task in the launch fragment (assistantLaunchUrl, kind "update"); the posting assistant fetches the task, fills only
 * the changed fields, and marks the task done once the admin has saved and the tab is back on the same ad.
 */

/** The ad's own id in its published address: OLX's `-iid-<digits>`, Facebook's item number, Quikr's AdIdZ. */
export function adIdOf(marketplace: Marketplace, url: string): string | null {
  if (!isPublishedAdUrl(marketplace, url)) return null;
  const path = new URL(url).pathname;
  const m =
    marketplace === "olx"
      ? /-iid-(\d{1,20})(?:[/]|$)/i.exec(path)
      : marketplace === "facebook"
        ? /^\/marketplace\/item\/(\d{1,25})(?:[/]|$)/.exec(path)
        : /W0QQAdIdZ(\d{1,20})(?:[/]|$)/i.exec(path);
  return m ? m[1] : null;
}

/**
 * The ad's edit page (sources in docs/decisions/141): Facebook's is public (`/marketplace/edit/?listing_id=`);
 * OLX's and Quikr's were not in any public capture and are derived from the ad's id (the decision says how).
 * Null when the ad's address carries no id: the desk then shows no "Update on" button.
 */
export function adEditUrl(marketplace: Marketplace, adUrl: string): string | null {
  const id = adIdOf(marketplace, adUrl);
  if (!id) return null;
  switch (marketplace) {
    case "olx":
      return `https://www.olx.in/editad/${id}`;
    case "facebook":
      return `https://www.facebook.com/marketplace/edit/?listing_id=${id}`;
    case "quikr":
      return `https://www.quikr.com/post-classifieds-ads/?editAdId=${id}`;
  }
}

/** Whether `url` is the same ad as `adUrl` on that marketplace (where the edit page's Save leads back to). */
export function isSameAd(marketplace: Marketplace, url: string, adUrl: string): boolean {
  const id = adIdOf(marketplace, url);
  return id !== null && id === adIdOf(marketplace, adUrl);
}

/** The text fields the assistant fills on an edit page; photos are listed for the admin, never replaced. */
export const FILLED_UPDATE_FIELDS = ["title", "description", "price"] as const;
export type FilledUpdateField = (typeof FILLED_UPDATE_FIELDS)[number];

/**
 * What the assistant does with a task's changes: fill the changed text fields (in the form's order), and list the
 * photo changes ("Photo 2 replaced") for the admin to do by hand, since replacing one photo of a live ad cannot be
 * done reliably without deleting the ad's photos.
 */
export function updatePlan(changes: readonly FieldChange[]): { fill: FilledUpdateField[]; photoTexts: string[] } {
  const changed = new Set(changes.map((c) => c.field));
  const photos = changes.find((c) => c.field === "photos");
  return {
    fill: FILLED_UPDATE_FIELDS.filter((f) => changed.has(f)),
    photoTexts: photos ? summariseChange(photos).split(", ") : [],
  };
}

/** GET /api/extension/update-tasks/{id}: an open update task, its new values fitted to the marketplace's form. */
export const assistantUpdateSchema = z.object({
  taskId: z.string(),
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  adUrl: z.string(),
  changes: z.array(shownChangeSchema),
  /** Only the changed text fields, fitted like the posting kit (title and description cut to the form's limits). */
  values: z.object({ title: z.string(), description: z.string(), price: z.string() }).partial(),
  /** When the photos changed: what changed, and how many photos the listing has now (fetched 1..count). */
  photos: z.object({ texts: z.array(z.string()), count: z.number().int() }).nullable(),
});
export type AssistantUpdate = z.infer<typeof assistantUpdateSchema>;

export const updateTaskIdParams = z.object({ id: z.string().max(100, "Update task not found") });
export const updateTaskPhotoParams = updateTaskIdParams.extend({
  n: z.coerce
    .number({ message: "Not a valid photo number" })
    .int("Not a valid photo number")
    .min(1, "Not a valid photo number")
    .max(50, "Not a valid photo number"),
});

export const ASSISTANT_UPDATE_MESSAGES = {
  done: "This update is already done: the ad shows the seller's edit",
  sold: "This listing was sold meanwhile: the ad needs removing, not updating (see Delist tasks)",
  withdrawn: "This listing was taken off sale meanwhile: the ad needs removing, not updating (see Delist tasks)",
  reverted: "The seller changed it back: there is nothing left to update on this ad",
  reposted: "This ad is no longer live: the listing goes back through the posting queue",
  notLive: "This ad is no longer live on the marketplace",
} as const;
