import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { type DocumentedRoute, documentedRoutes, fillPath, percentEncode } from "../../helpers/openapi-routes.ts";
import { ORIGIN } from "../listings/helpers.ts";
import { idFor, killersFor, validValue, variantsOf } from "./baseline.ts";
import { asText, hostileBody, hostileMultipart, hostilePathValue, hostileQueryValue, hostileValue } from "./hostile.ts";
import { buildWorld, cookieFor, ROLES, type Role, type World } from "./world.ts";

/**
 * Issue 13 item 3: every route and method of the OpenAPI document gets hostile path parameters, query strings,
 * JSON bodies and multipart forms, as a visitor, a seller, another seller and an admin; no answer may be a 5xx,
 * and every 4xx carries a message. Routes are read from the document, so a route added later is fuzzed too.
 *
 * Bounded: FUZZ_RUNS random cases per route (default 25) plus a fixed sweep of the known killers per route.
 * The cases come from one seed (tests/helpers/setup.ts), so every run of the suite sends the same requests;
 * FC_SEED=<another number> explores other cases, and replays a failure with the seed fast-check prints.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const app = await createTestApp();
const routes = documentedRoutes(app);
const stats = { cases: 0, serverErrors: 0 };

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "multipart"; payload: Buffer; contentType: string }
  | { kind: "raw"; payload: string; contentType: string };

interface FuzzRequest {
  role: Role;
  path: Record<string, string>;
  query: [string, string][];
  body: Body;
}

const RAW_BODIES: [string, string][] = [
  ["application/json", '{"title":'],
  ["application/json", "nul\u0000l"],
  ["application/json", '{"__proto__":{"isAdmin":true}}'],
  ["application/json", '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ["application/json; charset=utf-16", "{}"],
  ["application/json", ""],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "a=1&b=%00"],
  ["application/xml", "<a/>"],
  ["multipart/form-data; boundary=abc", "--abc\r\nContent-Disposition: form-da"],
];

function requestArb(route: DocumentedRoute, world: World): fc.Arbitrary<FuzzRequest> {
  const ids = world.ids;
  const path = fc.record(
    Object.fromEntries(
      route.pathParams.map((p) => [p, fc.oneof(fc.constant(idFor(p, world, route.path)), hostilePathValue(ids))]),
    ),
  );
  const extraKey = fc.constantFrom("extra", "__proto__", "status[]", ...route.query.map((q) => q.name));
  const query = fc
    .tuple(
      ...route.query.map((q) =>
        fc.option(hostileQueryValue(q.schema, q.name, ids).map((v): [string, string] => [q.name, v])),
      ),
      fc.option(fc.tuple(extraKey, hostileQueryValue({}, "extra", ids))),
    )
    .map((pairs) => pairs.filter((p): p is [string, string] => Boolean(p)));
  const base = validValue(route.jsonBody ?? {}, "body", world, route) as Record<string, unknown>;
  const keys = Object.keys(base ?? {});
  // A valid body with one to three fields made hostile: gets past the other fields' checks to the service.
  const mutated = keys.length
    ? fc
        .array(fc.tuple(fc.constantFrom(...keys), hostileValue), { minLength: 1, maxLength: 3 })
        .map((changes) => ({ ...base, ...Object.fromEntries(changes) }))
    : hostileValue;
  const json = fc.oneof(hostileBody(route.jsonBody, ids), mutated).map((value): Body => ({ kind: "json", value }));
  const multipart = hostileMultipart.map((m): Body => ({ kind: "multipart", ...m }));
  const raw = fc
    .constantFrom(...RAW_BODIES)
    .map(([contentType, payload]): Body => ({ kind: "raw", contentType, payload }));
  const body: fc.Arbitrary<Body> = !route.takesBody
    ? fc.constant({ kind: "none" })
    : fc.oneof(
        { weight: route.jsonBody ? 6 : 1, arbitrary: json },
        { weight: route.jsonBody ? 1 : 6, arbitrary: multipart },
        { weight: 1, arbitrary: raw },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
      );
  return fc.record({ role: fc.constantFrom(...ROLES), path, query, body });
}

let address = 0;
async function send(route: DocumentedRoute, world: World, req: FuzzRequest): Promise<LightMyRequestResponse> {
  const cookie = await cookieFor(app, world, req.role);
  const search = req.query.map(([k, v]) => `${percentEncode(k)}=${v}`).join("&");
  const url = `${fillPath(route, req.path)}${search ? `?${search}` : ""}`;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  // A different client address each time: the per-address rate limits would otherwise answer most cases.
  address++;
  const options: InjectOptions = {
    method: route.method as InjectOptions["method"],
    url,
    headers,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  if (req.body.kind === "json") {
    headers["content-type"] = "application/json";
    options.payload = JSON.stringify(req.body.value) ?? "null";
  } else if (req.body.kind === "multipart" || req.body.kind === "raw") {
    headers["content-type"] = req.body.contentType;
    options.payload = req.body.payload;
  }
  stats.cases++;
  return app.inject(options);
}

function check(route: DocumentedRoute, req: FuzzRequest, res: LightMyRequestResponse) {
  const what = `${route.key} as ${req.role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) stats.serverErrors++;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers["content-type"], what).toMatch(/application\/json/);
    expect(typeof res.json().message, what).toBe("string");
  }
}

/**
 * The fixed sweep, the same every run: other people's ids and malformed ids for every role; then, as the role the
 * route serves, a valid request with one field (body, query or path) at a time replaced by each known killer.
 */
async function sweep(route: DocumentedRoute, world: World): Promise<FuzzRequest[]> {
  const path = (v?: string) => Object.fromEntries(route.pathParams.map((p) => [p, v ?? idFor(p, world, route.path)]));
  const validQuery = route.query.map((q): [string, string] => [
    q.name,
    percentEncode(asText(validValue(q.schema, q.name, world, route))),
  ]);
  const base = validValue(route.jsonBody ?? {}, "body", world, route) as Record<string, unknown>;
  const valid = (): Omit<FuzzRequest, "role"> => ({
    path: path(),
    query: validQuery,
    body: route.takesBody ? { kind: "json", value: { ...base } } : { kind: "none" },
  });
  const probes: Omit<FuzzRequest, "role">[] = [
    { path: path(world.b.listingId), query: [], body: { kind: "none" } },
    { path: path(world.b.messageId), query: [], body: { kind: "raw", ...rawOf(RAW_BODIES[0]) } },
    { path: path("a\u0000b"), query: route.query.map((q) => [q.name, "a%00b"]), body: { kind: "json", value: null } },
  ];
  const role = await servingRole(route, world, valid());
  // The first killer (a NUL) is tried in every enum variant of the body, the others in one variant each.
  const variants = variantsOf(route.jsonBody);
  const bodyOf = (v: number) => validValue(route.jsonBody ?? {}, "body", world, route, v) as Record<string, unknown>;
  const oneBad: Omit<FuzzRequest, "role">[] = [
    ...Object.entries(base ?? {}).flatMap(([key, v], index) =>
      killersFor(v).flatMap((k, j) =>
        (j === 0 ? [...Array(variants).keys()] : [(index + j) % variants]).map((variant) => ({
          ...valid(),
          body: { kind: "json", value: { ...bodyOf(variant), [key]: k } } as Body,
        })),
      ),
    ),
    ...validQuery.flatMap(([name], i) =>
      killersFor("x").map((k) => {
        const query = [...validQuery];
        query[i] = [name, percentEncode(asText(k))];
        return { ...valid(), query };
      }),
    ),
    ...route.pathParams.flatMap((p) =>
      killersFor(idFor(p, world, route.path)).map((k) => ({ ...valid(), path: { ...path(), [p]: asText(k) } })),
    ),
  ];
  return [...ROLES.flatMap((r) => probes.map((c) => ({ ...c, role: r }))), ...oneBad.map((c) => ({ ...c, role }))];
}

/** The first role whose valid request succeeds (or gets furthest): the one whose requests reach the service. */
async function servingRole(route: DocumentedRoute, world: World, valid: Omit<FuzzRequest, "role">): Promise<Role> {
  let best: { role: Role; status: number } | undefined;
  for (const role of ["seller", "admin"] as const) {
    const res = await send(route, world, { ...valid, role });
    check(route, { ...valid, role }, res);
    if (!best || res.statusCode < best.status) best = { role, status: res.statusCode };
    if (res.statusCode < 300) break;
  }
  return best?.role ?? "seller";
}
const rawOf = ([contentType, payload]: [string, string]) => ({ contentType, payload });

describe("fuzz: every route of the OpenAPI document", () => {
  it("finds the routes in the document", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const route of routes) {
    it(`${route.key} never answers 5xx`, async () => {
      const world = await buildWorld(app);
      for (const req of await sweep(route, world)) check(route, req, await send(route, world, req));
      await fc.assert(
        fc.asyncProperty(requestArb(route, world), async (req) => check(route, req, await send(route, world, req))),
        { numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

afterAll(() => {
  console.log(`fuzz: ${routes.length} routes, ${stats.cases} requests, ${stats.serverErrors} answered 5xx`);
});
