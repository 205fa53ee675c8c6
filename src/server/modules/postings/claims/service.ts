import {
  CLAIM_MS,
  type Claim,
  claimedByText,
  minutesLeft,
  type NextPosting,
  POSTING_DESK_MESSAGES,
  type PostingRef,
  SKIP_ENTRY,
  SKIP_ENTRY_INVALID,
} from "../../../../contract/posting-desk.ts";
import type { App } from "../../../app-types.ts";
import { badRequest, conflict, HttpError, notFound } from "../../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { adminListingJson } from "../../listings/admin-repo.ts";
import { requireForSale } from "../../listings/lifecycle.ts";
import {
  type ClaimRow,
  claimOfPosting,
  deleteOwnClaim,
  liveClaims,
  lockPostingTarget,
  type PostingTarget,
  upsertClaim,
  waitingCandidates,
} from "./repo.ts";

/*
 * Posting sessions with claims (issue 29 item 1, docs/decisions/132). Opening a posting claims it for CLAIM_MS;
 * the desk and the assistant renew it while it is open; Mark Posted, Failed, Skip or expiry release it. Every
 * time comes from app.clock.
 */

/** The states a posting waits to be posted in: only these are claimed and offered by Next. */
export const WAITING: ReadonlySet<string> = new Set(["pending", "pending_human"]);

export const isLive = (claim: { expires_at: string } | undefined, now: Date): claim is ClaimRow =>
  !!claim && new Date(claim.expires_at).getTime() > now.getTime();

/** "Asha is posting this (12 min left)" for a claim someone else holds. */
export const heldByOther = (claim: ClaimRow, now: Date) =>
  conflict(claimedByText(claim.admin_name, minutesLeft(claim.expires_at, now)));

export function claimDto(row: ClaimRow, me: string): Claim {
  return {
    listingId: row.listing_id,
    marketplace: row.marketplace,
    adminId: row.admin_id,
    adminName: row.admin_name,
    claimedAt: row.claimed_at,
    expiresAt: row.expires_at,
    mine: row.admin_id === me,
  };
}

/** The posting must exist, its listing unsold, and the posting still waiting (pending or pending_human). */
export function requireWaiting(target: PostingTarget | undefined): asserts target is PostingTarget & {
  posting_id: string;
} {
  if (!target) throw notFound(POSTING_DESK_MESSAGES.postingNotFound);
  requireForSale({ status: target.status_of_listing }, { sold: POSTING_DESK_MESSAGES.sold });
  if (!target.posting_id || !target.status || !WAITING.has(target.status))
    throw conflict(POSTING_DESK_MESSAGES.notWaiting);
}

/**
 * Claims one posting for the actor, or renews their claim for CLAIM_MS more. `renewOnly` (the assistant's
 * renew) never takes a posting the actor did not hold: it answers 409 instead. A newly taken claim is audited;
 * a renewal is not (it would flood the trail once a minute).
 */
export async function claimPosting(
  app: App,
  actor: Actor,
  ref: PostingRef,
  opts: { renewOnly?: boolean } = {},
): Promise<Claim> {
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + CLAIM_MS);
  return app.db.transaction(async (tx) => {
    const target = await lockPostingTarget(tx, ref.listingId, ref.marketplace);
    requireWaiting(target);
    const before = await claimOfPosting(tx, target.posting_id);
    const liveBefore = isLive(before, now);
    if (opts.renewOnly && before?.admin_id !== actor.id) {
      throw liveBefore ? heldByOther(before, now) : conflict(POSTING_DESK_MESSAGES.notClaimed);
    }
    const written = await upsertClaim(tx, { postingId: target.posting_id, adminId: actor.id, now, expiresAt });
    if (!written) {
      const holder = await claimOfPosting(tx, target.posting_id);
      throw holder && isLive(holder, now) ? heldByOther(holder, now) : conflict(POSTING_DESK_MESSAGES.notClaimed);
    }
    const claim = await claimOfPosting(tx, target.posting_id);
    if (!claim) throw conflict(POSTING_DESK_MESSAGES.notClaimed);
    const fresh = !liveBefore || before?.admin_id !== actor.id;
    if (fresh) {
      await recordAudit(tx, actor, {
        action: "posting.claim",
        entityType: "posting",
        entityId: target.posting_id,
        listingId: target.listing_id,
        // An expired claim someone left behind is named, so the trail shows who had it before.
        before: before
          ? { marketplace: ref.marketplace, adminId: before.admin_id, expiresAt: before.expires_at }
          : null,
        after: { marketplace: ref.marketplace, adminId: actor.id, expiresAt: claim.expires_at },
      });
    }
    return claimDto(claim, actor.id);
  });
}

/**
 * Skip: the actor lets go of their claim. Someone else's live claim is a 409; nothing to release is a quiet
 * success (a second Skip, an expired claim).
 */
export async function releasePosting(app: App, actor: Actor, ref: PostingRef): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const target = await lockPostingTarget(tx, ref.listingId, ref.marketplace);
    if (!target) throw notFound(POSTING_DESK_MESSAGES.postingNotFound);
    if (!target.posting_id) return;
    const released = await deleteOwnClaim(tx, target.posting_id, actor.id, now);
    if (released?.live) {
      await recordAudit(tx, actor, {
        action: "posting.release",
        entityType: "posting",
        entityId: target.posting_id,
        listingId: target.listing_id,
        before: { marketplace: ref.marketplace, adminId: actor.id, expiresAt: released.expires_at },
        after: null,
      });
      return;
    }
    const holder = await claimOfPosting(tx, target.posting_id);
    if (isLive(holder, now) && holder.admin_id !== actor.id) throw heldByOther(holder, now);
  });
}

export async function listLiveClaims(app: App, me: string): Promise<Claim[]> {
  return (await liveClaims(app.db, app.clock.now())).map((row) => claimDto(row, me));
}

const CANDIDATES = 10;
const ROUNDS = 5;

/**
 * The session's Next: the best waiting posting nobody else holds, claimed for the actor. Between reading the
 * candidates and claiming one, another admin may take it: the claim refuses, and the next candidate is tried
 * (a fresh read after each batch), so a posting is never handed to two admins and a busy queue still serves.
 */
export async function nextPosting(
  app: App,
  actor: Actor,
  body: { marketplace?: PostingRef["marketplace"]; skip?: string[] } | null | undefined,
): Promise<NextPosting> {
  const skip = (body?.skip ?? []).map((s) => s.toLowerCase());
  if (skip.some((s) => !SKIP_ENTRY.test(s))) throw badRequest(SKIP_ENTRY_INVALID);
  const tried = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const candidates = await waitingCandidates(app.db, {
      adminId: actor.id,
      now: app.clock.now(),
      marketplace: body?.marketplace,
      skip: [...skip, ...tried],
      limit: CANDIDATES,
    });
    if (candidates.length === 0) break;
    for (const c of candidates) {
      const ref = { listingId: c.listing_id, marketplace: c.marketplace };
      try {
        const claim = await claimPosting(app, actor, ref);
        const listing = await adminListingJson(app.db, ref.listingId);
        if (listing) return { claim, listing: JSON.parse(listing) };
      } catch (err) {
        if (!(err instanceof HttpError) || (err.status !== 409 && err.status !== 404)) throw err;
      }
      tried.add(`${ref.listingId}:${ref.marketplace}`);
    }
  }
  throw notFound(POSTING_DESK_MESSAGES.nothingWaiting);
}
