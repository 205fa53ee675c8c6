import type { z } from "zod";
import { MARKETPLACES } from "../../../contract/enums.ts";
import { MAX_IMAGES_PER_LISTING } from "../../../contract/limits.ts";
import {
  type CreateListingPayload,
  LISTING_MESSAGES,
  type ListingDto,
  type ListingFilter,
  type ListingStats,
  type RetryPostingInput,
  type updateListingSchema,
} from "../../../contract/listings.ts";
import { termsProblem } from "../../../contract/seller-terms.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import type { Actor } from "../audit/record.ts";
import { attachListingToCreationLog, claimCreationLog } from "../generator/creation-log.ts";
import { queueAdminPush } from "../notifications/push.ts";
import { kickPushes } from "../notifications/push-sender.ts";
import { deleteStoredPhotos, requireOwnPhotos } from "../uploads/stored-photos.ts";
import { adFieldsChanged, adFieldsOf } from "./ad-changes.ts";
import { recordListingEdit, recordListingEvent } from "./history.ts";
import { changeState, forSale, stateOf } from "./lifecycle.ts";
import { cachedList, listingsChanged } from "./list-cache.ts";
import * as repo from "./repo.ts";

/** A listing id that is malformed, missing or another seller's: all look the same from outside (404). */
export const isListingId = (id: string) => UUID.test(id);

/** The seller's listing, locked for the rest of the transaction `tx` (docs/decisions/098); 404 otherwise. */
async function lockOwnedRow(tx: Db, id: string, userId: string) {
  const row = isListingId(id) ? await repo.lockOwnedListingRow(tx, id, userId) : undefined;
  if (!row) throw notFound(LISTING_MESSAGES.listingNotFound);
  return row;
}

async function reload(db: Db, id: string): Promise<ListingDto> {
  const dto = await repo.findListing(db, id);
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}

/** The seller's list as ready JSON text (built by the database in listingSchema's shape). */
export const listListingsJson = (app: App, userId: string, filter: ListingFilter) =>
  cachedList(app, userId, filter, () => repo.listForUserJson(app.db, userId, filter));

export const listingStats = (app: App, userId: string): Promise<ListingStats> => repo.countsForUser(app.db, userId);

export async function getListing(app: App, userId: string, id: string): Promise<ListingDto> {
  const dto = isListingId(id) ? await repo.findListing(app.db, id, userId) : undefined;
  if (!dto) throw notFound(LISTING_MESSAGES.listingNotFound);
  return dto;
}

/**
 * Saves a generated listing as a draft or posts it: the listing, its photos in order, three pending postings
 * when active, and the creation log's final choices - all in one transaction. A generation (`creationLogId`) that
 * was already saved answers with the listing it became and saves nothing: a double tap, a retry after a dropped
 * answer or a second tab cannot make two listings (docs/decisions/117).
 */
export async function createListing(app: App, userId: string, input: CreateListingPayload): Promise<ListingDto> {
  const photos = dedupe(input.imageUrls ?? (input.imageUrl ? [input.imageUrl] : []));
  const floorPrice = input.floorPrice ?? null;
  const problem = termsProblem(input.price, floorPrice, true);
  if (problem) throw badRequest(problem);
  let replayed = false;
  let queued = 0;
  const id = await app.db.transaction(async (tx) => {
    if (input.creationLogId) {
      const { listingId } = await claimCreationLog(tx, input.creationLogId, userId);
      if (listingId) {
        replayed = true;
        return listingId;
      }
    }
    await requireOwnPhotos(tx, userId, photos);
    const listing = await repo.insertListing(tx, {
      userId,
      title: input.title,
      description: input.description,
      price: input.price,
      imageUrl: photos[0] ?? null,
      category: input.category,
      itemType: input.itemType ?? null,
      condition: input.condition,
      status: input.status,
      brand: input.brand ?? null,
      model: input.model ?? null,
      pricingStrategy: input.pricingStrategy,
      quickPrice: input.quickPrice ?? null,
      medianPrice: input.medianPrice ?? null,
      maxPrice: input.maxPrice ?? null,
      confidenceScore: input.confidenceScore ?? null,
      floorPrice,
      availability: input.availability ?? null,
    });
    await repo.replacePhotos(tx, listing.id, photos);
    if (input.status === "active") {
      await recordListingEvent(tx, listing.id, { kind: "listed", amount: input.price, at: app.clock.now() });
      await repo.queueAllPostings(tx, listing.id, MARKETPLACES);
      // Admins who switched it on hear of a listing waiting to be posted (docs/decisions/138).
      queued = await queueAdminPush(app, tx, {
        kind: "new_listing",
        params: { listingId: listing.id, title: input.title },
      });
    }
    if (input.creationLogId) {
      // The seller's final choices go into their generation's log; another seller's log is a 403 (nothing saved).
      await attachListingToCreationLog(tx, {
        creationLogId: input.creationLogId,
        userId,
        listingId: listing.id,
        title: input.title,
        description: input.description,
        price: input.price,
        category: input.category,
      });
    }
    return listing.id;
  });
  if (!replayed) listingsChanged(app, userId);
  if (queued > 0) kickPushes(app);
  return reload(app.db, id);
}

type UpdatePayload = z.output<typeof updateListingSchema>;

/**
 * Edit Listing: the fields sent, and the photos when `imageUrls` or `imageUrl` is sent. A photo the edit drops
 * keeps its file for now: another tab of the seller may be saving it back, and the orphan sweep removes it once
 * nothing names it (docs/decisions/101).
 */
export async function updateListing(app: App, userId: string, id: string, input: UpdatePayload): Promise<ListingDto> {
  await app.db.transaction(async (tx) => {
    const row = await lockOwnedRow(tx, id, userId);
    if (stateOf(row) === "sold") throw conflict(LISTING_MESSAGES.soldCannotChange);
    const values: Parameters<typeof repo.updateListingRow>[2] = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.description !== undefined) values.description = input.description;
    if (input.price !== undefined) values.price = input.price;
    if (input.category !== undefined) values.category = input.category;
    if (input.condition !== undefined) values.condition = input.condition;
    if (input.floorPrice !== undefined) values.floorPrice = input.floorPrice;
    if (input.availability !== undefined) values.availability = input.availability;
    // The floor never exceeds the price: a price moved below it asks for a lower floor too (docs/decisions/165).
    const problem = termsProblem(
      values.price ?? row.price,
      values.floorPrice !== undefined ? values.floorPrice : row.floorPrice,
      input.floorPrice !== undefined,
    );
    if (problem) throw badRequest(problem);
    const photosBefore = await repo.photoUrls(tx, row.id);
    let photosAfter = photosBefore;
    if (input.imageUrls !== undefined || input.imageUrl !== undefined) {
      const before = photosBefore;
      const after = input.imageUrls
        ? dedupe(input.imageUrls)
        : // The spec's single `imageUrl`: the new photo becomes the main one, in front of the others.
          dedupe([input.imageUrl as string, ...before]).slice(0, MAX_IMAGES_PER_LISTING);
      await requireOwnPhotos(tx, userId, after, [...before, ...(row.imageUrl ? [row.imageUrl] : [])]);
      await repo.replacePhotos(tx, row.id, after);
      values.imageUrl = after[0] ?? null;
      photosAfter = after;
    }
    await repo.updateListingRow(tx, row.id, values);
    // A draft's edits are not history: it is listed at the price it has when posted.
    if (stateOf(row) !== "draft") await recordListingEdit(tx, row, values, app.clock.now());
    // Live ads must follow the edit: one update task per live posting (issue 30, docs/decisions/136).
    await adFieldsChanged(tx, app, row, adFieldsOf(row, photosBefore), {
      title: values.title ?? row.title,
      description: values.description ?? row.description,
      price: values.price ?? row.price,
      photos: photosAfter === photosBefore ? adFieldsOf(row, photosBefore).photos : photosAfter,
    });
  });
  listingsChanged(app, userId);
  return reload(app.db, id);
}

/**
 * Deletes the listing, its postings and photo rows (cascade) and then its stored photo files. A sold listing is kept
 * for its sale; live ads get delist tasks first (the lifecycle's delete, docs/decisions/170).
 */
export async function deleteListing(app: App, actor: Actor, id: string): Promise<void> {
  const userId = actor.id;
  const urls = await app.db.transaction(async (tx) => {
    const row = await lockOwnedRow(tx, id, userId);
    // A recorded sale keeps its listing (sales reference it); undoing the sale is the admin's call.
    if (await repo.hasSale(tx, row.id)) throw conflict(LISTING_MESSAGES.soldCannotChange);
    const photos = await repo.photoUrls(tx, row.id);
    await changeState(tx, app, actor, "seller", row, "delete");
    await repo.deleteListingRow(tx, row.id);
    return [...photos, ...(row.imageUrl ? [row.imageUrl] : [])];
  });
  listingsChanged(app, userId);
  await deleteStoredPhotos(app, userId, urls);
}

/** The seller re-queues one failed marketplace of a listing for sale: back to pending, failure reason cleared. */
export async function retryPosting(app: App, userId: string, input: RetryPostingInput): Promise<ListingDto> {
  await app.db.transaction(async (tx) => {
    const row = await lockOwnedRow(tx, input.listingId, userId);
    if (stateOf(row) === "sold") throw conflict(LISTING_MESSAGES.soldCannotChange);
    if (!forSale(row)) throw conflict(LISTING_MESSAGES.onlyFailedRetry);
    const requeued = await repo.requeueFailed(tx, row.id, input.platform, userId);
    if (!requeued) throw conflict(LISTING_MESSAGES.onlyFailedRetry);
  });
  listingsChanged(app, userId);
  return reload(app.db, input.listingId);
}

/**
 * The seller's own transitions (issue 46, docs/decisions/170): post a saved draft (its three postings are queued and
 * admins hear of it), take a live listing off sale, or put a withdrawn one back on sale (every marketplace is queued
 * afresh; the old ads' delist tasks stay). Each under the listing's lock; a wrong state is a 409 that says why.
 */
export async function changeOwnListing(
  app: App,
  actor: Actor,
  id: string,
  transition: "post" | "withdraw" | "relist",
): Promise<ListingDto> {
  let queued = 0;
  await app.db.transaction(async (tx) => {
    const row = await lockOwnedRow(tx, id, actor.id);
    await changeState(tx, app, actor, "seller", row, transition);
    if (transition === "withdraw") return;
    await repo.queueAllPostings(tx, row.id, MARKETPLACES);
    queued = await queueAdminPush(app, tx, { kind: "new_listing", params: { listingId: row.id, title: row.title } });
  });
  listingsChanged(app, actor.id);
  if (queued > 0) kickPushes(app);
  return reload(app.db, id);
}

function dedupe(urls: string[]): string[] {
  return [...new Set(urls)];
}
