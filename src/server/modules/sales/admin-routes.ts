import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  adminSaleQuerySchema,
  delistTaskParam,
  delistTaskUpdateSchema,
  exportQuerySchema,
  payoutSchema,
  recordSaleSchema,
  saleIdParam,
  saleListSchema,
  saleSchema,
} from "../../../contract/sales.ts";
import type { App } from "../../app-types.ts";
import { csvFileName } from "../../lib/csv.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { sendPage } from "../../lib/pagination.ts";
import { actorOf } from "../audit/record.ts";
import * as service from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const keyOf = (s: { saleDate: string; id: string }) => ({ at: s.saleDate, id: s.id });

/** Admin sales and payouts: /api/admin/sales, /api/admin/pending-payouts (issue 11). Admins only. */
export default async function adminSalesRoutes(app: App) {
  // onRequest (after the session loader): a seller or visitor gets 403/401 before any body is even parsed.
  app.addHook("onRequest", requireAdmin);

  app.post(
    "/api/admin/sales",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Mark a listing sold: records the sale, hides the listing, opens delist tasks, notifies the seller",
        body: recordSaleSchema,
        response: { 201: saleSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.recordSale(app, actorOf(request), request.body)),
  );

  app.get(
    "/api/admin/sales",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Every sale, newest first; filter by status, search q, open delist tasks; cursor paging",
        querystring: adminSaleQuerySchema,
        response: { 200: saleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listSales(app, request.query);
      return sendPage(reply, rows, request.query.limit, keyOf, total);
    },
  );

  app.get(
    "/api/admin/pending-payouts",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Sales awaiting payout with the seller's UPI id and PayPal email, oldest first; cursor paging",
        querystring: adminSaleQuerySchema,
        response: { 200: saleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listSales(app, request.query, { pendingOnly: true });
      return sendPage(reply, rows, request.query.limit, keyOf, total);
    },
  );

  app.get(
    "/api/admin/sales/:saleId",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "One sale, as the sales lists show it (Today's payout item opens its dialog with it)",
        params: saleIdParam,
        response: { 200: saleSchema, ...errors },
      },
    },
    async (request) => service.getSale(app, request.params.saleId),
  );

  app.put(
    "/api/admin/sales/:saleId/payout",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Pay a pending sale out once (UPI or PayPal), with its reference; notifies the seller",
        params: saleIdParam,
        body: payoutSchema,
        response: { 200: saleSchema, ...errors },
      },
    },
    async (request) => service.processPayout(app, actorOf(request), request.params.saleId, request.body),
  );

  app.delete(
    "/api/admin/sales/:saleId/undo",
    {
      config: { permission: "money" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Undo a sale while its payout is pending: deletes it, restores the listing, notifies the seller",
        params: saleIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.undoSale(app, actorOf(request), request.params.saleId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/admin/sales/:saleId/delist-tasks/:taskId",
    {
      config: { permission: "postings" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Tick off (or reopen) the task of removing a sold listing's ad from one marketplace",
        params: delistTaskParam,
        body: delistTaskUpdateSchema,
        response: { 200: saleSchema, ...errors },
      },
    },
    async (request) =>
      service.setDelistTask(app, actorOf(request), request.params.saleId, request.params.taskId, request.body.done),
  );

  app.get(
    "/api/admin/sales/export",
    {
      config: { permission: "exports" },
      schema: {
        tags: ["admin", "sales"],
        summary: "Sales and payouts with a sale date in [from, to] as CSV (UTF-8, one row per sale)",
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(app, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("snaplist-sales", request.query)}"`)
        .send(csv);
    },
  );
}
