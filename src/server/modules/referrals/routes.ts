import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  generateReferralResponse,
  linkReferralBody,
  linkReferralResponse,
  referralPopupSchema,
  referralStatsSchema,
} from "../../../contract/referrals.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import * as service from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The seller's referral calls: /api/referrals/stats, generate, link, and the popup's seen flag (issue 12). */
export default async function referralRoutes(app: App) {
  app.get(
    "/api/referrals/stats",
    {
      preHandler: requireUser,
      schema: {
        tags: ["referrals"],
        summary: "The signed-in user's code, who referred them, and the users they referred",
        response: { 200: referralStatsSchema, ...errors },
      },
    },
    async (request) => service.stats(app.db, currentUser(request)),
  );

  app.post(
    "/api/referrals/generate",
    {
      preHandler: requireUser,
      schema: {
        tags: ["referrals"],
        summary: "The user's referral code, made on the first call (the same code on every later call)",
        response: { 200: generateReferralResponse, 401: errorSchema, 404: errorSchema, 503: errorSchema },
      },
    },
    async (request) => service.generate(app.db, currentUser(request)),
  );

  app.post(
    "/api/referrals/link",
    {
      preHandler: requireUser,
      schema: {
        tags: ["referrals"],
        summary: "Record the owner of a referral code as the user's referrer (once)",
        body: linkReferralBody,
        response: { 200: linkReferralResponse, ...errors },
      },
    },
    async (request) => service.link(app.db, currentUser(request), request.body.referralCode),
  );

  app.get(
    "/api/referrals/popup",
    {
      preHandler: requireUser,
      schema: {
        tags: ["referrals"],
        summary: "Whether the user has seen the referral popup",
        response: { 200: referralPopupSchema, 401: errorSchema },
      },
    },
    async (request) => service.popup(app.db, currentUser(request)),
  );

  app.post(
    "/api/referrals/popup/seen",
    {
      preHandler: requireUser,
      schema: {
        tags: ["referrals"],
        summary: "Remember that the user has seen the referral popup",
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await service.markPopupSeen(app.db, currentUser(request));
      return reply.code(204).send(null);
    },
  );
}
