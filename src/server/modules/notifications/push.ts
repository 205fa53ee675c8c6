import type { z } from "zod";
import {
  defaultPushPreferences,
  MAX_PUSH_SUBSCRIPTIONS,
  PUSH_MESSAGES,
  type PushNotice,
  type PushPreferencesInput,
  type PushSubscriptionView,
  pushKindsFor,
  type pushSubscriptionSchema,
} from "../../../contract/push.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import type { PushSubscriptionRow, User } from "../../db/schema.ts";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.ts";
import { UUID } from "../../lib/ids.ts";
import { checkEndpoint, RefusedEndpoint } from "./push-address.ts";
import * as repo from "./push-repo.ts";

function toView(row: PushSubscriptionRow): PushSubscriptionView {
  return {
    id: row.id,
    endpointOrigin: new URL(row.endpoint).origin,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

/**
 * Stores this device's subscription for the signed-in user (upsert by endpoint: the same device subscribing again,
 * or after another person signed in on it, takes its row over). The endpoint is checked before anything is
 * written; at most MAX_PUSH_SUBSCRIPTIONS an account.
 */
export async function subscribe(
  app: App,
  user: User,
  body: z.output<typeof pushSubscriptionSchema>,
  userAgent: string | undefined,
): Promise<{ created: boolean; subscription: PushSubscriptionView }> {
  try {
    await checkEndpoint(body.endpoint, app.config.push.allowLocalEndpoints);
  } catch (err) {
    if (err instanceof RefusedEndpoint)
      throw new HttpError(422, err.notHttps ? PUSH_MESSAGES.endpointInvalid : PUSH_MESSAGES.endpointRefused);
    throw err;
  }
  const values = {
    userId: user.id,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
  };
  return app.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const existing = await repo.findByEndpoint(tx, body.endpoint);
    if (existing?.userId === user.id) {
      const row = await repo.updateSubscription(tx, existing.id, values);
      return { created: false, subscription: toView(row as PushSubscriptionRow) };
    }
    if ((await repo.countSubscriptions(tx, user.id)) >= MAX_PUSH_SUBSCRIPTIONS) throw conflict(PUSH_MESSAGES.tooMany);
    const row = existing
      ? await repo.updateSubscription(tx, existing.id, values)
      : await repo.insertSubscription(tx, { ...values, endpoint: body.endpoint });
    if (!row) throw conflict(PUSH_MESSAGES.subscribeRace);
    return { created: true, subscription: toView(row) };
  });
}

export async function listSubscriptions(app: App, user: User) {
  return (await repo.listSubscriptions(app.db, user.id)).map(toView);
}

/** Turning notifications off on a device: only one's own; anyone else's is 404, as if it did not exist. */
export async function unsubscribe(app: App, user: User, id: string): Promise<void> {
  if (!UUID.test(id) || !(await repo.deleteOwnSubscription(app.db, user.id, id)))
    throw notFound(PUSH_MESSAGES.subscriptionNotFound);
}

export async function preferencesOf(app: App, user: User) {
  const kinds = pushKindsFor(user.isAdmin);
  const stored = (await repo.getPreferences(app.db, user.id)) ?? {};
  const defaults = defaultPushPreferences(user.isAdmin);
  return {
    kinds: [...kinds],
    preferences: Object.fromEntries(kinds.map((k) => [k, stored[k] ?? defaults[k] ?? false])),
  };
}

/** Changes the kinds named; a kind of the other side (an admin's for a seller) is refused. */
export async function setPreferences(app: App, user: User, input: PushPreferencesInput) {
  const kinds = pushKindsFor(user.isAdmin) as readonly string[];
  const named = Object.entries(input).filter(([, v]) => v !== undefined) as Array<[string, boolean]>;
  if (named.some(([k]) => !kinds.includes(k))) throw badRequest(PUSH_MESSAGES.kindNotYours);
  await app.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    const stored = (await repo.getPreferences(tx, user.id)) ?? {};
    await repo.setPreferences(tx, user.id, { ...stored, ...Object.fromEntries(named) });
  });
  return preferencesOf(app, user);
}

/**
 * Queues a push to one person's devices, in the caller's transaction (the outbox): written with the change or
 * not at all. Call `kickPushes` after the commit. Answers how many devices it queued for.
 */
export function queuePush(app: App, db: Db, userId: string, notice: PushNotice): Promise<number> {
  return repo.queuePushes(db, { userId }, notice.kind, notice.params, app.clock.now());
}

/** The same to every active admin who switched this kind on. */
export function queueAdminPush(app: App, db: Db, notice: PushNotice): Promise<number> {
  return repo.queuePushes(db, { admins: true }, notice.kind, notice.params, app.clock.now());
}
