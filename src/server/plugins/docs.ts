import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Permission } from "../../contract/roles.ts";

/** The OpenAPI document (from the zod route schemas) at /api/docs/openapi.json and its reference UI at /api/docs. */
/**
 * `exposed` false (API_DOCS=false): the document is still built (app.swagger(), used by tests) but nothing is
 * served at /api/docs.
 */
export async function registerDocs(
  app: FastifyInstance,
  exposed = true,
  permissions: ReadonlyMap<string, Permission> = new Map(),
) {
  // Helmet's CSP blanks the reference UI (inline scripts): the docs routes alone skip helmet.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs"))
      route.config = { ...(route.config ?? {}), helmet: { skipRoute: true } } as never;
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "SnapList API",
        version: "1.0.0",
        description: "Resale listing assistant: listings, messages, sales and admin.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "snaplist_sid" },
          // The posting assistant's routes (/api/extension/*, docs/decisions/133).
          assistantToken: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Each admin operation names the permission its route declared (plugins/route-permissions.ts, decision 161).
    transformObject: (document) => {
      if (!("openapiObject" in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
      for (const [path, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const permission = permissions.get(`${method.toUpperCase()} ${path}`);
          if (permission) operation["x-permission"] = permission;
        }
      }
      return openapiObject;
    },
  });
  if (exposed) await app.register(scalar, { routePrefix: "/api/docs" });
}
