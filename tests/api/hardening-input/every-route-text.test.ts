import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../src/server/db/rows.ts";
import { createTestApp } from "../../helpers/app.ts";
import { type DocumentedRoute, documentedRoutes, percentEncode } from "../../helpers/openapi-routes.ts";
import {
  type Call,
  type Caller,
  queryValue,
  send,
  servingCaller,
  stringLeaves,
  validCall,
  withLeaf,
} from "../fuzz/callers.ts";
import { buildWorld, type World } from "../fuzz/world.ts";

/**
 * Issue 46 item 4: NUL, lone surrogates and invisible padding in any string of any route of the OpenAPI document -
 * each string of a JSON body (nested ones too), each query parameter, each path parameter - get a 400 that says
 * which field to change, never a 5xx and never a stored row. First a fixed sweep of every string with each poison,
 * then fast-check's random poisons (random text around them, random runs of invisible characters) on random routes.
 * A query string cannot carry a lone surrogate (UTF-8 has no bytes for one: it arrives as U+FFFD), so queries and
 * paths get NUL and padding.
 */

const app = await createTestApp();
const routes = documentedRoutes(app).filter((r) => r.jsonBody || r.query.length || r.pathParams.length);

/**
 * Routes whose valid call the service refuses with a 400 of its own (after validation, so the poisons are still
 * judged by the rule): every other route's valid call must pass validation, or the sweep would test nothing.
 */
const REFUSED_BY_SERVICE: Record<string, string> = {
  "POST /api/classify-photos": "the walker's upload is on record but has no file in the photo store",
  "POST /api/extension/postings/{listingId}/{marketplace}/posted": "the walker's address is not a published ad",
  "PUT /api/push/preferences": "the walker's notification kind is not one this account has",
  "POST /api/referrals/link": "the walker's referral code is the seller's own",
};

const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u2066", "\u00ad", "\u180e", "\u3164"];
const PADDING = "\u200b".repeat(1000);
/** A path parameter is at most 100 characters as sent (longer is a 414): ten zero-width spaces, percent-encoded. */
const PATH_PADDING = "\u200b".repeat(10);

/** The shared rule's two sentences, each naming the field. */
const RULE = /^.+ (contains characters that are not allowed|holds a run of invisible characters: .+)$/;

type Where =
  | { kind: "body"; path: (string | number)[] }
  | { kind: "query"; name: string }
  | { kind: "path"; name: string };

function poisoned(call: Call, where: Where, bad: string): Call {
  if (where.kind === "body") return { ...call, body: withLeaf(call.body, where.path, bad) };
  if (where.kind === "path") return { ...call, path: { ...call.path, [where.name]: bad } };
  const others = (call.query ?? []).filter(([k]) => k !== where.name);
  return { ...call, query: [...others, [where.name, percentEncode(bad)]] };
}

/** Every string a valid call of `route` carries, and every query and path parameter it may carry. */
function placesOf(route: DocumentedRoute, call: Call): Where[] {
  return [
    ...stringLeaves(call.body).map((path): Where => ({ kind: "body", path })),
    ...route.query.map((q): Where => ({ kind: "query", name: q.name })),
    ...route.pathParams.map((name): Where => ({ kind: "path", name })),
  ];
}

const withoutNul = (s: string) => s.split(String.fromCharCode(0)).join("");

const label = (w: Where) => (w.kind === "body" ? `body ${w.path.join(".")}` : `${w.kind} ${w.name}`);

interface Walked {
  route: DocumentedRoute;
  world: World;
  caller: Caller;
  call: Call;
}
const walked = new Map<string, Walked>();

async function walk(route: DocumentedRoute): Promise<Walked> {
  const known = walked.get(route.key);
  if (known) return known;
  const world = await buildWorld(app);
  const caller = await servingCaller(app, world, route);
  const call = validCall(route, world);
  const found = { route, world, caller, call };
  walked.set(route.key, found);
  return found;
}

async function sendFresh(w: Walked, call: Call): Promise<LightMyRequestResponse> {
  // Each seller's per-minute limits would answer 429 long before the sweep ends.
  await app.db.execute(sql`delete from rate_limits`);
  return send(app, w.world, w.route, w.caller, call);
}

function expectRefused(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json().message, what).toMatch(RULE);
}

describe("every route refuses NUL, lone surrogates and invisible padding", () => {
  it("finds the routes, and each one's valid call passes validation", async () => {
    expect(routes.length).toBeGreaterThan(100);
    const refused: string[] = [];
    for (const route of routes) {
      const w = await walk(route);
      const res = await sendFresh(w, w.call);
      expect(res.statusCode, `${route.key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode === 400 && !REFUSED_BY_SERVICE[route.key]) refused.push(`${route.key}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  }, 300_000);

  it("each string of each route, with each poison: a 400 naming the field", async () => {
    for (const route of routes) {
      const w = await walk(route);
      for (const where of placesOf(route, w.call)) {
        const query = where.kind === "query" ? route.query.find((q) => q.name === where.name) : undefined;
        const valid = query ? decodeURIComponent(queryValue(route, query, w.world)) : "ok";
        const padding = where.kind === "path" ? PATH_PADDING : PADDING;
        const poisons = [`${valid}\u0000`, `${valid}${padding}`, ...(where.kind === "body" ? [`${valid}\ud800`] : [])];
        for (const bad of poisons) {
          const res = await sendFresh(w, poisoned(w.call, where, bad));
          expectRefused(res, `${route.key} ${label(where)} ${JSON.stringify(bad.slice(0, 12))}`);
        }
      }
    }
  }, 600_000);

  it("random poisons at random places of random routes", async () => {
    const poison = fc.oneof(
      fc.constant("\u0000"),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      fc.array(fc.constantFrom(...INVISIBLE), { minLength: 3, maxLength: 2000 }).map((run) => run.join("")),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.nat(),
        fc.string({ maxLength: 20 }),
        poison,
        fc.string({ maxLength: 20 }),
        async (route, pick, before, bad, after) => {
          const w = await walk(route);
          // A lone surrogate only in a JSON body; a path parameter takes a short run (a long one is a 414).
          const places = placesOf(route, w.call).filter(
            (p) => p.kind === "body" || (!/[\ud800-\udfff]/.test(bad) && (p.kind === "query" || bad.length < 12)),
          );
          fc.pre(places.length > 0);
          const where = places[pick % places.length];
          // A lone surrogate next to a random neighbour could pair up with it: keep the neighbours plain.
          const around = (s: string) => withoutNul(s).replace(/[\ud800-\udfff]/g, "x");
          const res = await sendFresh(w, poisoned(w.call, where, around(before) + bad + around(after)));
          expectRefused(res, `${route.key} ${label(where)}`);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150), endOnFailure: true },
    );
  }, 600_000);

  it("nothing poisoned reached the database", async () => {
    const tables = ["listings", "messages", "buyer_questions", "offers", "field_map_versions", "field_fingerprints"];
    for (const table of tables) {
      const rows = await app.db.execute(
        sql.raw(`select count(*)::int as n from ${table} t where t::text ~ '\\u200b\\u200b\\u200b|\\\\u0000'`),
      );
      expect(rowsOf<{ n: number }>(rows)[0]?.n, table).toBe(0);
    }
  });
});
