import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import {
  creationLogs,
  listingPhotos,
  listings,
  messages,
  postings,
  sales,
  users,
} from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { type DocumentedRoute, documentedRoutes, fillPath, percentEncode } from "../../helpers/openapi-routes.ts";
import { idFor, validValue } from "../fuzz/baseline.ts";
import { buildWorld, cookieFor, ownedBy, type Role, type World } from "../fuzz/world.ts";
import { multipart } from "../generator/multipart.ts";
import { ORIGIN } from "../listings/helpers.ts";
import { type Access, type Expectation, ROUTE_TABLE } from "./route-table.ts";

/**
 * Issue 13 item 4: every route of the OpenAPI document, called by a visitor, seller A, seller B (on A's resources)
 * and an admin, against the table in route-table.ts. A route without a line in the table fails.
 */
const app = await createTestApp();
const routes = documentedRoutes(app);
let matrixCalls = 0;

/** A valid request of `route` that names seller A's resources (see fuzz/baseline.ts). */
function requestOf(
  route: DocumentedRoute,
  world: World,
): Omit<InjectOptions, "headers"> & { headers: Record<string, string> } {
  const path = Object.fromEntries(route.pathParams.map((p) => [p, idFor(p, world, route.path)]));
  const query = route.query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${percentEncode(String(validValue(q.schema, q.name, world, route)))}`)
    .join("&");
  const url = `${fillPath(route, path)}${query ? `?${query}` : ""}`;
  const method = route.method as InjectOptions["method"];
  if (route.jsonBody) {
    return {
      method,
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validValue(route.jsonBody, "body", world, route)),
    };
  }
  if (route.takesBody && route.method !== "DELETE") {
    // Upload routes: a form without a photo reaches the handler (400) without running image work.
    const form = multipart([{ name: "condition", value: "good" }]);
    return { method, url, headers: form.headers, payload: form.payload };
  }
  return { method, url, headers: {} };
}

async function call(route: DocumentedRoute, world: World, role: Role): Promise<LightMyRequestResponse> {
  const request = requestOf(route, world);
  const cookie = await cookieFor(app, world, role);
  matrixCalls++;
  return app.inject({
    ...request,
    headers: { ...request.headers, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: `10.99.${matrixCalls >> 8}.${matrixCalls & 255}`,
  });
}

/** Seller A's rows that no one else's call may change. */
async function snapshotOfA(db: App["db"], world: World) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, world.a.listingId));
  const [draft] = await db.select().from(listings).where(eq(listings.id, world.a.draftId));
  return JSON.stringify({
    listing,
    draft,
    postings: await db.select().from(postings).where(eq(postings.listingId, world.a.listingId)),
    photos: await db.select().from(listingPhotos).where(eq(listingPhotos.listingId, world.a.listingId)),
    message: await db.select().from(messages).where(eq(messages.id, world.a.messageId)),
    log: await db.select().from(creationLogs).where(eq(creationLogs.id, world.a.creationLogId)),
    sales: await db.select().from(sales).where(eq(sales.listingId, world.a.listingId)),
    user: await db.select().from(users).where(eq(users.id, world.users.seller.id)),
  });
}

/** What seller A alone (and admins, on admin routes) may see in an answer. */
async function markersOfA(world: World): Promise<string[]> {
  const [listing] = await app.db.select().from(listings).where(eq(listings.id, world.a.listingId));
  return [
    world.a.listingId,
    world.a.draftId,
    world.a.messageId,
    world.a.creationLogId,
    world.users.seller.email,
    listing.title,
  ];
}

function checkAnswer(
  key: string,
  role: Role,
  expected: Expectation,
  res: LightMyRequestResponse,
  ownResource: boolean,
) {
  const what = `${key} as ${role} (expected ${expected}): ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  switch (expected) {
    case "deny401":
      expect(res.statusCode, what).toBe(401);
      break;
    case "deny403":
      expect(res.statusCode, what).toBe(403);
      break;
    case "hidden":
      expect([403, 404], what).toContain(res.statusCode);
      break;
    case "allow":
      expect([401, 403], what).not.toContain(res.statusCode);
      if (ownResource) expect(res.statusCode, what).not.toBe(404);
      break;
  }
}

const ORDER: Role[] = ["visitor", "otherSeller", "admin", "seller"];

describe("authorization matrix: every documented route against route-table.ts", () => {
  it("has a line in route-table.ts for every route of the OpenAPI document, and none for a missing route", () => {
    const documented = new Set(routes.map((r) => r.key));
    const missing = [...documented].filter((k) => !(k in ROUTE_TABLE));
    const stale = Object.keys(ROUTE_TABLE).filter((k) => !documented.has(k));
    expect(
      missing,
      `Add these routes to tests/api/authz/route-table.ts (one line each, e.g. "${missing[0]}": SIGNED_IN):`,
    ).toEqual([]);
    expect(stale, "These lines of tests/api/authz/route-table.ts name routes that no longer exist:").toEqual([]);
  });

  for (const route of routes) {
    const access: Access | undefined = ROUTE_TABLE[route.key];
    if (!access) continue; // reported by the test above
    const title = `${route.key}: visitor ${access.visitor}, seller ${access.seller}, other seller ${access.otherSeller}, admin ${access.admin}`;
    it(title, async () => {
      const world = await buildWorld(app);
      const before = await snapshotOfA(app.db, world);
      const markers = await markersOfA(world);
      const ownerRoute = access.otherSeller === "hidden";
      // Admin-only routes act on sellers' data (A's); every other allowed call names the caller's own rows.
      const adminOwns = access.admin === "allow" && access.seller !== "allow";
      const asOwner = (role: Role) => (role === "visitor" || adminOwns ? world : ownedBy(world, role));

      // Everyone but seller A, on A's rows first: refused as the table says, never leaking or changing A's data.
      for (const role of ORDER.filter((r) => r !== "seller" && !(r === "admin" && adminOwns))) {
        const expected = access[role];
        const res = await call(route, world, role);
        checkAnswer(route.key, role, expected === "allow" ? "any" : expected, res, false);
        if (expected !== "any") {
          for (const m of markers) expect(res.body, `${route.key} as ${role} shows seller A's ${m}`).not.toContain(m);
        }
      }
      expect(await snapshotOfA(app.db, world), `${route.key}: another user's call changed seller A's data`).toBe(
        before,
      );

      // Then each allowed role on its own rows (admins on A's for admin routes): allowed means not 401/403.
      for (const role of ORDER.filter((r) => access[r] === "allow")) {
        const res = await call(route, asOwner(role), role);
        checkAnswer(route.key, role, "allow", res, ownerRoute && role === "seller");
      }
    });
  }
});

afterAll(() => {
  console.log(`authorization matrix: ${routes.length} routes x 4 roles, ${matrixCalls} calls`);
});
