import type { FastifyInstance, onRequestHookHandler, RouteOptions } from "fastify";
import { PERMISSIONS, type Permission } from "../../contract/roles.ts";
import { requirePermission } from "../lib/guards.ts";

/*
 * Every /api/admin/* route declares the permission it needs in its options (issue 41 item 2, docs/decisions/161):
 *
 *   app.get("/api/admin/sales", { config: { permission: "money" }, schema: {...} }, handler)
 *
 * This hook reads the declaration when the route is added and puts the guard in front of the handler, so the guard
 * and the declaration cannot disagree; a route without one stops the server from starting, naming the route. The
 * OpenAPI document carries it as `x-permission` on each operation (plugins/docs.ts), which is what the route-list
 * test reads.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** The role permission an /api/admin/* route needs (src/contract/roles.ts). */
    permission?: Permission;
  }
}

export const ADMIN_ROUTE_PREFIX = "/api/admin/";
export const ASSISTANT_ROUTE_PREFIX = "/api/extension/";

/** "GET /api/admin/sales/{saleId}": the OpenAPI document's key for a route. */
export const documentKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;

const GUARDED = Symbol("permission guard");

/** Adds the hook; answers the declared permissions by document key (filled as routes are added). */
export function registerRoutePermissions(app: FastifyInstance): Map<string, Permission> {
  const declared = new Map<string, Permission>();
  app.addHook("onRoute", (route: RouteOptions) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The assistant's token routes check the declared permission in their own guard (modules/assistant/auth.ts);
    // the document names it all the same.
    if (route.url.startsWith(ASSISTANT_ROUTE_PREFIX) && permission) {
      for (const method of methods) declared.set(documentKey(String(method), route.url), permission);
      return;
    }
    if (!route.url.startsWith(ADMIN_ROUTE_PREFIX)) return;
    if (!permission || !(PERMISSIONS as readonly string[]).includes(permission)) {
      throw new Error(
        `${methods.join(",")} ${route.url} declares no permission: every /api/admin/* route needs ` +
          `config: { permission: ${PERMISSIONS.map((p) => `"${p}"`).join(" | ")} } (docs/decisions/161)`,
      );
    }
    for (const method of methods) declared.set(documentKey(String(method), route.url), permission);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    if (existing.some((h) => (h as { [GUARDED]?: true })[GUARDED])) return;
    const guard = Object.assign(requirePermission(permission), { [GUARDED]: true as const });
    // First, so that nothing the route does before its handler runs for a role that may not call it.
    route.onRequest = [guard as onRequestHookHandler, ...(existing as onRequestHookHandler[])];
  });
  return declared;
}
