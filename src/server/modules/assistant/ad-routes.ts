import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import { MARKETPLACES } from "../../../contract/enums.ts";
import { postingRefSchema } from "../../../contract/posting-desk.ts";
import type { App } from "../../app-types.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireForSale } from "../listings/lifecycle.ts";
import { taskForAssistant, tickTask } from "../postings/delist/service.ts";
import { findLiveAd } from "../postings/renewals/repo.ts";
import { recordRenewal } from "../postings/renewals/service.ts";
import { assistantActor, requireAssistantToken } from "./auth.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ["extension"];
const security = [{ assistantToken: [] }];

/** A renewal reported twice within this time is one renewal. */
const SAME_RENEWAL_MS = 30 * 60 * 1000;

const liveAdSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  adUrl: z.string(),
  title: z.string(),
  expiresAt: z.string().nullable(),
});

const delistTaskSchema = z.object({
  taskId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  adUrl: z.string(),
  title: z.string(),
  reason: z.enum(["sold", "withdrawn"]),
  done: z.boolean(),
});

/**
 * The rest of an ad's life through the assistant (issue 40 item 4): it reads the live ad it is renewing or the
 * delist task it is working, and records the renewal or the removal once the marketplace's page shows it.
 */
export default async function assistantAdRoutes(app: App) {
  app.get(
    "/api/extension/postings/:listingId/:marketplace/ad",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "A live ad to renew",
        params: postingRefSchema,
        response: { 200: liveAdSchema, ...errors },
      },
    },
    async (request) => {
      const ad = await findLiveAd(app.db, request.params.listingId, request.params.marketplace);
      if (!ad) throw notFound("This ad is not live on SnapList's records");
      requireForSale(ad, {
        sold: "This listing was sold: its ad is to be taken down, not renewed",
        withdrawn: "This listing was taken off sale: its ad is to be taken down, not renewed",
      });
      return { ...request.params, adUrl: ad.url, title: ad.title, expiresAt: ad.expiresAt };
    },
  );

  app.post(
    "/api/extension/postings/:listingId/:marketplace/renewed",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The marketplace shows the ad renewed: its lifetime restarts (audited; a repeat changes nothing)",
        params: postingRefSchema,
        response: { 200: z.object({ renewed: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const { listingId, marketplace } = request.params;
      await recordRenewal(app, assistantActor(request), listingId, marketplace, "renew", {
        onceWithinMs: SAME_RENEWAL_MS,
      });
      return { renewed: true as const };
    },
  );

  app.get(
    "/api/extension/delist-tasks/:taskId",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "A delist task: the ad to take down",
        params: z.object({ taskId: z.string().max(100) }),
        response: { 200: delistTaskSchema, ...errors },
      },
    },
    async (request) => taskForAssistant(app, request.params.taskId),
  );

  app.post(
    "/api/extension/delist-tasks/:taskId/done",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags,
        security,
        summary: "The marketplace shows the ad removed: the delist task is ticked (audited; a repeat changes nothing)",
        params: z.object({ taskId: z.string().max(100) }),
        response: { 200: z.object({ id: z.string(), done: z.literal(true), changed: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { task, changed } = await tickTask(app, assistantActor(request), request.params.taskId, true);
      return { id: task.id, done: true as const, changed };
    },
  );
}
