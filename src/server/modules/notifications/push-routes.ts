import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  pushPreferencesSchema,
  pushPreferencesViewSchema,
  pushPublicKeySchema,
  pushSubscriptionIdParam,
  pushSubscriptionSchema,
  pushSubscriptionViewSchema,
} from "../../../contract/push.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import * as service from "./push.ts";
import { schedulePushes } from "./push-sender.ts";

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
/** A device subscribes once; bursts are a script. */
const subscribeLimit = {
  rateLimit: {
    max: 30,
    timeWindow: "1 minute",
    keyGenerator: (req: { user: { id: string } | null; ip: string }) => req.user?.id ?? req.ip,
  },
};

/** Web Push (issue 32, docs/decisions/138): the key, this device's subscription, and which kinds are on. */
export default async function pushRoutes(app: App) {
  // Pushes a failed send or a crash left due, on any server.
  if (app.config.env !== "test") schedulePushes(app);

  app.get(
    "/api/push/public-key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key a browser subscribes with (applicationServerKey)",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.config.push.publicKey }),
  );

  app.get(
    "/api/push/subscriptions",
    {
      onRequest: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's devices with notifications on (never their keys)",
        response: { 200: z.array(pushSubscriptionViewSchema), 401: errorSchema },
      },
    },
    async (request) => service.listSubscriptions(app, currentUser(request)),
  );

  app.post(
    "/api/push/subscriptions",
    {
      onRequest: requireUser,
      config: subscribeLimit,
      schema: {
        tags: ["notifications"],
        summary: "Turn notifications on for this device: its PushSubscription (upsert by endpoint; 10 an account)",
        body: pushSubscriptionSchema,
        response: { 200: pushSubscriptionViewSchema, 201: pushSubscriptionViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, subscription } = await service.subscribe(
        app,
        currentUser(request),
        request.body,
        request.headers["user-agent"],
      );
      return reply.code(created ? 201 : 200).send(subscription);
    },
  );

  app.delete(
    "/api/push/subscriptions/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Turn notifications off for a device of one's own",
        params: pushSubscriptionIdParam,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(app, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/push/preferences",
    {
      onRequest: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Which kinds of notification are on (sellers: all by default; admins: none)",
        response: { 200: pushPreferencesViewSchema, 401: errorSchema },
      },
    },
    async (request) => service.preferencesOf(app, currentUser(request)),
  );

  app.put(
    "/api/push/preferences",
    {
      onRequest: requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Switch kinds of notification on or off (only those named change)",
        body: pushPreferencesSchema,
        response: { 200: pushPreferencesViewSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => service.setPreferences(app, currentUser(request), request.body),
  );
}
