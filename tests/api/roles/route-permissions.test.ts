import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, type AdminRole, can, PERMISSIONS, type Permission } from "../../../src/contract/roles.ts";
import type { App } from "../../../src/server/app-types.ts";
import { rowsOf } from "../../../src/server/db/rows.ts";
import { createTestApp } from "../../helpers/app.ts";
import { loginCookie } from "../../helpers/factories.ts";
import { type DocumentedRoute, documentedRoutes, fillPath, percentEncode } from "../../helpers/openapi-routes.ts";
import { validValue } from "../fuzz/baseline.ts";
import type { World } from "../fuzz/world.ts";
import { type Admin, adminOf, oneOfEach } from "../queue/helpers.ts";

/**
 * Issue 41 item 2 (docs/decisions/161): every /api/admin/* route in the OpenAPI document declares the permission its
 * role needs (`x-permission`, from the route's `config.permission`), and the server holds it: each route called by
 * an owner, a manager and a poster - every role without the permission gets 403 and the database is exactly as
 * before (every table compared); every role with it gets past the guard. A route added without a permission fails
 * here (and the server refuses to start).
 */

const app = await createTestApp();
const doc = app.swagger() as { paths: Record<string, Record<string, { "x-permission"?: string }>> };
const adminRoutes = documentedRoutes(app).filter((r) => r.path.startsWith("/api/admin/"));

function permissionOf(route: DocumentedRoute): Permission | undefined {
  return doc.paths[route.path]?.[route.method.toLowerCase()]?.["x-permission"] as Permission | undefined;
}

let admins: Record<AdminRole, Admin>;
let ids: Record<string, string>;
let world: World;

beforeAll(async () => {
  admins = {
    owner: await adminOf(app, "owner"),
    manager: await adminOf(app, "manager"),
    poster: await adminOf(app, "poster"),
  };
  const made = await oneOfEach(app, admins.owner, "Roles");
  const one = async (q: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await app.db.execute(q))[0]?.id ?? "";
  ids = {
    saleId: made.saleId,
    taskId: await one(sql`select id from delist_tasks where sale_id = ${made.saleId}`),
    listingId: made.waiting.id,
    sellerId: made.seller.id,
    userId: admins.manager.user.id,
    updateTaskId: await one(sql`select id from posting_update_tasks where listing_id = ${made.live.id}`),
    renewalId: await one(sql`select id from postings where listing_id = ${made.live.id} and marketplace = 'olx'`),
    postingId: await one(sql`select id from postings where listing_id = ${made.waiting.id} and marketplace = 'olx'`),
  };
  world = {
    users: { seller: made.seller, otherSeller: made.seller, admin: admins.owner.user },
    a: { listingId: made.waiting.id, draftId: made.waiting.id, messageId: randomUUID(), creationLogId: randomUUID() },
    b: { listingId: made.live.id, draftId: made.live.id, messageId: randomUUID(), creationLogId: randomUUID() },
    c: { listingId: made.sold.id, draftId: made.sold.id, messageId: randomUUID(), creationLogId: randomUUID() },
    ids: [],
  };
});

/** The real row a path parameter names, so that a refused call would have changed something real. */
function paramValue(route: DocumentedRoute, name: string): string {
  if (name === "marketplace") return "olx";
  if (name === "status") return "posted";
  if (name === "id") {
    if (route.path.includes("/queue/delist/")) return ids.taskId;
    if (route.path.includes("/queue/reply/")) return ids.sellerId;
    if (route.path.includes("/queue/payout/")) return ids.saleId;
    if (route.path.includes("/queue/update/") || route.path.includes("/update-tasks/")) return ids.updateTaskId;
    if (route.path.includes("/queue/renewal/")) return ids.renewalId;
    if (route.path.includes("/queue/posting/")) return ids.postingId;
    return randomUUID();
  }
  return ids[name] ?? randomUUID();
}

function requestOf(route: DocumentedRoute, realIds: boolean) {
  const params = Object.fromEntries(
    route.pathParams.map((p) => [p, realIds ? paramValue(route, p) : p === "marketplace" ? "olx" : randomUUID()]),
  );
  if (!realIds && params.status) params.status = "posted";
  const query = route.query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${percentEncode(String(validValue(q.schema, q.name, world, route)))}`)
    .join("&");
  const url = `${fillPath(route, params)}${query ? `?${query}` : ""}`;
  const payload = route.jsonBody ? JSON.stringify(validValue(route.jsonBody, "body", world, route)) : undefined;
  return { method: route.method as "GET", url, payload };
}

const TABLES = [
  "users",
  "sessions",
  "listings",
  "postings",
  "sales",
  "delist_tasks",
  "posting_update_tasks",
  "posting_claims",
  "work_claims",
  "work_targets",
  "messages",
  "admin_invites",
  "extension_tokens",
  "audit_entries",
];

/** Every table's rows, hashed: a refused call must leave each exactly as it was. */
async function fingerprint(db: App["db"]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    );
    out[table] = rowsOf<{ h: string }>(result)[0]?.h ?? "";
  }
  return out;
}

describe("every admin route declares its permission", () => {
  it("in the OpenAPI document, one of the known permissions", () => {
    expect(adminRoutes.length).toBeGreaterThan(50);
    const missing = adminRoutes.filter((r) => !PERMISSIONS.includes(permissionOf(r) as Permission)).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it("the assistant's token routes that declare one name a known permission (issue 49: their token guard holds it)", () => {
    const declared = documentedRoutes(app).filter((r) => r.path.startsWith("/api/extension/") && permissionOf(r));
    expect(declared.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        "POST /api/extension/buyer-ads/find",
        "POST /api/extension/buyer-ads/{listingId}/offers",
      ]),
    );
    expect(declared.filter((r) => !PERMISSIONS.includes(permissionOf(r) as Permission)).map((r) => r.key)).toEqual([]);
  });

  it("and the server refuses any other role (403, nothing changes) and lets the role through", async () => {
    const problems: string[] = [];
    const cookies = Object.fromEntries(
      await Promise.all(ADMIN_ROLES.map(async (role) => [role, await sessionCookie(admins[role])] as const)),
    ) as Record<AdminRole, string>;
    // Refused calls first, with the real rows' ids: a 403 must leave every table as it was.
    for (const route of adminRoutes) {
      const permission = permissionOf(route) as Permission;
      for (const role of ADMIN_ROLES.filter((r) => !can(r, permission))) {
        const before = await fingerprint(app.db);
        const res = await inject(requestOf(route, true), cookies[role]);
        const after = await fingerprint(app.db);
        if (res.statusCode !== 403) problems.push(`${role} ${route.key}: ${res.statusCode} (expected 403)`);
        const changed = TABLES.filter((t) => before[t] !== after[t]);
        if (changed.length) problems.push(`${role} ${route.key} changed ${changed.join(", ")}`);
      }
    }
    // Allowed calls, on ids that name nothing (so that none of them changes what the next one needs).
    for (const route of adminRoutes) {
      const permission = permissionOf(route) as Permission;
      for (const role of ADMIN_ROLES.filter((r) => can(r, permission))) {
        const res = await inject(requestOf(route, false), cookies[role]);
        if (res.statusCode === 401 || res.statusCode === 403) {
          problems.push(`${role} ${route.key}: ${res.statusCode} ${res.body.slice(0, 120)} (expected to pass)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});

const sessionCookie = (admin: Admin) => loginCookie(app, admin.user);

function inject(req: ReturnType<typeof requestOf>, cookie: string) {
  return app.inject({
    method: req.method,
    url: req.url,
    payload: req.payload,
    headers: {
      cookie,
      origin: "http://localhost:3000",
      ...(req.payload ? { "content-type": "application/json" } : {}),
    },
  });
}
