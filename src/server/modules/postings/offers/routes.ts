import { errorSchema } from "../../../../contract/common.ts";
import { adminListingIdParam, listingSchema } from "../../../../contract/listings.ts";
import {
  adminOfferListSchema,
  adminOfferSchema,
  offerAnswerSchema,
  offerIdParam,
  recordOfferSchema,
} from "../../../../contract/offers.ts";
import type { App } from "../../../app-types.ts";
import { currentUser, requireAdmin, requireUser } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import * as service from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Buyers' offers (issue 42 item 2, docs/decisions/166): recorded and accepted by admins, decided by sellers. */
export default async function offerRoutes(app: App) {
  app.post(
    "/api/admin/listings/:listingId/offers",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Record a buyer's offer against a live ad (below the seller's lowest price it goes to the seller)",
        params: adminListingIdParam,
        body: recordOfferSchema,
        response: { 201: adminOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const offer = await service.recordOffer(app, actorOf(request), request.params.listingId, request.body);
      return reply.code(201).send(offer);
    },
  );

  app.get(
    "/api/admin/listings/:listingId/offers",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "A listing's offers, highest first, with the admins' notes",
        params: adminListingIdParam,
        response: { 200: adminOfferListSchema, ...errors },
      },
    },
    async (request) => service.listOffers(app, request.params.listingId),
  );

  app.post(
    "/api/admin/offers/:offerId/accept",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Accept an offer at or above the seller's lowest price; the seller is told (once per listing)",
        params: offerIdParam,
        response: { 200: adminOfferSchema, ...errors },
      },
    },
    async (request) => service.acceptOffer(app, actorOf(request), request.params.offerId),
  );

  app.post(
    "/api/admin/offers/:offerId/relayed",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Mark the seller's accept or counter of an offer as told to the buyer",
        params: offerIdParam,
        response: { 200: adminOfferSchema, ...errors },
      },
    },
    async (request) => service.markOfferRelayed(app, currentUser(request).id, request.params.offerId),
  );

  app.post(
    "/api/offers/:offerId/answer",
    {
      preHandler: requireUser,
      schema: {
        tags: ["listings"],
        summary: "The seller decides an offer: accept, counter with an amount, or decline",
        params: offerIdParam,
        body: offerAnswerSchema,
        response: { 200: listingSchema, ...errors },
      },
    },
    async (request) => service.answerOffer(app, actorOf(request), request.params.offerId, request.body),
  );
}
