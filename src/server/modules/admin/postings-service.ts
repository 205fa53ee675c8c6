import type { z } from "zod";
import {
  DEFAULT_FAILURE_REASON,
  MARKETPLACE_LABELS,
  type Marketplace,
  type PostingStatus,
} from "../../../contract/enums.ts";
import { LISTING_MESSAGES, type ListingDto, type postingStatusUpdateSchema } from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { listingsChanged } from "../listings/list-cache.ts";
import { findListing, findListingRow, upsertPosting } from "../listings/repo.ts";
import { isListingId } from "../listings/service.ts";
import { notifyUser } from "../notifications/service.ts";

type StatusUpdate = z.output<typeof postingStatusUpdateSchema>;

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** The system message the seller gets for each status an admin sets (spec section 4: notified on every update). */
export function statusNotice(
  title: string,
  marketplace: Marketplace,
  status: PostingStatus,
  url: string | null,
  reason: string | null,
) {
  const where = MARKETPLACE_LABELS[marketplace];
  const subject = `Update on your listing: ${title}`;
  switch (status) {
    case "posted":
      return { subject, message: `Good news! Your listing "${title}" is now live on ${where}: ${url}` };
    case "failed":
      return {
        subject,
        message: `We could not post your listing "${title}" on ${where}. Reason: ${reason}\nYou can retry it from your dashboard.`,
      };
    case "pending_human":
      return {
        subject,
        message: `Your listing "${title}" is being reviewed by our team before it goes live on ${where}.`,
      };
    default:
      return { subject, message: `Your listing "${title}" is queued for posting on ${where}.` };
  }
}

/**
 * An admin sets one marketplace's posting state. Posted needs an http(s) URL; failed keeps a reason
 * (default per spec). The change records who and when, and the seller's system message is written in the
 * same transaction, so a status never changes without its notice.
 */
export async function setPostingStatus(
  app: App,
  adminId: string,
  listingId: string,
  input: StatusUpdate,
): Promise<ListingDto> {
  const url = input.postingUrl?.trim() || null;
  if (input.status === "posted") {
    if (!url) throw badRequest(LISTING_MESSAGES.urlRequired);
    if (!HTTP_URL.test(url)) throw badRequest(LISTING_MESSAGES.postingUrlInvalid);
  }
  const reason = input.status === "failed" ? input.failureReason?.trim() || DEFAULT_FAILURE_REASON : null;
  const sellerId = await app.db.transaction(async (tx) => {
    const listing = isListingId(listingId) ? await findListingRow(tx, listingId) : undefined;
    if (!listing) throw notFound(LISTING_MESSAGES.listingNotFound);
    await upsertPosting(tx, {
      listingId: listing.id,
      marketplace: input.platform,
      status: input.status,
      url: input.status === "posted" ? url : null,
      failureReason: reason,
      updatedByUserId: adminId,
    });
    const notice = statusNotice(listing.title, input.platform, input.status, url, reason);
    await notifyUser(tx, { toUserId: listing.userId, fromUserId: adminId, listingId: listing.id, ...notice });
    return listing.userId;
  });
  listingsChanged(app, sellerId);
  const dto = await findListing(app.db, listingId);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}
