import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Registry } from "prom-client";
import type { Database } from "../../db/client.ts";
import { createAppMetrics, type EngineStateReader } from "./app-metrics.ts";
import { processRegistry } from "./process-metrics.ts";

/** The route label of a request no route matched (a 404, or a page the web client's fallback serves). */
export const UNMATCHED_ROUTE = "(unmatched)";

/**
 * Metrics for Prometheus (issue 24 item 2, docs/decisions/128): `app.metrics` for the code that counts, a timer
 * on every request labelled by its route pattern (never the raw URL: ids would make a series each), and
 * `GET /metrics` in the text format. Closed (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>` (401 otherwise). Registered on the root instance, before the domain modules, so
 * the timer sees every route. No rate limit applies (the limiter is per route, and this route sets none).
 */
export function registerMetrics(app: FastifyInstance, database: Database, engineState: EngineStateReader) {
  const metrics = createAppMetrics(database, engineState);
  app.decorate("metrics", metrics);

  app.addHook("onResponse", async (request, reply) => {
    metrics.httpRequestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // Always registered, also when closed: otherwise the web client's fallback would answer it with a 200 page.
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const token = app.config.metricsToken;
    if (!token) return reply.code(404).send({ message: "Not found: GET /metrics" });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Metrics need Authorization: Bearer <METRICS_TOKEN>" });
    }
    const merged = Registry.merge([processRegistry, metrics.registry]);
    const text = await merged.metrics();
    return reply.type(merged.contentType).send(text);
  });
}

/**
 * Compares SHA-256 digests in constant time: equal lengths for timingSafeEqual, and the time taken says nothing
 * about how much of the token, or how long a token, was right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1] ?? "";
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
