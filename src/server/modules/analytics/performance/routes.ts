import { errorSchema } from "../../../../contract/common.ts";
import { listingIdParam } from "../../../../contract/listings.ts";
import {
  listingDetailSchema,
  listingPerformancePageSchema,
  listingPerformanceQuerySchema,
  performanceQuerySchema,
  performanceSchema,
} from "../../../../contract/performance.ts";
import type { App } from "../../../app-types.ts";
import { currentUser, requireUser } from "../../../lib/guards.ts";
import * as service from "./service.ts";

const tags = ["performance"];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** How my listings are doing (issue 48 item 1): the signed-in seller's own figures only. */
export default async function performanceRoutes(app: App) {
  app.get(
    "/api/performance",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The seller's listings overall: where they are, sell-through, days to sell, money, age, no interest",
        querystring: performanceQuerySchema,
        response: { 200: performanceSchema, ...errors },
      },
    },
    async (request) => service.performance(app, currentUser(request).id, request.query.range),
  );

  app.get(
    "/api/performance/listings",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The seller's listings ever put on sale, a page at a time, newest first: days live, offers, questions",
        querystring: listingPerformanceQuerySchema,
        response: { 200: listingPerformancePageSchema, ...errors },
      },
    },
    async (request) => service.listingPage(app, currentUser(request).id, request.query),
  );

  app.get(
    "/api/performance/listings/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "One of the seller's listings: its figures, its timeline and how similar items sold",
        params: listingIdParam,
        response: { 200: listingDetailSchema, ...errors },
      },
    },
    async (request) => service.listingDetail(app, currentUser(request).id, request.params.id),
  );
}
