import type { FastifyReply, FastifyRequest } from "fastify";
import {
  ACCOUNT_MESSAGES,
  deleteAccountSchema,
  deletionPreviewSchema,
  deletionResultSchema,
  exportZipName,
} from "../../../contract/account.ts";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import { forbidden } from "../../lib/http-error.ts";
import { USER_LIMITS } from "../../lib/per-user-limit.ts";
import { rateLimited } from "../auth/route-options.ts";
import { SESSION_COOKIE } from "../auth/session.ts";
import { deleteOwnAccount, deletionPreview } from "./deletion.ts";
import { collectSellerData, streamSellerZip } from "./export.ts";

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
};

/**
 * A download that writes nothing may still be started only by our own pages (or typed, or by a client that is
 * no browser): a browser says where a request came from in Sec-Fetch-Site, and another site's link is refused.
 */
export function refuseCrossSiteDownload(request: FastifyRequest) {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    throw forbidden(ACCOUNT_MESSAGES.crossSiteDownload);
  }
}

/** Answers the seller's data as a streamed ZIP download. */
export async function sendSellerZip(app: App, reply: FastifyReply, userId: string) {
  const data = await collectSellerData(app, userId);
  return reply
    .header("content-type", "application/zip")
    .header("content-disposition", `attachment; filename="${exportZipName(new Date().toISOString().slice(0, 10))}"`)
    .header("cache-control", "private, no-store")
    .send(streamSellerZip(app, data));
}

/** The seller's own data from their account menu (issue 24 item 4, docs/decisions/129). */
export default async function accountRoutes(app: App) {
  app.get(
    "/api/account/export",
    {
      preHandler: requireUser,
      config: USER_LIMITS.dataExport,
      schema: {
        tags: ["account"],
        summary: "Download my data: a ZIP of snaplist-data.json and the photos under photos/",
        response: { 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      refuseCrossSiteDownload(request);
      return sendSellerZip(app, reply, currentUser(request).id);
    },
  );

  app.get(
    "/api/account/deletion",
    {
      preHandler: requireUser,
      schema: {
        tags: ["account"],
        summary: "What deleting my account would do, and how to confirm it (password or a fresh Google sign-in)",
        response: { 200: deletionPreviewSchema, 401: errorSchema },
      },
    },
    async (request) => deletionPreview(app, currentUser(request), request.sessionId),
  );

  app.post(
    "/api/account/delete",
    {
      preHandler: requireUser,
      config: rateLimited,
      schema: {
        tags: ["account"],
        summary:
          "Delete my account: ends every session, deletes listings, photos and messages, keeps sales and payouts under an anonymous label",
        body: deleteAccountSchema,
        response: { 200: deletionResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await deleteOwnAccount(app, request, request.body);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return result;
    },
  );
}
