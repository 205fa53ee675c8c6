import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import type { DocumentedRoute, JsonSchema } from "../../helpers/openapi-routes.ts";
import { documentedRoutes } from "../../helpers/openapi-routes.ts";
import { type Call, send, servingCaller, validCall, withLeaf, withoutLeaf } from "../fuzz/callers.ts";
import { buildWorld } from "../fuzz/world.ts";

/**
 * Issue 46 item 8 (docs/decisions/181): every 4xx says in words what to change, and no validator wording reaches a
 * person. Every route of the OpenAPI document is called with wrong types, missing fields, unknown keys, bodies of the
 * wrong shape, and wrong query and path values; each answer must be a 4xx whose message is a sentence without
 * "expected", "received", "Too big", "Unrecognized key"... (what zod, Ajv and Fastify say when left to themselves).
 */

const app = await createTestApp();
const routes = documentedRoutes(app);

const VALIDATOR_WORDS =
  /\bexpected\b|\breceived\b|Unrecognized key|Too big|Too small|Invalid input|Invalid option|Invalid string|Invalid discriminator|Invalid element|Invalid key|must match pattern|must have required property|must NOT have|must be object|must be array|Route [A-Z]+:|Body cannot be empty|FST_|Zod/;

/** A value of the wrong kind for `schema`. */
function wrongFor(schema: JsonSchema | undefined): unknown[] {
  const type = Array.isArray(schema?.type) ? schema?.type.find((t) => t !== "null") : schema?.type;
  if (schema?.enum) return ["not-one-of-them", 7];
  switch (type) {
    case "string":
      return [12345, ["a"], { a: 1 }, true];
    case "number":
    case "integer":
      return ["abc", 1.5e300, -1, [1]];
    case "boolean":
      return ["yes", 1];
    case "array":
      return ["x", [{ nested: true }], Array.from({ length: 600 }, () => "x")];
    case "object":
      return ["x", [], { unknownInside: 1 }];
    default:
      return ["x", 1, null];
  }
}

/** What each route is sent, besides its valid call: the kinds of mistake a client makes. */
function mistakes(route: DocumentedRoute, valid: Call): { what: string; call: Call }[] {
  const out: { what: string; call: Call }[] = [];
  const body = route.jsonBody;
  if (body) {
    const props = Object.entries(body.properties ?? {});
    out.push({ what: "empty body", call: { ...valid, body: {} } });
    out.push({ what: "body a list", call: { ...valid, body: [] } });
    out.push({ what: "body a string", call: { ...valid, body: "sale" } });
    out.push({ what: "unknown key", call: { ...valid, body: { ...(valid.body as object), sale: true } } });
    for (const [key, schema] of props) {
      out.push({ what: `missing ${key}`, call: { ...valid, body: withoutLeaf(valid.body, [key]) } });
      for (const bad of wrongFor(schema)) {
        out.push({
          what: `${key} = ${JSON.stringify(bad).slice(0, 30)}`,
          call: { ...valid, body: withLeaf(valid.body, [key], bad) },
        });
      }
      if (schema.maxLength) {
        const long = "x".repeat(schema.maxLength * 9);
        out.push({ what: `${key} too long`, call: { ...valid, body: withLeaf(valid.body, [key], long) } });
      }
    }
  }
  for (const q of route.query) {
    for (const bad of ["abc", "-5", "2026-13-45", "x".repeat(400)]) {
      const others = (valid.query ?? []).filter(([k]) => k !== q.name);
      out.push({ what: `query ${q.name}=${bad.slice(0, 10)}`, call: { ...valid, query: [...others, [q.name, bad]] } });
    }
  }
  for (const p of route.pathParams) {
    out.push({ what: `path ${p}=x`, call: { ...valid, path: { ...valid.path, [p]: "x" } } });
  }
  return out;
}

function judge(route: DocumentedRoute, what: string, res: LightMyRequestResponse, problems: string[]) {
  const label = `${route.key} ${what}: ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) return void problems.push(`5xx ${label}`);
  if (res.statusCode < 400) return;
  const message = res.json().message;
  if (typeof message !== "string" || message.trim().length < 5) return void problems.push(`no sentence ${label}`);
  if (VALIDATOR_WORDS.test(message)) problems.push(`validator wording ${label}`);
}

describe("every 4xx is in plain words", () => {
  it("wrong types, missing fields, unknown keys and wrong shapes on every route", async () => {
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const world = await buildWorld(app);
      const caller = await servingCaller(app, world, route);
      const valid = validCall(route, world);
      for (const { what, call } of mistakes(route, valid)) {
        await app.db.execute(sql`delete from rate_limits`);
        judge(route, what, await send(app, world, route, caller, call), problems);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 900_000);

  it("a route the server does not have, and malformed requests, say so in words", async () => {
    const problems: string[] = [];
    const route = { key: "raw", method: "POST", path: "/api/listings", pathParams: [], query: [], takesBody: true };
    const raw = async (what: string, headers: Record<string, string>, payload?: string, url = "/api/listings") =>
      judge(
        route,
        what,
        await app.inject({ method: "POST", url, headers: { origin: "http://localhost:3000", ...headers }, payload }),
        problems,
      );
    await raw("no route", {}, undefined, "/api/no-such-route");
    await raw("empty JSON", { "content-type": "application/json" }, "");
    await raw("broken JSON", { "content-type": "application/json" }, '{"title":');
    await raw("unknown type", { "content-type": "application/x-unknown" }, "a");
    await raw("bad length", { "content-type": "application/json", "content-length": "99" }, "{}");
    expect(problems).toEqual([]);
  });
});
