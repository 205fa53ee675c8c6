import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document (from the zod route schemas) at /api/docs/openapi.json and its reference UI at /api/docs. */
/**
 * `exposed` false (API_DOCS=false): the document is still built (app.swagger(), used by tests) but nothing is
 * served at /api/docs.
 */
export async function registerDocs(app: FastifyInstance, exposed = true) {
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
  });
  if (exposed) await app.register(scalar, { routePrefix: "/api/docs" });
}
