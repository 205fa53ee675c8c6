import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { pushOutbox, users } from "../../../src/server/db/schema.ts";
import { pushIdle } from "../../../src/server/modules/notifications/push-sender.ts";
import { parsePrometheusText, totalOf } from "../../helpers/prometheus.ts";
import type { Device, PushService } from "../../helpers/push-service.ts";
import type { Client } from "../listings/helpers.ts";

export { clientFor, ORIGIN } from "../listings/helpers.ts";

export const METRICS_TOKEN = "push-metrics-token-0123456789";

/** Turns notifications on for this device, as the browser would. */
export async function subscribe(client: Client, device: Device) {
  const res = await client("POST", "/api/push/subscriptions", device.subscription);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

export const setLanguage = (app: App, userId: string, language: "en" | "hi") =>
  app.db.update(users).set({ language }).where(eq(users.id, userId));

/** Waits until the pushes handed over after the last commit have been tried. */
export const settled = (app: App) => pushIdle(app);

export const pushesTo = (service: PushService, device: Device) =>
  service.received.filter((p) => p.deviceId === device.id);

export async function metric(app: App, family: string, labels: Record<string, string> = {}) {
  const res = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return totalOf(parsePrometheusText(res.body), family, labels);
}

export const outboxRows = (app: App) => app.db.select().from(pushOutbox);
