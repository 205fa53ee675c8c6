import type { Claim } from "../../../contract/posting-desk.ts";
import { type AdminRole, can } from "../../../contract/roles.ts";
import {
  URGENT_KINDS,
  WORK_CLAIM_MINUTES,
  WORK_KIND_PERMISSION,
  WORK_KINDS,
  WORK_QUEUE_MESSAGES,
  type WorkClaim,
  type WorkCounts,
  type WorkItem,
  type WorkKind,
  type WorkQueue,
  type WorkQueueQuery,
} from "../../../contract/work-queue.ts";
import type { App } from "../../app-types.ts";
import { badRequest, forbidden, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../audit/record.ts";
import { claimPosting, releasePosting } from "../postings/claims/service.ts";
import {
  type ClaimKind,
  deleteOwnWorkClaim,
  heldByOtherError,
  isLiveClaim,
  upsertWorkClaim,
  workClaimOf,
} from "../work-claims/repo.ts";
import { SOURCES } from "./sources/index.ts";
import { postingRefOf } from "./sources/posting.ts";
import type { After, CountQuery, SourceRow } from "./sources/shared.ts";
import { readTargets } from "./targets.ts";

/*
 * Today (issue 41, docs/decisions/160): every kind of admin work in one queue. The order is (rank, due, kind, id):
 * urgent kinds (delists) first, then everything else by due time - overdue items are simply those due before now,
 * so they come first, most overdue first, and the rest follow by time left. Each source reads its own index in due
 * order; the page is the first `limit` of their merge, and the cursor is the last item's key.
 */

const rankOf = (kind: WorkKind) => (URGENT_KINDS.has(kind) ? 0 : 1);
const kindIndex = (kind: WorkKind) => WORK_KINDS.indexOf(kind);

/** The kinds a role may see and work. */
export const kindsFor = (role: AdminRole) => WORK_KINDS.filter((k) => can(role, WORK_KIND_PERMISSION[k]));

interface Cursor {
  rank: number;
  due: string;
  kind: number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.rank, c.due, c.kind, c.id])).toString("base64url");

function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 4) {
      const [rank, due, kind, id] = value;
      if (
        (rank === 0 || rank === 1) &&
        typeof due === "string" &&
        DUE.test(due) &&
        !Number.isNaN(Date.parse(due)) &&
        Number.isInteger(kind) &&
        kind >= 0 &&
        kind < WORK_KINDS.length &&
        typeof id === "string" &&
        UUID.test(id)
      ) {
        return { rank, due, kind, id };
      }
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest(WORK_QUEUE_MESSAGES.invalidCursor);
}

/** Where a source continues after the cursor: nothing of it (an earlier rank), all of it, or after a due time. */
function afterFor(kind: WorkKind, cursor: Cursor | undefined): After | undefined | "none" {
  if (!cursor) return undefined;
  const rank = rankOf(kind);
  if (rank < cursor.rank) return "none";
  if (rank > cursor.rank) return undefined;
  const k = kindIndex(kind);
  return { due: cursor.due, id: cursor.id, tie: k > cursor.kind ? "ge" : k < cursor.kind ? "gt" : "id" };
}

const compare = (a: Keyed, b: Keyed) =>
  a.rank - b.rank ||
  (a.row.due < b.row.due ? -1 : a.row.due > b.row.due ? 1 : 0) ||
  a.k - b.k ||
  (a.row.id < b.row.id ? -1 : 1);

interface Keyed {
  kind: WorkKind;
  rank: number;
  k: number;
  row: SourceRow;
}

function itemOf({ kind, row }: Keyed, now: Date, me: string): WorkItem {
  const dueAt = new Date(row.due);
  return {
    kind,
    id: row.id,
    title: row.title,
    detail: row.detail,
    marketplace: row.marketplace,
    listingId: row.listingId,
    since: row.since,
    dueAt: dueAt.toISOString(),
    overdue: dueAt.getTime() <= now.getTime(),
    claim: row.claim ? { ...row.claim, mine: row.claim.adminId === me } : null,
    adUrl: row.adUrl,
    saleId: row.saleId,
    sellerId: row.sellerId,
    expired: row.expired,
    acceptAmount: row.acceptAmount ?? null,
  };
}

/** Counts per kind the role may work, whatever the page's filters (the header and the page title). */
async function countsFor(
  app: App,
  kinds: WorkKind[],
  base: Omit<CountQuery, "minutes">,
  targets: WorkQueue["targets"],
) {
  const counted = await Promise.all(kinds.map((k) => SOURCES[k].count(app.db, { ...base, minutes: targets[k] })));
  const counts: WorkCounts = {};
  kinds.forEach((k, i) => {
    counts[k] = counted[i];
  });
  return counts;
}

export async function workQueue(app: App, role: AdminRole, me: string, query: WorkQueueQuery): Promise<WorkQueue> {
  const allowed = kindsFor(role);
  if (query.kind && !allowed.includes(query.kind)) {
    throw forbidden(`Your role does not work on ${query.kind} items.`);
  }
  if (query.mine && query.unclaimed) throw badRequest("Choose mine or unclaimed, not both");
  const cursor = decodeCursor(query.cursor);
  const now = app.clock.now();
  const targets = await readTargets(app.db);
  const renewalWindowDays = app.config.afterLive.renewalWindowDays;
  const kinds = query.kind ? [query.kind] : allowed;
  const claim = query.mine ? "mine" : query.unclaimed ? "unclaimed" : "any";
  const [pages, counts] = await Promise.all([
    Promise.all(
      kinds.map(async (kind): Promise<Keyed[]> => {
        const after = afterFor(kind, cursor);
        if (after === "none") return [];
        const rows = await SOURCES[kind].page(app.db, {
          now,
          minutes: targets[kind],
          marketplace: query.marketplace,
          claim,
          adminId: me,
          after,
          limit: query.limit + 1,
          renewalWindowDays,
        });
        return rows.map((row) => ({ kind, rank: rankOf(kind), k: kindIndex(kind), row }));
      }),
    ),
    countsFor(app, allowed, { now, renewalWindowDays }, targets),
  ]);
  const merged = pages.flat().sort(compare);
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((k) => itemOf(k, now, me)),
    counts,
    nextCursor:
      merged.length > query.limit && last
        ? encodeCursor({ rank: last.rank, due: last.row.due, kind: last.k, id: last.row.id })
        : null,
    now: now.toISOString(),
    targets,
  };
}

export async function workCounts(app: App, role: AdminRole) {
  const now = app.clock.now();
  const targets = await readTargets(app.db);
  const counts = await countsFor(
    app,
    kindsFor(role),
    { now, renewalWindowDays: app.config.afterLive.renewalWindowDays },
    targets,
  );
  return { counts, now: now.toISOString() };
}

const claimAnswer = (c: Claim): WorkClaim => ({
  adminId: c.adminId,
  adminName: c.adminName,
  expiresAt: c.expiresAt,
  mine: c.mine,
});

/**
 * Opening an item claims it for the actor for WORK_CLAIM_MINUTES, or renews their claim: one admin works on an item
 * at a time. A posting's claim is the posting desk's (decision 132); the other kinds' are work_claims. 404 when the
 * item is no longer in the queue, 409 with the holder's name when another admin holds it. A new claim is audited,
 * a renewal not.
 */
export async function claimItem(app: App, actor: Actor, kind: WorkKind, id: string): Promise<WorkClaim> {
  if (kind === "posting") {
    const ref = await postingRefOf(app.db, id);
    if (!ref) throw notFound(WORK_QUEUE_MESSAGES.itemNotFound);
    return claimAnswer(await claimPosting(app, actor, ref));
  }
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + WORK_CLAIM_MINUTES * 60_000);
  const base = {
    now,
    minutes: (await readTargets(app.db))[kind],
    renewalWindowDays: app.config.afterLive.renewalWindowDays,
  };
  return app.db.transaction(async (tx) => {
    if (!(await SOURCES[kind].isOpen(tx, id, base))) throw notFound(WORK_QUEUE_MESSAGES.itemNotFound);
    const before = await workClaimOf(tx, kind, id);
    const liveBefore = isLiveClaim(before, now);
    const written = await upsertWorkClaim(tx, { kind, itemId: id, adminId: actor.id, now, expiresAt });
    const claim = await workClaimOf(tx, kind, id);
    if (!written || !claim) {
      if (claim && isLiveClaim(claim, now)) throw heldByOtherError(claim, now);
      throw notFound(WORK_QUEUE_MESSAGES.itemNotFound);
    }
    if (!liveBefore || before?.admin_id !== actor.id) {
      await recordAudit(tx, actor, {
        action: "work.claim",
        entityType: "work_item",
        entityId: id,
        before: before ? { kind, adminId: before.admin_id, expiresAt: before.expires_at } : null,
        after: { kind, adminId: actor.id, expiresAt: claim.expires_at },
      });
    }
    return { adminId: claim.admin_id, adminName: claim.admin_name, expiresAt: claim.expires_at, mine: true };
  });
}

/** Letting go of an item (Skip, or the work done elsewhere): someone else's live claim is a 409, none a no-op. */
export async function releaseItem(app: App, actor: Actor, kind: WorkKind, id: string): Promise<void> {
  if (kind === "posting") {
    const ref = await postingRefOf(app.db, id);
    if (!ref) return;
    return releasePosting(app, actor, ref);
  }
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const released = await deleteOwnWorkClaim(tx, kind as ClaimKind, id, actor.id, now);
    if (released?.live) {
      await recordAudit(tx, actor, {
        action: "work.release",
        entityType: "work_item",
        entityId: id,
        before: { kind, adminId: actor.id, expiresAt: released.expires_at },
        after: null,
      });
      return;
    }
    const holder = await workClaimOf(tx, kind as ClaimKind, id);
    if (isLiveClaim(holder, now) && holder.admin_id !== actor.id) throw heldByOtherError(holder, now);
  });
}
