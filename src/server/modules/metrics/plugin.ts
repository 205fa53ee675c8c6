import { createHash, timingSafeEqual } from "node:crypto";
import { Registry } from "prom-client";
import type { App } from "../../app-types.ts";
import type { Database } from "../../db/client.ts";
import { createAppMetrics } from "./app-metrics.ts";
import { processRegistry } from "./process-metrics.ts";

/**
 * Metrics for Prometheus (issue 24 item 2, docs/decisions/128): `app.metrics` for the code that counts, a timer on
 * every request (labelled by its route pattern, never the raw URL, so ids do not multiply the series), and
 * `GET /metrics` in the text format - closed (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>`.
 */
export function registerMetrics(app: App, database: Database) {
  const metrics = createAppMetrics(database);
  app.decorate("metrics", metrics);

  app.addHook("onResponse", async (request, reply) => {
    metrics.httpSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) return reply.code(404).send({ message: "Metrics are turned off: set METRICS_TOKEN to open them." });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Metrics need the token: send Authorization: Bearer <METRICS_TOKEN>." });
    }
    const merged = Registry.merge([processRegistry, metrics.registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
