import { healthSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { engineState } from "../generator/warm-up.ts";

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
}
