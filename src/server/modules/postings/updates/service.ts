import type { FastifyReply } from "fastify";
import type { AdminUpdateTask } from "../../../../contract/admin-listings.ts";
import { type ShownChange, summariseChange, UPDATE_TASK_MESSAGES } from "../../../../contract/after-live.ts";
import type { PageQuery } from "../../../../contract/pagination.ts";
import type { App } from "../../../app-types.ts";
import type { Db } from "../../../db/client.ts";
import type { Listing } from "../../../db/schema.ts";
import { notFound } from "../../../lib/http-error.ts";
import { UUID } from "../../../lib/ids.ts";
import { decodeExactCursor, sendPage } from "../../../lib/pagination.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import type { AdFields } from "../../listings/ad-changes.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { forSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { findListingRow } from "../../listings/repo.ts";
import { finishClaimedWork } from "../../work-claims/repo.ts";
import { changesAds, mergeChanges } from "./merge.ts";
import * as tasks from "./repo.ts";

/**
 * Called by every change of a listing's ad fields (the seller's edit, an accepted price suggestion) inside its
 * transaction, under the listing row lock: one open update task per live ad, merged with the one already open
 * (docs/decisions/136). A draft, sold or withdrawn listing has no live ads to update, so it makes none.
 */
export async function recordAdChanges(tx: Db, app: App, listing: Listing, before: AdFields, after: AdFields) {
  if (!forSale(listing) || !changesAds(before, after)) return;
  const live = await tasks.livePostings(tx, listing.id);
  if (live.length === 0) return;
  const open = new Map((await tasks.lockOpenTasks(tx, listing.id)).map((t) => [t.postingId, t]));
  const now = app.clock.now();
  for (const posting of live) {
    const task = open.get(posting.id);
    const changes = mergeChanges(task?.changes, before, after);
    if (changes.length > 0) {
      await tasks.upsertOpenTask(tx, { postingId: posting.id, listingId: listing.id, changes, now });
    } else if (task) {
      await tasks.closeOpenTasks(tx, { taskId: task.id }, "reverted", now);
    }
  }
}

export const summariseChanges = (changes: AdminUpdateTask["changes"] | tasks.TaskRow["changes"]): ShownChange[] =>
  changes.map((c) => ({ ...c, text: summariseChange(c) }) as ShownChange);

/** GET /api/admin/update-tasks: open tasks, oldest first, as JSON text (listing JSON built by the database). */
export async function listOpenTasksJson(app: App, reply: FastifyReply, query: PageQuery): Promise<string> {
  const rows = await tasks.openTasksPage(app.db, query.limit, decodeExactCursor(query.cursor));
  const page = sendPage(reply, rows, query.limit, (r) => ({ at: r.at, id: r.id }));
  return `[${page
    .map((r) => {
      const { at: _at, listing, changes, ...rest } = r;
      const head = JSON.stringify({ ...rest, changes: summariseChanges(changes) });
      return `${head.slice(0, -1)},"listing":${listing}}`;
    })
    .join(",")}]`;
}

/** The admin's tick: audited once; a second tick (or a task closed meanwhile) is a 200 that changes nothing. */
export async function markTaskDone(app: App, actor: Actor, id: string): Promise<{ id: string; done: true }> {
  if (!UUID.test(id)) throw notFound(UPDATE_TASK_MESSAGES.taskNotFound);
  const sellerId = await app.db.transaction(async (tx) => {
    // The listing first, as a seller's edit locks it before its tasks: the two never wait on each other in turn.
    const found = await tasks.taskExists(tx, id);
    if (!found) throw notFound(UPDATE_TASK_MESSAGES.taskNotFound);
    await lockListingRow(tx, found.listingId);
    // Today's update item: not while another admin is working on it (docs/decisions/160).
    await finishClaimedWork(tx, "update", id, actor.id, app.clock.now());
    const done = await tasks.markDone(tx, id, actor.id, app.clock.now());
    if (!done) return null;
    await recordAudit(tx, actor, {
      action: "posting.update_done",
      entityType: "listing",
      entityId: done.listingId,
      listingId: done.listingId,
      before: { marketplace: done.marketplace, updateTask: done.id, done: false },
      after: { marketplace: done.marketplace, updateTask: done.id, done: true, changes: done.changes },
    });
    return (await findListingRow(tx, done.listingId))?.userId ?? null;
  });
  if (sellerId) listingsChanged(app, sellerId);
  return { id, done: true };
}
