import { z } from "zod";
import { errorSchema } from "../../../../contract/common.ts";
import { MARKETPLACES } from "../../../../contract/enums.ts";
import {
  FIELD_MAP_LIMITS,
  fieldMapVersionSchema,
  fieldMapViewSchema,
  servedFieldMapSchema,
  teachResultSchema,
  teachSchema,
} from "../../../../contract/field-maps.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { actorOf } from "../../audit/record.ts";
import { assistantActor, requireAssistantToken } from "../auth.ts";
import { editMap, listVersions, revertMap, servedMap, teachMap, versionMap } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const marketplaceParam = z.object({ marketplace: z.enum(MARKETPLACES, { message: "Unknown marketplace" }) });
const versionParam = marketplaceParam.extend({
  version: z.coerce.number({ message: "Not a version" }).int("Not a version").min(1, "Not a version").max(1_000_000),
});
const security = [{ assistantToken: [] }];

/**
 * Field maps served by SnapList (issue 40 item 3, docs/decisions/154): the assistant fetches the current version at
 * each launch and teaches it; admins see the versions, what each changed, revert one, or replace the map.
 */
export default async function fieldMapRoutes(app: App) {
  app.get(
    "/api/extension/field-maps/:marketplace",
    {
      onRequest: requireAssistantToken,
      schema: {
        tags: ["extension"],
        security,
        summary: "The current field map of a marketplace, with the fingerprints learned for its fields",
        params: marketplaceParam,
        response: { 200: servedFieldMapSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header("cache-control", "private, no-store").send(await servedMap(app, request.params.marketplace)),
  );

  app.post(
    "/api/extension/field-maps/:marketplace/teach",
    {
      onRequest: requireAssistantToken,
      bodyLimit: 16 * 1024,
      schema: {
        tags: ["extension"],
        security,
        summary: "Teach the map where a field is, or which option means our value: a new version when it is new",
        params: marketplaceParam,
        body: teachSchema,
        response: { 200: teachResultSchema, ...errors },
      },
    },
    async (request) => teachMap(app, assistantActor(request), request.params.marketplace, request.body),
  );

  app.get(
    "/api/admin/field-maps",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every version of each marketplace's field map, newest first, with what it changed",
        response: { 200: z.array(fieldMapVersionSchema), ...errors },
      },
    },
    async () => listVersions(app),
  );

  app.get(
    "/api/admin/field-maps/:marketplace/:version",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "One version of a marketplace's field map",
        params: versionParam,
        response: { 200: fieldMapViewSchema, ...errors },
      },
    },
    async (request) => versionMap(app, request.params.marketplace, request.params.version),
  );

  app.post(
    "/api/admin/field-maps/:marketplace/:version/revert",
    {
      config: { permission: "settings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Make an earlier version current again (as a new version; audited)",
        params: versionParam,
        response: { 200: teachResultSchema, ...errors },
      },
    },
    async (request) => revertMap(app, actorOf(request), request.params.marketplace, request.params.version),
  );

  app.put(
    "/api/admin/field-maps/:marketplace",
    {
      config: { permission: "settings" },
      onRequest: requireAdmin,
      bodyLimit: FIELD_MAP_LIMITS.bytes * 2,
      schema: {
        tags: ["admin"],
        summary: "Replace a marketplace's field map (checked: an invalid map is refused and never served; audited)",
        params: marketplaceParam,
        body: z.record(z.string(), z.unknown(), { message: "Send the field map as a JSON object" }),
        response: { 200: teachResultSchema, ...errors },
      },
    },
    async (request) => editMap(app, actorOf(request), request.params.marketplace, request.body),
  );
}
