import { isPublishedAdUrl } from "../../../contract/ad-address.ts";
import { CONDITION_LABELS, type Condition } from "../../../contract/enums.ts";
import { marketplaceCondition } from "../../../contract/marketplace-kit/conditions.ts";
import { buildPostingKit } from "../../../contract/marketplace-kit/kit.ts";
import {
  type AssistantPosting,
  type AssistantResult,
  type Claim,
  POSTING_DESK_MESSAGES,
  type PostingRef,
  splitPlace,
} from "../../../contract/posting-desk.ts";
import { availabilityLine } from "../../../contract/seller-terms.ts";
import { isCleanText } from "../../../contract/text.ts";
import type { App } from "../../app-types.ts";
import type { User } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Actor } from "../audit/record.ts";
import { findListing, photoUrls } from "../listings/repo.ts";
import { type ClaimRow, claimOf, lockPostingTarget } from "../postings/claims/repo.ts";
import { claimPosting, heldByOther, isLive, requireWaiting } from "../postings/claims/service.ts";
import { setPostingStatus } from "../postings/status-service.ts";
import { storedPhotoAsJpeg } from "../uploads/jpeg-export.ts";

/*
 * What the posting assistant may do with its token (issue 29 items 2-4, docs/decisions/133): read a posting its
 * admin holds, fetch its photos, renew the claim, and mark it posted or failed. Nothing else.
 */

/** The admin's name as other admins see it on claims: first name, else the e-mail's local part. */
export const adminNameOf = (user: Pick<User, "firstName" | "email">) =>
  user.firstName?.trim() || user.email.split("@")[0];

/** The posting must be waiting, its listing unsold, and the token's admin must hold its live claim. */
async function requireHeld(app: App, adminId: string, ref: PostingRef): Promise<ClaimRow> {
  const now = app.clock.now();
  requireWaiting(await lockPostingTarget(app.db, ref.listingId, ref.marketplace, false));
  const claim = await claimOf(app.db, ref.listingId, ref.marketplace);
  if (!isLive(claim, now)) throw conflict(POSTING_DESK_MESSAGES.notClaimed);
  if (claim.admin_id !== adminId) throw heldByOther(claim, now);
  return claim;
}

export const photoUrl = (publicUrl: string, ref: PostingRef, n: number) =>
  `${publicUrl}/api/extension/postings/${ref.listingId}/${ref.marketplace}/photos/${n}`;

/** The posting kit fitted to the marketplace, with its condition name, the default location and photo URLs. */
export async function assistantPosting(app: App, adminId: string, ref: PostingRef): Promise<AssistantPosting> {
  const claim = await requireHeld(app, adminId, ref);
  const listing = await findListing(app.db, ref.listingId);
  if (!listing) throw notFound(POSTING_DESK_MESSAGES.postingNotFound);
  const kit = buildPostingKit(listing, ref.marketplace);
  return {
    listingId: listing.id,
    marketplace: ref.marketplace,
    claimExpiresAt: claim.expires_at,
    title: kit.title,
    description: kit.description,
    price: kit.price,
    categoryPath: kit.categoryPath,
    condition: marketplaceCondition(ref.marketplace, listing.condition),
    conditionLabel: CONDITION_LABELS[listing.condition as Condition] ?? listing.condition,
    brand: listing.brand,
    model: listing.model,
    location: app.config.postingLocation,
    place: splitPlace(app.config.postingLocation),
    photos: listing.imageUrls.map((_, i) => photoUrl(app.config.publicUrl, ref, i + 1)),
    // Kept apart from the kit: the kit is what buyers read; these are for the admin (docs/decisions/165).
    adminOnly: {
      sellerLowest: listing.floorPrice,
      availability: listing.availability ? availabilityLine(listing.availability) : null,
    },
  };
}

/** The n-th photo (from 1) of a posting the admin holds, as a JPEG. */
export async function assistantPhoto(app: App, adminId: string, ref: PostingRef, n: number): Promise<Buffer> {
  await requireHeld(app, adminId, ref);
  const url = (await photoUrls(app.db, ref.listingId))[n - 1];
  const jpeg = await storedPhotoAsJpeg(app.config, url ?? null);
  if (!jpeg) throw notFound("Photo not found");
  return jpeg;
}

/** Renews the admin's claim; a posting they no longer hold is a 409, never taken anew. */
export const renewClaim = (app: App, actor: Actor, ref: PostingRef): Promise<Claim> =>
  claimPosting(app, actor, ref, { renewOnly: true });

/**
 * The published ad's address came back: it must be a published ad on that marketplace, and the posting must
 * still be waiting and held by the token's admin. Marks it posted (audited, seller notified) and releases the
 * claim, in one transaction.
 */
export async function markPosted(app: App, actor: Actor, ref: PostingRef, url: string): Promise<AssistantResult> {
  const address = url.trim();
  if (!isCleanText(address) || !isPublishedAdUrl(ref.marketplace, address))
    throw badRequest(POSTING_DESK_MESSAGES.adUrlWrongSite(ref.marketplace));
  await setPostingStatus(
    app,
    actor,
    ref.listingId,
    { platform: ref.marketplace, status: "posted", postingUrl: address },
    { requireOwnClaim: true },
  );
  return { ...ref, status: "posted", url: address, failureReason: null };
}

/** The admin gave up on this marketplace for this listing: marked failed (with the reason) and released. */
export async function markFailed(
  app: App,
  actor: Actor,
  ref: PostingRef,
  reason: string | undefined,
): Promise<AssistantResult> {
  const listing = await setPostingStatus(
    app,
    actor,
    ref.listingId,
    { platform: ref.marketplace, status: "failed", failureReason: reason },
    { requireOwnClaim: true },
  );
  return { ...ref, status: "failed", url: null, failureReason: listing[`${ref.marketplace}FailureReason`] ?? null };
}
