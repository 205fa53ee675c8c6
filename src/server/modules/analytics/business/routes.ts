import { businessNumbersQuerySchema, businessNumbersSchema } from "../../../../contract/business-numbers.ts";
import { errorSchema } from "../../../../contract/common.ts";
import type { App } from "../../../app-types.ts";
import { businessCsv, businessNumbers } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The business's numbers on the desk (issue 48 item 2): owners and managers ("analytics"). */
export default async function businessRoutes(app: App) {
  app.get(
    "/api/admin/analytics",
    {
      config: { permission: "analytics" },
      schema: {
        tags: ["admin", "analytics"],
        summary: "What sells, where and how fast over a range (default 30d): in total, by marketplace, by category",
        querystring: businessNumbersQuerySchema,
        response: { 200: businessNumbersSchema, ...errors },
      },
    },
    async (request) => businessNumbers(app, request.query.range),
  );

  app.get(
    "/api/admin/analytics/export",
    {
      config: { permission: "analytics" },
      schema: {
        tags: ["admin", "analytics"],
        summary: "The same numbers as CSV (UTF-8): one line per total, marketplace and category",
        querystring: businessNumbersQuerySchema,
      },
    },
    async (request, reply) => {
      const numbers = await businessNumbers(app, request.query.range);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="snaplist-business-${numbers.range}-${numbers.today}.csv"`)
        .header("cache-control", "private, no-store")
        .send(businessCsv(numbers));
    },
  );
}
