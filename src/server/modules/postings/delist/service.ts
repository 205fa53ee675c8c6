import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import { SALE_MESSAGES } from "../../../../contract/sales.ts";
import type { App } from "../../../app-types.ts";
import { notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { finishClaimedWork } from "../../work-claims/repo.ts";
import * as repo from "./repo.ts";

/*
 * Delist tasks (issue 40 item 4, docs/decisions/155): a live ad of a listing that sold or was withdrawn must come
 * down from its marketplace. Ticked by an admin on the desk, or by the assistant once the marketplace shows the ad
 * removed: audited, once.
 */

export interface Ticked {
  task: repo.DelistRow;
  changed: boolean;
}

/**
 * Ticks a task off (or reopens it from the desk). A tick of a ticked task changes nothing and is no error: the box
 * shows the same either way. `saleId`, when given, must be the task's sale (the Sales Tracking card's route).
 */
export async function tickTask(
  app: App,
  actor: Actor,
  taskId: string,
  done: boolean,
  opts: { saleId?: string } = {},
): Promise<Ticked> {
  if (!UUID.test(taskId)) throw notFound(SALE_MESSAGES.taskNotFound);
  const result = await app.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, taskId);
    if (!task || (opts.saleId !== undefined && task.saleId !== opts.saleId)) throw notFound(SALE_MESSAGES.taskNotFound);
    // Today's delist item: not while another admin is working on it (docs/decisions/160).
    if (done) await finishClaimedWork(tx, "delist", task.id, actor.id, app.clock.now());
    const row = await repo.setDone(tx, task.id, done, actor.id, app.clock.now());
    if (row && task.listingId) {
      // The ad is down (or, reopened, up again): it no longer counts as live anywhere (docs/decisions/170). Under
      // the listing's lock, like every change of its postings; the task is locked first, as Undo Sale's cascade does.
      await lockListingRow(tx, task.listingId);
      const ad = await repo.setAdDown(tx, task, done, app.clock.now());
      if (ad) {
        await recordListingEvent(tx, task.listingId, {
          kind: done ? "taken_down" : "ad_back",
          marketplace: task.marketplace,
          at: app.clock.now(),
          until: !done && ad.expiresAt ? new Date(ad.expiresAt) : null,
        });
      }
    }
    if (row) {
      await recordAudit(tx, actor, {
        action: "sale.delist_task",
        entityType: "delist_task",
        entityId: task.id,
        listingId: task.listingId,
        saleId: task.saleId,
        before: { marketplace: task.marketplace, reason: task.reason, done: !done },
        after: { marketplace: task.marketplace, reason: task.reason, done },
      });
    }
    return { task, changed: Boolean(row) };
  });
  // The seller's view of a sold item shows where its ads were taken down.
  if (result.changed && result.task.sellerId) listingsChanged(app, result.task.sellerId);
  return result;
}

/** What the assistant needs to take an ad down: where it is and what it was. */
export async function taskForAssistant(app: App, taskId: string) {
  if (!UUID.test(taskId)) throw notFound(SALE_MESSAGES.taskNotFound);
  const task = await app.db.transaction((tx) => repo.lockTask(tx, taskId));
  if (!task) throw notFound(SALE_MESSAGES.taskNotFound);
  return {
    taskId: task.id,
    marketplace: task.marketplace,
    adUrl: task.url ?? "",
    title: task.title,
    reason: task.reason,
    done: task.doneAt !== null,
  };
}

export const delistLabel = (marketplace: repo.DelistRow["marketplace"]) =>
  `Delist on ${MARKETPLACE_LABELS[marketplace]}`;
