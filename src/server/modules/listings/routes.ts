import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  createListingSchema,
  listingIdParam,
  listingSchema,
  listingStatsSchema,
  listingsQuerySchema,
  retryPostingSchema,
  updateListingSchema,
} from "../../../contract/listings.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import { actorOf } from "../audit/record.ts";
import * as service from "./service.ts";

const tags = ["listings"];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The seller's own listings (spec section 7, Listings). Every call is scoped to the signed-in seller. */
export default async function listingRoutes(app: App) {
  app.get(
    "/api/listings",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The seller's unsold listings, newest first, optionally filtered by marketplace state",
        querystring: listingsQuerySchema,
        response: { 200: z.array(listingSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const json = await service.listListingsJson(app, currentUser(request).id, request.query.status);
      // Already JSON in the schema's shape (docs/decisions/035): sent as is, not parsed and re-serialised.
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  app.post(
    "/api/listings",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Save a draft or post a listing (active queues OLX, Quikr and Facebook)",
        body: createListingSchema,
        response: { 201: listingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const listing = await service.createListing(app, currentUser(request).id, request.body);
      return reply.code(201).send(listing);
    },
  );

  // Registered before /api/listings/:id so that "retry" is never read as an id.
  app.post(
    "/api/listings/retry",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Re-queue one failed marketplace of the seller's listing",
        body: retryPostingSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => service.retryPosting(app, currentUser(request).id, request.body),
  );

  app.get(
    "/api/listings/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "One of the seller's listings",
        params: listingIdParam,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => service.getListing(app, currentUser(request).id, request.params.id),
  );

  app.patch(
    "/api/listings/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Edit a listing's text, price, category, condition or photos",
        params: listingIdParam,
        body: updateListingSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => service.updateListing(app, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/listings/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Delete a listing, its postings and its stored photos",
        params: listingIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteListing(app, actorOf(request, currentUser(request).id), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const transitions = [
    ["post", "Post a saved draft: its OLX, Quikr and Facebook postings are queued for the team"],
    ["withdraw", "Take a live listing off sale: waiting postings leave the queue, live ads get delist tasks"],
    ["relist", "Put a withdrawn listing back on sale (no sale recorded): every marketplace is queued afresh"],
  ] as const;
  for (const [transition, summary] of transitions) {
    app.post(
      `/api/listings/:id/${transition}`,
      {
        preHandler: requireUser,
        schema: { tags, summary, params: listingIdParam, response: { 200: listingSchema, ...errors } },
      },
      async (request) =>
        service.changeOwnListing(app, actorOf(request, currentUser(request).id), request.params.id, transition),
    );
  }

  app.get(
    "/api/stats",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Counts of the seller's listings: total, drafts, pending, posted, failed, sold",
        response: { 200: listingStatsSchema, 401: errorSchema },
      },
    },
    async (request) => service.listingStats(app, currentUser(request).id),
  );
}
