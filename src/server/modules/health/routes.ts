import { healthSchema, readySchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { engineState } from "../generator/warm-up.ts";
import { readiness } from "./readiness.ts";

const startedAt = Date.now();

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
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const ready = await readiness(app);
      return reply.code(ready.status === "ready" ? 200 : 503).send(ready);
    },
  );
}
