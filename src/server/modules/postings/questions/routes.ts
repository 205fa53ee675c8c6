import {
  adminQuestionListSchema,
  adminQuestionSchema,
  adminQuestionsQuerySchema,
  answerSchema,
  askSellerSchema,
  questionIdParam,
  sellerQuestionListSchema,
  sellerQuestionSchema,
} from "../../../../contract/buyer-questions.ts";
import { errorSchema } from "../../../../contract/common.ts";
import { adminListingIdParam } from "../../../../contract/listings.ts";
import type { App } from "../../../app-types.ts";
import { currentUser, requireAdmin, requireUser } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import * as service from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Buyers' questions relayed (issue 42 item 3, docs/decisions/167). */
export default async function questionRoutes(app: App) {
  app.post(
    "/api/admin/listings/:listingId/questions",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Send the seller a buyer's question about a live ad (a common one, or the buyer's words)",
        params: adminListingIdParam,
        body: askSellerSchema,
        response: { 201: adminQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const q = await service.askSeller(app, actorOf(request), request.params.listingId, request.body);
      return reply.code(201).send(q);
    },
  );

  app.get(
    "/api/admin/questions",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Buyers' questions: answered ones to relay first, then those waiting for the seller; oldest first",
        querystring: adminQuestionsQuerySchema,
        response: { 200: adminQuestionListSchema, ...errors },
      },
    },
    async (request) => service.deskQuestions(app, request.query.listingId),
  );

  app.post(
    "/api/admin/questions/:id/relayed",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Mark an answered question as told to the buyer",
        params: questionIdParam,
        response: { 200: adminQuestionSchema, ...errors },
      },
    },
    async (request) => service.markRelayed(app, currentUser(request).id, request.params.id),
  );

  app.get(
    "/api/questions",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "The seller's buyer questions: unanswered first, then the latest answered",
        response: { 200: sellerQuestionListSchema, 401: errorSchema },
      },
    },
    async (request) => service.sellerQuestions(app, currentUser(request).id),
  );

  app.post(
    "/api/questions/:id/answer",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "Answer a buyer's question with a quick reply or free text",
        params: questionIdParam,
        body: answerSchema,
        response: { 200: sellerQuestionSchema, ...errors },
      },
    },
    async (request) => service.answerQuestion(app, actorOf(request), request.params.id, request.body),
  );
}
