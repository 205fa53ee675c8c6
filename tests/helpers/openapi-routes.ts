import type { App } from "../../src/server/app-types.ts";

/** A JSON Schema fragment as the OpenAPI document holds it (from the zod route schemas). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
}

export interface DocumentedRoute {
  /** "METHOD /path" with the document's {param} placeholders, e.g. "PATCH /api/listings/{id}". */
  key: string;
  method: string;
  /** The document's path, e.g. "/api/listings/{id}". */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body schema when the route declares one; routes without one may read multipart or nothing. */
  jsonBody?: JsonSchema;
  /** Whether the route takes a body at all (POST, PUT, PATCH, DELETE). */
  takesBody: boolean;
}

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * Every route and method in the app's OpenAPI document: the single source the fuzz suite and the authorization
 * matrix walk, so a route added later is covered without anyone listing it by hand.
 */
export function documentedRoutes(app: App): DocumentedRoute[] {
  const doc = app.swagger() as { paths?: Record<string, Partial<Record<string, Operation>>> };
  const routes: DocumentedRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const METHOD = method.toUpperCase();
      routes.push({
        key: `${METHOD} ${path}`,
        method: METHOD,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        query: params
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: Boolean(p.required) })),
        jsonBody: op.requestBody?.content?.["application/json"]?.schema,
        takesBody: METHOD !== "GET",
      });
    }
  }
  return routes;
}

/**
 * Percent-encodes the UTF-8 bytes of `s`. Unlike encodeURIComponent it never throws: a lone surrogate goes out as
 * the replacement character, as a browser would send it.
 */
export function percentEncode(s: string): string {
  let out = "";
  for (const byte of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** The URL of `route` with each {param} replaced by `values[param]` (percent-encoded). */
export function fillPath(route: DocumentedRoute, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(values[name] ?? ""));
}
