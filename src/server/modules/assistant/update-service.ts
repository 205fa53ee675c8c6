import { UPDATE_TASK_MESSAGES } from "../../../contract/after-live.ts";
import { ASSISTANT_UPDATE_MESSAGES, type AssistantUpdate, updatePlan } from "../../../contract/assistant-update.ts";
import { buildPostingKit } from "../../../contract/marketplace-kit/kit.ts";
import type { App } from "../../app-types.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import { requireForSale } from "../listings/lifecycle.ts";
import { findListing } from "../listings/repo.ts";
import { taskForAssistant } from "../postings/updates/repo.ts";
import { summariseChanges } from "../postings/updates/service.ts";
import { storedPhotoAsJpeg } from "../uploads/jpeg-export.ts";

/*
 * "Update on OLX" (docs/decisions/141): what the posting assistant may read of an update task with its token. Any
 * admin's token reads any open task, as any admin may tick it on the desk; marking it done is the desk's own tick
 * (markTaskDone), audited with the token's admin as the actor.
 */

/** An open task of a live ad of an unsold listing, with its listing; 404 unknown, 409 done or closed. */
async function openTask(app: App, id: string) {
  if (!UUID.test(id)) throw notFound(UPDATE_TASK_MESSAGES.taskNotFound);
  const task = await taskForAssistant(app.db, id);
  if (!task) throw notFound(UPDATE_TASK_MESSAGES.taskNotFound);
  if (task.doneAt) throw conflict(ASSISTANT_UPDATE_MESSAGES[task.closedReason ?? "done"]);
  const listing = await findListing(app.db, task.listingId);
  if (!listing) throw notFound(UPDATE_TASK_MESSAGES.taskNotFound);
  requireForSale(listing, {
    draft: ASSISTANT_UPDATE_MESSAGES.notLive,
    sold: ASSISTANT_UPDATE_MESSAGES.sold,
    withdrawn: ASSISTANT_UPDATE_MESSAGES.withdrawn,
  });
  if (task.postingStatus !== "posted" || !task.adUrl) throw conflict(ASSISTANT_UPDATE_MESSAGES.notLive);
  return { task: { ...task, adUrl: task.adUrl }, listing };
}

/** GET /api/extension/update-tasks/{id}: the changed fields' new values, fitted to the marketplace's form. */
export async function assistantUpdate(app: App, id: string): Promise<AssistantUpdate> {
  const { task, listing } = await openTask(app, id);
  const kit = buildPostingKit(listing, task.marketplace);
  const plan = updatePlan(task.changes);
  return {
    taskId: task.id,
    listingId: task.listingId,
    marketplace: task.marketplace,
    adUrl: task.adUrl,
    changes: summariseChanges(task.changes),
    values: Object.fromEntries(plan.fill.map((f) => [f, kit[f]])),
    photos: plan.photoTexts.length ? { texts: plan.photoTexts, count: listing.imageUrls.length } : null,
  };
}

/** The n-th photo (from 1) of an open task's listing as it is now, as a JPEG (for the admin to upload by hand). */
export async function assistantUpdatePhoto(app: App, id: string, n: number): Promise<Buffer> {
  const { listing } = await openTask(app, id);
  const jpeg = await storedPhotoAsJpeg(app.config, listing.imageUrls[n - 1] ?? null);
  if (!jpeg) throw notFound("Photo not found");
  return jpeg;
}
