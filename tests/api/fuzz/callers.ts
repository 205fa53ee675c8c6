import { createECDH, randomBytes } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import type { App } from "../../../src/server/app-types.ts";
import { type DocumentedRoute, fillPath, percentEncode } from "../../helpers/openapi-routes.ts";
import { ORIGIN } from "../listings/helpers.ts";
import { idFor, validValue } from "./baseline.ts";
import { asText } from "./hostile.ts";
import { cookieFor, type World } from "./world.ts";

/**
 * Who may call a route, and one call of it: a seller's or an admin's session, or, for the posting assistant's
 * routes (/api/extension/*), the admin's assistant token. The route walkers (input hardening, human messages) send
 * each route a valid request first, so that what they break next reaches the route's validation, not its guard.
 */
export type Caller = "seller" | "admin" | "assistant";

export interface Call {
  path?: Record<string, string>;
  query?: [string, string][];
  /** A JSON body (undefined: none). */
  body?: unknown;
}

let address = 0;

/** An assistant token of the world's admin, made once per world through the desk's route. */
const tokens = new WeakMap<World, string>();
async function tokenOf(app: App, world: World): Promise<string> {
  const known = tokens.get(world);
  if (known) return known;
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/extension-tokens",
    headers: { cookie: await cookie(app, world, "admin"), origin: ORIGIN, "content-type": "application/json" },
    payload: JSON.stringify({ name: "The route walker" }),
  });
  if (res.statusCode !== 201) throw new Error(`no assistant token: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  tokens.set(world, token);
  return token;
}

const cookie = async (app: App, world: World, who: "seller" | "admin") => (await cookieFor(app, world, who)) as string;

/** A path parameter that passes the route's validation: by its name, an id of seller A's rows. */
function pathValue(name: string, world: World, route: DocumentedRoute): string {
  if (name === "marketplace") return "olx";
  if (name === "status") return "posted";
  if (name === "n" || name === "version") return "1";
  if (name === "token") return "A".repeat(43);
  return idFor(name, world, route.path);
}

/** One query parameter's valid value, percent-encoded. */
export const queryValue = (route: DocumentedRoute, q: DocumentedRoute["query"][number], world: World) =>
  percentEncode(asText(validValue(q.schema, q.name, world, route)));

/**
 * The path parameters, required query parameters and body of a request that should pass validation (optional
 * query parameters are left out: a walker adds them one at a time).
 */
export function validCall(route: DocumentedRoute, world: World, variant = 0): Call {
  return {
    path: Object.fromEntries(route.pathParams.map((p) => [p, pathValue(p, world, route)])),
    query: route.query.filter((q) => q.required).map((q): [string, string] => [q.name, queryValue(route, q, world)]),
    body:
      BODIES[route.key]?.() ?? (route.jsonBody ? validValue(route.jsonBody, "body", world, route, variant) : undefined),
  };
}

/** Bodies the document describes only loosely (a field map is checked by the service, not the route's schema). */
const BODIES: Record<string, () => unknown> = {
  "PUT /api/admin/field-maps/{marketplace}": () => structuredClone(BUNDLED_FIELD_MAPS.olx),
  // A common question or the buyer's words, not both.
  "POST /api/admin/listings/{listingId}/questions": () => ({ marketplace: "olx", text: "Is the price negotiable?" }),
  "POST /api/extension/buyer-ads/{listingId}/questions": () => ({
    marketplace: "olx",
    text: "Is the price negotiable?",
  }),
  "POST /api/push/subscriptions": () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: "https://push.example.test/send/walker",
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    };
  },
};

export async function send(
  app: App,
  world: World,
  route: DocumentedRoute,
  caller: Caller,
  call: Call,
): Promise<LightMyRequestResponse> {
  const search = (call.query ?? []).map(([k, v]) => `${percentEncode(k)}=${v}`).join("&");
  const url = `${fillPath(route, call.path ?? {})}${search ? `?${search}` : ""}`;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (caller === "assistant") headers.authorization = `Bearer ${await tokenOf(app, world)}`;
  else headers.cookie = await cookie(app, world, caller);
  // A different client address each time: the per-address rate limits would otherwise answer most calls.
  address++;
  const options: InjectOptions = {
    method: route.method as InjectOptions["method"],
    url,
    headers,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  if (call.body !== undefined) {
    headers["content-type"] = "application/json";
    options.payload = JSON.stringify(call.body);
  }
  return app.inject(options);
}

/**
 * The caller whose valid request gets furthest: the assistant for its own routes; otherwise the seller, or the
 * admin when the seller is refused (401/403).
 */
export async function servingCaller(app: App, world: World, route: DocumentedRoute): Promise<Caller> {
  if (route.path.startsWith("/api/extension/")) return "assistant";
  const res = await send(app, world, route, "seller", validCall(route, world));
  return res.statusCode === 401 || res.statusCode === 403 ? "admin" : "seller";
}

/** Every string in `value` with its path (keys and indexes), depth first. */
export function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced by `leaf`. */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** A copy of `value` without the leaf at `path`. */
export function withoutLeaf(value: unknown, path: (string | number)[]): unknown {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (Array.isArray(value)) return value.filter((_, i) => i !== head);
    const { [head as string]: _gone, ...others } = value as Record<string, unknown>;
    return others;
  }
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withoutLeaf(copy[head], rest);
  return copy;
}
