import { z } from "zod";
import { errorSchema } from "../../../../contract/common.ts";
import { FIELD_NAMES, fieldHealthSchema, runReportSchema } from "../../../../contract/field-maps.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { assistantCaller, requireAssistantToken } from "../auth.ts";
import { assistantHealth, recordRunReport } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema };

/**
 * The assistant's run reports and the desk's assistant health (issue 40 item 3): a report carries field names and
 * outcomes (and the fingerprints of the controls that took them), never a value.
 */
export default async function runReportRoutes(app: App) {
  app.post(
    "/api/extension/reports",
    {
      onRequest: requireAssistantToken,
      // A report names each field at most twice: a few kilobytes at most.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ["extension"],
        security: [{ assistantToken: [] }],
        summary: "One run's outcome per field (filled, healed, taught, missed): names and outcomes only",
        body: runReportSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recordRunReport(app, assistantCaller(request).admin.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/admin/assistant-health",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: `Per marketplace and field over the last 7 days: filled, healed, taught and missed (${FIELD_NAMES.length} fields)`,
        response: { 200: z.array(fieldHealthSchema), ...errors },
      },
    },
    async () => assistantHealth(app),
  );
}
