import { errorSchema } from "../../../contract/common.ts";
import {
  exportQuerySchema,
  payoutInfoResponseSchema,
  payoutInfoSchema,
  sellerSaleListSchema,
} from "../../../contract/sales.ts";
import type { App } from "../../app-types.ts";
import { csvFileName } from "../../lib/csv.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import * as service from "./service.ts";

/** The seller's sales and payout info: GET /api/user/sales, GET and PUT /api/user/payout-info (issue 11). */
export default async function sellerSalesRoutes(app: App) {
  app.get(
    "/api/user/sales",
    {
      onRequest: requireUser,
      schema: {
        tags: ["sales"],
        summary: "The signed-in seller's own sales, newest first",
        response: { 200: sellerSaleListSchema, 401: errorSchema },
      },
    },
    async (request) => service.sellerSales(app, currentUser(request).id),
  );

  app.get(
    "/api/user/sales/statement",
    {
      onRequest: requireUser,
      schema: {
        tags: ["sales"],
        summary: "The seller's own sales and payouts as a CSV statement, optionally for a sale-date range",
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await service.sellerStatementCsv(app, currentUser(request).id, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("snaplist-statement", request.query)}"`)
        .send(csv);
    },
  );

  app.get(
    "/api/user/payout-info",
    {
      onRequest: requireUser,
      schema: {
        tags: ["sales"],
        summary: "Where the seller wants to be paid",
        response: { 200: payoutInfoResponseSchema, 401: errorSchema },
      },
    },
    async (request) => service.getPayoutInfo(app, currentUser(request).id),
  );

  app.put(
    "/api/user/payout-info",
    {
      onRequest: requireUser,
      schema: {
        tags: ["sales"],
        summary: "Set the UPI id and/or PayPal email (at least one)",
        body: payoutInfoSchema,
        response: { 200: payoutInfoResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.updatePayoutInfo(app, currentUser(request).id, request.body),
  );
}
