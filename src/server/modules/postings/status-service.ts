import type { z } from "zod";
import { adHeldElsewhereText, adKey, adUrlProblemText, checkAdUrl } from "../../../contract/ad-address.ts";
import {
  DEFAULT_FAILURE_REASON,
  MARKETPLACE_LABELS,
  type PostingState,
  WITHDRAWN_SOLD,
} from "../../../contract/enums.ts";
import { LISTING_MESSAGES, type ListingDto, type postingStatusUpdateSchema } from "../../../contract/listings.ts";
import { statusNotice } from "../../../contract/notices.ts";
import { POSTING_DESK_MESSAGES } from "../../../contract/posting-desk.ts";
import { isCleanText, TEXT_MESSAGES } from "../../../contract/text.ts";
import type { App } from "../../app-types.ts";
import { violatedUnique } from "../../db/errors.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { type Actor, recordAudit } from "../audit/record.ts";
import { currentPosting, lockListingRow } from "../listings/admin-repo.ts";
import { forSale, requireForSale } from "../listings/lifecycle.ts";
import { listingsChanged } from "../listings/list-cache.ts";
import { findListing, upsertPosting } from "../listings/repo.ts";
import { isListingId } from "../listings/service.ts";
import { deliverAfterCommit } from "../notifications/mailer.ts";
import { notifyUser } from "../notifications/service.ts";
import { adHolder, clearAdClash } from "./ad-addresses/repo.ts";
import { claimOf, deleteClaimOf } from "./claims/repo.ts";
import { heldByOther, isLive, WAITING } from "./claims/service.ts";
import { createForLateAd } from "./delist/repo.ts";
import { onPostingStatusChange } from "./renewals/service.ts";

type StatusUpdate = z.output<typeof postingStatusUpdateSchema>;

/*
 * A posting's status as admins set it (spec section 4): posted with its ad's address, failed with a reason, back to
 * pending or to manual review. Every change is audited and told to the seller in the same transaction.
 */

/**
 * An admin sets one marketplace's posting state. Posted needs an http(s) URL; failed keeps a reason
 * (default per spec). The change records who and when, and the seller's system message is written in the
 * same transaction, so a status never changes without its notice.
 */
export async function setPostingStatus(
  app: App,
  actor: Actor,
  listingId: string,
  input: StatusUpdate,
  opts: { requireOwnClaim?: boolean } = {},
): Promise<ListingDto> {
  const adminId = actor.id;
  for (const text of [input.postingUrl, input.failureReason]) {
    if (text && !isCleanText(text)) throw badRequest(TEXT_MESSAGES.invalidCharacters);
  }
  const url = input.postingUrl?.trim() || null;
  if (input.status === "posted") {
    if (!url) throw badRequest(LISTING_MESSAGES.urlRequired);
    // Only the marketplace's own ad address is stored: the seller's notice links to it (docs/decisions/153).
    const checked = checkAdUrl(input.platform, url);
    if (!checked.ok) throw badRequest(adUrlProblemText(input.platform, checked.problem));
  }
  const reason = input.status === "failed" ? input.failureReason?.trim() || DEFAULT_FAILURE_REASON : null;
  const storedUrl = input.status === "posted" ? url : null;
  // One ad, one listing (docs/decisions/182): the ad's key, as postings.ad_key computes it.
  const key = storedUrl ? adKey(input.platform, storedUrl) : null;
  const heldElsewhere = async (db: typeof app.db) => {
    const holder = key ? await adHolder(db, key, listingId) : undefined;
    return holder ? conflict(adHeldElsewhereText(input.platform, holder.title)) : undefined;
  };
  const written = await app.db
    .transaction(async (tx) => {
      // The lock makes concurrent changes of one listing (and its deletion) take turns: no lost update,
      // no notice for a listing deleted meanwhile, no foreign-key error (docs/decisions/062).
      const listing = isListingId(listingId) ? await lockListingRow(tx, listingId) : undefined;
      if (!listing)
        throw notFound(opts.requireOwnClaim ? POSTING_DESK_MESSAGES.postingNotFound : LISTING_MESSAGES.listingNotFound);
      const now = await currentPosting(tx, listing.id, input.platform);
      // Another admin's live claim means they are posting it right now (issue 29, docs/decisions/132).
      const at = app.clock.now();
      const claim = await claimOf(tx, listing.id, input.platform);
      if (isLive(claim, at) && claim.admin_id !== adminId) throw heldByOther(claim, at);
      // Setting the state it already has is a no-op: repeated clicks do not flood the seller's inbox.
      const repeat = !!now && now.status === input.status && now.url === storedUrl && now.failure_reason === reason;
      // An item off sale stays off the queue. The one change still taken is the ad an admin published while the
      // listing left sale (its posting was waiting then): recorded, and given its delist task at once (decision 170).
      const lateAd = !forSale(listing) && input.status === "posted" && now?.status === WITHDRAWN_SOLD;
      if (!repeat && !lateAd) {
        requireForSale(listing, {
          sold: opts.requireOwnClaim ? POSTING_DESK_MESSAGES.sold : LISTING_MESSAGES.soldStaysOffQueue,
        });
        // The assistant acts only on a posting its admin still holds, and only while it is waiting; a retry of
        // the same Posted after a lost answer is the no-op below.
        if (opts.requireOwnClaim) {
          if (!now || !WAITING.has(now.status)) throw conflict(POSTING_DESK_MESSAGES.notWaiting);
          if (!isLive(claim, at)) throw conflict(POSTING_DESK_MESSAGES.notClaimed);
        }
      }
      // Posted and Failed end the work on the posting: its claim goes with the change.
      if (input.status === "posted" || input.status === "failed") await deleteClaimOf(tx, listing.id, input.platform);
      if (repeat) return null;
      const held = await heldElsewhere(tx);
      if (held) throw held;
      await upsertPosting(tx, {
        listingId: listing.id,
        marketplace: input.platform,
        status: input.status,
        url: storedUrl,
        failureReason: reason,
        updatedByUserId: adminId,
      });
      if (key) await clearAdClash(tx, listing.id, input.platform);
      // Issue 30: live dates start and end with the posted state (renewals-service.ts).
      await onPostingStatusChange(
        tx,
        app,
        listing.id,
        input.platform,
        now?.status as PostingState | undefined,
        input.status,
      );
      const values = (p: { status: string; url: string | null; failureReason: string | null }) => ({
        marketplace: input.platform,
        ...p,
      });
      if (lateAd) await createForLateAd(tx, listing);
      await recordAudit(tx, actor, {
        action: "posting.status",
        // A posting is one marketplace of a listing: the entity is the listing, the values name the marketplace.
        entityType: "listing",
        entityId: listing.id,
        listingId: listing.id,
        before: now ? values({ status: now.status, url: now.url, failureReason: now.failure_reason }) : null,
        after: values({ status: input.status, url: storedUrl, failureReason: reason }),
      });
      // The seller of an item off sale is not told of an ad that is coming down again.
      if (lateAd) return null;
      const text = statusNotice({
        title: listing.title,
        marketplace: input.platform,
        status: input.status,
        url,
        reason,
      });
      // Live on a marketplace: the seller's phone hears of it (each marketplace, docs/decisions/138).
      const push =
        input.status === "posted"
          ? ({
              kind: "posted",
              params: { listingId: listing.id, title: listing.title, marketplace: MARKETPLACE_LABELS[input.platform] },
            } as const)
          : undefined;
      return notifyUser(app, tx, {
        toUserId: listing.userId,
        fromUserId: adminId,
        listingId: listing.id,
        text,
        push,
      });
    })
    // Two listings marked with one ad at once: the unique index lets one in; the other hears who holds it.
    .catch(async (err) => {
      if (violatedUnique(err) === "postings_ad_key_unique") throw (await heldElsewhere(app.db)) ?? err;
      throw err;
    });
  if (written) {
    listingsChanged(app, written.toUserId);
    deliverAfterCommit(app, [written]);
  }
  const dto = await findListing(app.db, listingId);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}
