import type { FastifyRequest } from "fastify";
import {
  ACCOUNT_MESSAGES,
  type DeletionPreview,
  type DeletionResult,
  GOOGLE_CONFIRM_MINUTES,
} from "../../../contract/account.ts";
import type { App } from "../../app-types.ts";
import type { User } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import { forgetCachedSessions } from "../../lib/session-cache.ts";
import { type Actor, recordAudit } from "../audit/record.ts";
import { SignInThrottle } from "../auth/attempt-limiter.ts";
import { checkPassword } from "../auth/password.ts";
import { listingsChanged } from "../listings/list-cache.ts";
import { knownUrls } from "../uploads/records.ts";
import { photoStoreFor } from "../uploads/service.ts";
import * as repo from "./deletion-repo.ts";
import { sellerRow } from "./export-repo.ts";
import { sellerLabel } from "./seller-label.ts";

/*
 * Deleting an account (issue 24 item 4, docs/decisions/129). The seller confirms with their password (or a fresh
 * Google sign-in), or an admin starts it for a seller. One transaction ends every session, deletes the listings,
 * messages and everything else of the person, and keeps the sales and payouts the business must keep under an
 * anonymous label; the photo files are removed after it commits.
 */

const gone = () => new HttpError(410, ACCOUNT_MESSAGES.alreadyDeleted);

/** Whether a Google sign-in started this session within GOOGLE_CONFIRM_MINUTES. */
async function freshGoogleSignIn(app: App, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const at = await repo.sessionGoogleSignInAt(app.db, sessionId);
  return Boolean(at && Date.now() - at.getTime() <= GOOGLE_CONFIRM_MINUTES * 60_000);
}

export async function deletionPreview(app: App, user: User, sessionId: string | null): Promise<DeletionPreview> {
  const counts = await repo.deletionCounts(app.db, user.id);
  return {
    deletable: !user.isAdmin,
    blockedReason: user.isAdmin ? ACCOUNT_MESSAGES.adminNotDeletable : null,
    confirmWith: user.passwordHash ? "password" : "google",
    googleSignInFresh: Boolean(user.googleId) && (await freshGoogleSignIn(app, sessionId)),
    googleAvailable: Boolean(app.config.google),
    listings: counts.listings,
    sales: counts.sales,
    unpaidPayouts: counts.unpaid,
  };
}

export async function previewForAdmin(app: App, userId: string): Promise<DeletionPreview> {
  const user = await sellerRow(app.db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  return deletionPreview(app, user, null);
}

/**
 * It is really the account's owner: their password (counted like a sign-in attempt, so it cannot be guessed
 * here faster than at the login form), or a Google sign-in on this session within the last few minutes.
 */
async function confirmOwner(app: App, request: FastifyRequest, user: User, password: string | undefined) {
  if (password && user.passwordHash) {
    const throttle = new SignInThrottle(app.db);
    const ticket = await throttle.attempt("confirm", user.email, request.ip, { userId: user.id, deviceId: undefined });
    if (!(await checkPassword(user.passwordHash, password))) throw forbidden(ACCOUNT_MESSAGES.wrongPassword);
    await throttle.confirmed("confirm", user.email, ticket);
    return;
  }
  if (user.googleId && (await freshGoogleSignIn(app, request.sessionId))) return;
  if (user.passwordHash) throw badRequest(ACCOUNT_MESSAGES.passwordRequired);
  throw forbidden(app.config.google ? ACCOUNT_MESSAGES.googleRequired : ACCOUNT_MESSAGES.googleUnavailable);
}

/** The seller deletes their own account. The caller clears the session cookie. */
export async function deleteOwnAccount(
  app: App,
  request: FastifyRequest,
  input: { password?: string; acknowledgeUnpaidPayouts?: boolean },
): Promise<DeletionResult> {
  if (!request.user) throw gone();
  // Read afresh, not from the session cache: a deletion that finished a moment ago answers 410 here.
  const user = await sellerRow(app.db, request.user.id);
  if (!user) throw gone();
  if (user.isAdmin) throw forbidden(ACCOUNT_MESSAGES.adminNotDeletable);
  try {
    await confirmOwner(app, request, user, input.password);
  } catch (err) {
    // A concurrent deletion may have ended this session (and its Google sign-in) while we checked: that is 410.
    if (!(await sellerRow(app.db, user.id))) throw gone();
    throw err;
  }
  // A seller's own deletion is on the trail too, by them and from nowhere: their address is not kept.
  const actor: Actor = { id: user.id, requestId: String(request.id).slice(0, 200), ip: "" };
  const result = await eraseAccount(app, user.id, actor, "seller", input.acknowledgeUnpaidPayouts === true);
  if (!result) throw gone();
  return result;
}

/** An admin deletes a seller's account, confirmed by typing the seller's email. */
export async function deleteAsAdmin(
  app: App,
  actor: Actor,
  userId: string,
  input: { email: string; acknowledgeUnpaidPayouts?: boolean },
): Promise<DeletionResult> {
  const user = await sellerRow(app.db, userId);
  // Gone before we started looks like never there (404); a deletion that loses a race is told 410 below.
  if (!user) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  if (user.isAdmin) throw forbidden(ACCOUNT_MESSAGES.adminNotDeletable);
  if (input.email.trim().toLowerCase() !== user.email) throw badRequest(ACCOUNT_MESSAGES.emailMismatch);
  const result = await eraseAccount(app, userId, actor, "admin", input.acknowledgeUnpaidPayouts === true);
  if (!result) throw gone();
  return result;
}

/**
 * The deletion itself. Undefined when the account was already gone: of concurrent deletions the first to lock
 * the user row deletes it, and the others find nothing (410).
 */
async function eraseAccount(
  app: App,
  userId: string,
  actor: Actor,
  by: "seller" | "admin",
  unpaidAcknowledged: boolean,
): Promise<DeletionResult | undefined> {
  const label = sellerLabel(userId);
  const outcome = await app.db.transaction(async (tx) => {
    const person = await repo.lockAccount(tx, userId);
    if (!person) return undefined;
    if (person.isAdmin) throw forbidden(ACCOUNT_MESSAGES.adminNotDeletable);
    // Read under the locks: no sale of these listings can be recorded between this check and the deletion.
    const before = await repo.deletionCounts(tx, userId);
    if (before.unpaid.count > 0 && !unpaidAcknowledged) {
      throw conflict(ACCOUNT_MESSAGES.unpaidNotAcknowledged(before.unpaid.count, before.unpaid.amount));
    }
    const urls = await repo.photoUrlsOf(tx, userId);
    const liveAds = await repo.liveAdsOf(tx, userId);
    const salesKept = await repo.anonymiseSales(tx, person, label);
    const { listings } = await repo.eraseRest(tx, person);
    await recordAudit(tx, actor, {
      action: "account.delete",
      entityType: "user",
      entityId: userId,
      before: { listings: before.listings, sales: before.sales, unpaidPayouts: before.unpaid.count },
      after: {
        deletedBy: by,
        sellerLabel: label,
        listings: 0,
        salesKept,
        // Ads our team posted by hand are still up on the marketplace: whoever reads this takes them down.
        liveAdsToRemove: liveAds.map((a) => `${a.marketplace}: ${a.url ?? "(no URL)"} - ${a.title}`),
      },
    });
    return { urls, salesKept, listings, liveAds: liveAds.length };
  });
  if (!outcome) return undefined;
  forgetCachedSessions(app.db, { userId });
  listingsChanged(app, userId);
  const photosDeleted = await removePhotos(app, outcome.urls);
  return {
    sellerLabel: label,
    listingsDeleted: outcome.listings,
    salesKept: outcome.salesKept,
    photosDeleted,
    liveAds: outcome.liveAds,
  };
}

/**
 * After the commit: removes each photo and its renditions (local disk or S3), unless something still names or
 * records it (a URL shared with another account's data is left alone). A file that cannot be removed is logged;
 * the orphan sweep retries it later. Answers how many photos were removed.
 */
async function removePhotos(app: App, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const keep = await knownUrls(app.db, urls);
  const store = photoStoreFor(app.config);
  let removed = 0;
  for (const url of urls) {
    if (keep.has(url)) continue;
    try {
      await store.remove(url);
      removed++;
    } catch (err) {
      app.log.warn({ err, url }, "photo of a deleted account not removed");
    }
  }
  return removed;
}
