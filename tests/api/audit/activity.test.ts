import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../src/contract/audit.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { ROUTE_TABLE } from "../authz/route-table.ts";
import { ORIGIN } from "../listings/helpers.ts";
import { clientFor, recordSale, saleSetup } from "../sales/helpers.ts";

const app = await createTestApp();
const adminA = await createAdmin(app);
const adminB = await createUser(app, { isAdmin: true, firstName: "=cmd|' /C calc'!A0", lastName: "B" });
const asA = await clientFor(app, adminA);
const asB = await clientFor(app, adminB);
const seller = await createUser(app);
const asSeller = await clientFor(app, seller);
const other = await clientFor(app, await createUser(app));
const listing = await createListing(app, seller);

const setStatus = (admin: typeof asA, id: string, i: number) =>
  admin("PUT", `/api/admin/listings/${id}/status`, {
    platform: "olx",
    status: "posted",
    postingUrl: `https://www.olx.in/item/ad-iid-${i}`,
  });
// 24 changes by A on the seller's listing, 6 by B on another listing, then a sale by A (record + delist tasks).
for (let i = 0; i < 24; i++) await setStatus(asA, listing.id, i);
const otherListing = await createListing(app, await createUser(app));
for (let i = 0; i < 6; i++) await setStatus(asB, otherListing.id, i);
const sold = await saleSetup(app);
const sale = await recordSale(sold.admin, sold.listing.id);

async function allPages(query: string, limit: number): Promise<AuditEntry[]> {
  const seen: AuditEntry[] = [];
  let cursor = "";
  for (let n = 0; n < 100; n++) {
    const res = await asA("GET", `/api/admin/activity?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.statusCode).toBe(200);
    seen.push(...res.json());
    const next = res.headers["x-next-cursor"];
    if (!next) return seen;
    cursor = String(next);
  }
  throw new Error("too many pages");
}

describe("GET /api/admin/activity", () => {
  it("pages newest first with no duplicates and no gaps", async () => {
    const whole = await allPages("", 100);
    expect(whole.length).toBeGreaterThanOrEqual(31);
    const keys = whole.map((e) => `${e.at}|${e.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    const paged = await allPages("", 7);
    expect(paged.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    expect(new Set(paged.map((e) => e.id)).size).toBe(paged.length);
  });

  it("filters by admin, action, listing, sale and dates", async () => {
    const byB = await allPages(`&actorId=${adminB.id}`, 4);
    expect(byB).toHaveLength(6);
    expect(byB.every((e) => e.actorId === adminB.id && e.actorName === "=cmd|' /C calc'!A0 B")).toBe(true);
    const ofListing = await allPages(`&listingId=${listing.id}`, 10);
    expect(ofListing).toHaveLength(24);
    expect(ofListing[0]).toMatchObject({
      action: "posting.status",
      after: { url: "https://www.olx.in/item/ad-iid-23" },
    });
    const ofSale = await allPages(`&saleId=${sale.id}`, 10);
    expect(ofSale.map((e) => e.action)).toEqual(["sale.record"]);
    expect((await allPages("&action=sale.record", 10)).map((e) => e.saleId)).toEqual([sale.id]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await allPages(`&listingId=${listing.id}&from=${yesterday}&to=${tomorrow}`, 50)).toHaveLength(24);
    expect(await allPages(`&listingId=${listing.id}&from=${tomorrow}`, 50)).toEqual([]);
    expect(await allPages(`&listingId=${listing.id}&to=${yesterday}`, 50)).toEqual([]);
    expect((await asA("GET", `/api/admin/activity?from=${today}&to=${yesterday}`)).statusCode).toBe(400);
    expect((await asA("GET", "/api/admin/activity?action=entry.delete")).statusCode).toBe(400);
    expect((await asA("GET", "/api/admin/activity?listingId=nope")).statusCode).toBe(400);
    expect((await asA("GET", "/api/admin/activity?cursor=bad")).statusCode).toBe(400);
  });

  it("is for admins only, and no route changes or deletes an entry", async () => {
    for (const url of ["/api/admin/activity", "/api/admin/activity.csv"]) {
      expect((await asSeller("GET", url)).statusCode).toBe(403);
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    const auditRoutes = Object.keys(ROUTE_TABLE).filter((r) => /activity|history/.test(r));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((r) => r.startsWith("GET "))).toBe(true);
    const [entry] = (await asA("GET", "/api/admin/activity?limit=1")).json();
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/api/admin/activity", `/api/admin/activity/${entry.id}`]) {
        expect((await asA(method, url, method === "DELETE" ? undefined : { ip: "x" })).statusCode).toBe(404);
      }
    }
    expect((await asA("GET", "/api/admin/activity?limit=1")).json()).toEqual([entry]);
  });
});

describe("GET /api/admin/activity.csv", () => {
  it("exports the filtered trail with escaping and no spreadsheet formulas", async () => {
    const cookie = await loginCookie(app, adminB);
    await app.inject({
      method: "PUT",
      url: `/api/admin/listings/${otherListing.id}/status`,
      headers: { cookie, origin: ORIGIN, "x-request-id": "@SUM(1+1)" },
      payload: { platform: "quikr", status: "failed", failureReason: 'Blocked, "spam" filter\nsecond line' },
    });
    const res = await asA("GET", `/api/admin/activity.csv?actorId=${adminB.id}&action=posting.status`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="snaplist-activity.*\.csv"$/);
    const body = res.body.replace(/^\uFEFF/, "");
    expect(
      body.startsWith(
        "at,admin,admin_id,action,entity_type,entity_id,listing_id,sale_id,before,after,request_id,ip\r\n",
      ),
    ).toBe(true);
    expect(body).toContain(",'=cmd|' /C calc'!A0 B,");
    expect(body).not.toMatch(/(^|,)[=+\-@]/m);
    expect(body).toContain(",'@SUM(1+1),127.0.0.1\r\n");
    // The reason's comma, quotes and line break stay inside one quoted field.
    expect(body).toContain('""failureReason"":""Blocked, \\""spam\\"" filter\\nsecond line""');
    const rows = body.trimEnd().split("\r\n");
    expect(rows).toHaveLength(1 + 7);
  });
});

describe("GET /api/listings/{id}/history", () => {
  it("shows the seller their own listing's status changes, without the admin or the address", async () => {
    const res = await asSeller("GET", `/api/listings/${listing.id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history).toHaveLength(24);
    expect(Object.keys(history[0]).sort()).toEqual(["action", "after", "at", "before", "id"]);
    expect(res.body).not.toContain(adminA.id);
    expect(res.body).not.toContain("127.0.0.1");
    expect(history[0]).toMatchObject({
      action: "posting.status",
      after: { status: "posted", url: "https://www.olx.in/item/ad-iid-23" },
    });
  });

  it("is 404 for another seller's listing and for an admin", async () => {
    expect((await other("GET", `/api/listings/${listing.id}/history`)).statusCode).toBe(404);
    expect((await asA("GET", `/api/listings/${listing.id}/history`)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/listings/${listing.id}/history` })).statusCode).toBe(401);
  });
});
