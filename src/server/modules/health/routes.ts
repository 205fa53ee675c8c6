import { errorSchema, healthSchema, readySchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { engineState } from "../generator/warm-up.ts";
import { bearerMatches } from "../metrics/plugin.ts";
import { readiness } from "./readiness.ts";

const startedAt = Date.now();

/** A load balancer asks every few seconds: one warning a minute says why the server is not ready. */
const notReadyLog = {
  last: 0,
  say(app: App, checks: unknown) {
    if (Date.now() - this.last < 60_000) return;
    this.last = Date.now();
    app.log.warn({ checks }, "not ready");
  },
};

export default async function healthRoutes(app: App) {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness, database kind and whether the photo engine is warm",
        response: { 200: healthSchema },
      },
    },
    async () => ({
      status: "ok" as const,
      database: app.dbKind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      engine: engineState(),
    }),
  );

  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: 200 when the database answers, migrations are applied and storage is writable, else 503",
        description:
          "Anyone gets `status` alone. The checks and the engine's state come only with " +
          "`Authorization: Bearer <METRICS_TOKEN>`; any other Authorization header is refused with 401.",
        response: { 200: readySchema, 401: errorSchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // The details name the database kind, the newest migration and the storage: an operator's, not a visitor's.
      const asked = request.headers.authorization !== undefined;
      const token = app.config.metricsToken;
      if (asked && !(token && bearerMatches(request.headers.authorization, token))) {
        return reply
          .code(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ message: "Readiness details need Authorization: Bearer <METRICS_TOKEN>" });
      }
      const ready = await readiness(app);
      const code = ready.status === "ready" ? 200 : 503;
      // Without the details, the reason a server is not ready is in its log (throttled to one line a minute).
      if (code === 503) notReadyLog.say(app, ready.checks);
      return reply.code(code).send(asked ? ready : { status: ready.status });
    },
  );
}
