import type { FastifyReply } from "fastify";
import { RENEWAL_MESSAGES } from "../../../../contract/after-live.ts";
import type { Marketplace, PostingState } from "../../../../contract/enums.ts";
import { LISTING_MESSAGES, type ListingDto } from "../../../../contract/listings.ts";
import type { PageQuery } from "../../../../contract/pagination.ts";
import type { App } from "../../../app-types.ts";
import type { Db } from "../../../db/client.ts";
import { conflict, notFound } from "../../../lib/http-error.ts";
import { decodeExactCursor, sendPage } from "../../../lib/pagination.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { lockListingRow } from "../../listings/admin-repo.ts";
import { recordListingEvent } from "../../listings/history.ts";
import { requireForSale } from "../../listings/lifecycle.ts";
import { listingsChanged } from "../../listings/list-cache.ts";
import { findListing } from "../../listings/repo.ts";
import { isListingId } from "../../listings/service.ts";
import { finishClaimedWork } from "../../work-claims/repo.ts";
import { closeOpenTasks } from "../updates/repo.ts";
import { lifetimeDays } from "./lifetimes/index.ts";
import * as renewals from "./repo.ts";

const DAY_MS = 86_400_000;

/** The Renewals due queue holds posted ads expiring by this time (the clock + RENEWAL_WINDOW_DAYS). */
export const renewalsDueBy = (app: App): Date =>
  new Date(app.clock.now().getTime() + app.config.afterLive.renewalWindowDays * DAY_MS);

const expiryFrom = (app: App, m: Marketplace, from: Date) =>
  new Date(from.getTime() + lifetimeDays(app.config, m) * DAY_MS);

/**
 * Called by setPostingStatus in its transaction, under the listing lock: an ad that becomes posted starts its
 * lifetime by the app's clock; an ad that stops being posted loses its dates, and its open update task with them
 * (the next posting uses the listing as it is).
 */
export async function onPostingStatusChange(
  tx: Db,
  app: App,
  listingId: string,
  marketplace: Marketplace,
  before: PostingState | undefined,
  after: PostingState,
) {
  if (after === "posted" && before !== "posted") {
    const now = app.clock.now();
    const until = expiryFrom(app, marketplace, now);
    await renewals.startLive(tx, listingId, marketplace, now, until);
    await recordListingEvent(tx, listingId, { kind: "live", marketplace, at: now, until });
  } else if (after !== "posted" && before === "posted") {
    await renewals.endLive(tx, listingId, marketplace);
    await closeOpenTasks(tx, { listingId, marketplace }, "reposted", app.clock.now());
    await recordListingEvent(tx, listingId, { kind: "ad_ended", marketplace, at: app.clock.now() });
  }
}

/** GET /api/admin/renewals: due and expired ads, soonest first, as JSON text. */
export async function listRenewalsJson(app: App, reply: FastifyReply, query: PageQuery): Promise<string> {
  const rows = await renewals.renewalsPage(app.db, {
    dueBy: renewalsDueBy(app),
    now: app.clock.now(),
    limit: query.limit,
    after: decodeExactCursor(query.cursor),
  });
  const page = sendPage(reply, rows, query.limit, (r) => ({ at: r.at, id: r.id }));
  return `[${page
    .map(({ id: _id, at: _at, listing, ...rest }) => `${JSON.stringify(rest).slice(0, -1)},"listing":${listing}}`)
    .join(",")}]`;
}

type Action = "renew" | "repost";

/**
 * Renewed: the ad's clock restarts (renewed_at = now, expires_at = now + lifetime). Expired, repost: the posting
 * goes back to pending without URL or dates, so it re-enters the posting queue. Both audited, under the listing's
 * lock; only a posted ad of an unsold listing qualifies (409 otherwise).
 */
export async function recordRenewal(
  app: App,
  actor: Actor,
  listingId: string,
  marketplace: Marketplace,
  action: Action,
  opts: { onceWithinMs?: number } = {},
): Promise<ListingDto> {
  if (!isListingId(listingId)) throw notFound(LISTING_MESSAGES.listingNotFound);
  const sellerId = await app.db.transaction(async (tx) => {
    const listing = await lockListingRow(tx, listingId);
    if (!listing) throw notFound(LISTING_MESSAGES.listingNotFound);
    const posting = await renewals.lockPosting(tx, listing.id, marketplace);
    if (!posting) throw notFound(RENEWAL_MESSAGES.postingNotFound);
    // Only the ads of a listing for sale are renewed or reposted: a sold or withdrawn item's come down.
    requireForSale(listing, { sold: LISTING_MESSAGES.soldStaysOffQueue });
    if (posting.status !== "posted") throw conflict(RENEWAL_MESSAGES.notLive);
    const now = app.clock.now();
    // Today's renewal item: not while another admin is working on it (docs/decisions/160).
    await finishClaimedWork(tx, "renewal", posting.id, actor.id, now);
    const before = {
      marketplace,
      status: posting.status,
      url: posting.url,
      liveSince: posting.liveSince,
      renewedAt: posting.renewedAt,
      expiresAt: posting.expiresAt,
    };
    // The assistant reports a renewal as the page shows it: a second report of the same renewal changes nothing.
    const renewedAgo = posting.renewedAt ? now.getTime() - new Date(posting.renewedAt).getTime() : Infinity;
    if (action === "renew" && opts.onceWithinMs && renewedAgo < opts.onceWithinMs) return listing.userId;
    if (action === "renew") {
      const expiresAt = expiryFrom(app, marketplace, now);
      await renewals.renew(tx, posting.id, now, expiresAt);
      await recordListingEvent(tx, listing.id, { kind: "renewed", marketplace, at: now, until: expiresAt });
      await recordAudit(tx, actor, {
        action: "posting.renew",
        entityType: "listing",
        entityId: listing.id,
        listingId: listing.id,
        before,
        after: { ...before, renewedAt: now.toISOString(), expiresAt: expiresAt.toISOString() },
      });
    } else {
      await renewals.backToQueue(tx, posting.id, actor.id, now);
      await recordListingEvent(tx, listing.id, { kind: "ad_ended", marketplace, at: now });
      await closeOpenTasks(tx, { listingId: listing.id, marketplace }, "reposted", now);
      await recordAudit(tx, actor, {
        action: "posting.repost",
        entityType: "listing",
        entityId: listing.id,
        listingId: listing.id,
        before,
        after: { marketplace, status: "pending", url: null, liveSince: null, renewedAt: null, expiresAt: null },
      });
    }
    return listing.userId;
  });
  listingsChanged(app, sellerId);
  const dto = await findListing(app.db, listingId);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}
