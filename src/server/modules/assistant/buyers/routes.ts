import { z } from "zod";
import { assistantBuyerAdSchema, buyerAdParams, findBuyerAdSchema } from "../../../../contract/assistant-buyers.ts";
import { adminQuestionSchema, askSellerSchema, questionIdParam } from "../../../../contract/buyer-questions.ts";
import { errorSchema } from "../../../../contract/common.ts";
import { adminOfferSchema, offerIdParam, recordOfferSchema } from "../../../../contract/offers.ts";
import type { App } from "../../../app-types.ts";
import { markOfferRelayed, recordOffer } from "../../postings/offers/service.ts";
import { askSeller, markRelayed } from "../../postings/questions/service.ts";
import { assistantActor, assistantCaller, requireAssistantToken } from "../auth.ts";
import { buyerAd, findBuyerAd } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ["extension"];
const security = [{ assistantToken: [] }];
/** The desk's permission for the same work (decision 168): posters talk to buyers. The token's guard checks it. */
const config = { permission: "postings" as const };

/**
 * Buyers' offers and questions from the assistant's panel (issue 49 item 4, docs/decisions/193), on a marketplace's
 * ad or chat page: which ad it is, its buyers, and the desk's own Record offer, Ask seller and "Told the buyer".
 */
export default async function assistantBuyerRoutes(app: App) {
  const adminId = (request: Parameters<typeof assistantCaller>[0]) => assistantCaller(request).admin.id;

  app.post(
    "/api/extension/buyer-ads/find",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Which of SnapList's live ads a marketplace page is about (its address, then the ads it links to)",
        body: findBuyerAdSchema,
        response: { 200: assistantBuyerAdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ad = await findBuyerAd(app, request.body.marketplace, request.body.urls);
      return reply.header("cache-control", "private, no-store").send(ad);
    },
  );

  app.get(
    "/api/extension/buyer-ads/:listingId/:marketplace",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "A live ad's offers and questions, with the seller's answers (the panel asks again while one waits)",
        params: buyerAdParams,
        response: { 200: assistantBuyerAdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ad = await buyerAd(app, request.params.listingId, request.params.marketplace);
      return reply.header("cache-control", "private, no-store").send(ad);
    },
  );

  app.post(
    "/api/extension/buyer-ads/:listingId/offers",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Record a buyer's offer against a live ad, as the desk's Record offer does",
        params: z.object({ listingId: z.string().max(100) }),
        body: recordOfferSchema,
        response: { 201: adminOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const offer = await recordOffer(app, assistantActor(request), request.params.listingId, request.body);
      return reply.code(201).send(offer);
    },
  );

  app.post(
    "/api/extension/buyer-ads/:listingId/questions",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "Send the seller a buyer's question about a live ad, as the desk's Ask seller does",
        params: z.object({ listingId: z.string().max(100) }),
        body: askSellerSchema,
        response: { 201: adminQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const question = await askSeller(app, assistantActor(request), request.params.listingId, request.body);
      return reply.code(201).send(question);
    },
  );

  app.post(
    "/api/extension/questions/:id/relayed",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The seller's answer was told to the buyer",
        params: questionIdParam,
        response: { 200: adminQuestionSchema, ...errors },
      },
    },
    async (request) => markRelayed(app, adminId(request), request.params.id),
  );

  app.post(
    "/api/extension/offers/:offerId/relayed",
    {
      config,
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The seller's accept or counter of an offer was told to the buyer",
        params: offerIdParam,
        response: { 200: adminOfferSchema, ...errors },
      },
    },
    async (request) => markOfferRelayed(app, adminId(request), request.params.offerId),
  );
}
