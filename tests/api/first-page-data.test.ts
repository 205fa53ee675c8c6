import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstPageQueries } from "../../src/server/plugins/first-page-data.ts";
import { createTestApp } from "../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../helpers/factories.ts";
import { answersIn } from "../helpers/served-page.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Issue 31, docs/decisions/143: a signed-in first page comes with the answers it draws from (the current user, the
 * shell's unread count and referral popup, the tab's list or the listing being edited), asked of the server's own
 * routes with the request's cookie; the page is then the seller's alone and never cached.
 */
function fakeBuild(): string {
  const dir = tempDir("snaplist-first-page-data");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const app = await createTestApp({}, (c) => {
  c.webDir = fakeBuild();
});
afterAll(() => app.close());

async function pageData(url: string, cookie?: string, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: "GET", url, headers: { ...(cookie ? { cookie } : {}), ...extra } });
  expect(res.statusCode).toBe(200);
  const body = res.headers["content-encoding"] === "br" ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  const entries = body.includes('id="first-page-data"') ? answersIn(body) : undefined;
  const byUrl = new Map((entries ?? []).map((e) => [e.key.join("/"), e.data]));
  return { res, body, entries, byUrl };
}

describe("a seller's first page carries what it draws", () => {
  it("Create Listings: the seller, the unread count and the referral popup's answer; private, never stored", async () => {
    const seller = await createUser(app, { firstName: "Meera" });
    await createMessage(app, seller);
    const { res, byUrl } = await pageData("/", await loginCookie(app, seller));
    expect(byUrl.get("/api/auth/user")).toMatchObject({ id: seller.id, firstName: "Meera" });
    expect(byUrl.get("/api/messages/unread-count")).toEqual({ count: 1 });
    expect(byUrl.get("/api/referrals/popup")).toEqual({ seen: false });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers.vary)).toMatch(/cookie/);
  });

  it("the Dashboard its listings, Messages its messages, Edit Listing its listing", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const listing = await createListing(app, seller, { title: "Canon EOS 1500D" });
    await createMessage(app, seller, { subject: "Your camera" });
    const dashboard = await pageData("/?tab=manage", cookie);
    expect((dashboard.byUrl.get("/api/listings") as { title: string }[]).map((l) => l.title)).toEqual([
      "Canon EOS 1500D",
    ]);
    const messages = await pageData("/?tab=messages", cookie);
    expect((messages.byUrl.get("/api/messages") as { subject: string }[])[0].subject).toBe("Your camera");
    const edit = await pageData(`/edit-listing/${listing.id}`, cookie);
    expect(edit.byUrl.get(`/api/listings/${listing.id}`)).toMatchObject({ id: listing.id, title: "Canon EOS 1500D" });
    // Its history too (a new listing's is empty), so the live page does not ask for it again.
    expect(edit.byUrl.get(`/api/listings/${listing.id}/history`)).toEqual([]);
  });

  it("My Sales its sales and payout details, Referrals its stats", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const sales = await pageData("/my-sales", cookie);
    expect(sales.byUrl.get("/api/user/sales")).toEqual([]);
    expect(sales.byUrl.has("/api/user/payout-info")).toBe(true);
    const referrals = await pageData("/referrals", cookie);
    expect(referrals.byUrl.get("/api/referrals/stats")).toMatchObject({ referralCode: null });
    // How my listings are doing (issue 48): the default period's figures and the first page of listings.
    const listing = await createListing(app, seller, { title: "Study lamp" });
    const performance = await pageData("/performance", cookie);
    expect(performance.byUrl.get("/api/performance?range=30d")).toMatchObject({ range: "30d", counts: { listed: 1 } });
    expect(performance.byUrl.get("/api/performance/listings")).toMatchObject({
      items: [{ id: listing.id, title: "Study lamp" }],
      nextCursor: null,
    });
  });

  it("leaves out what the seller may not see: someone else's listing is asked for by the page itself", async () => {
    const owner = await createUser(app);
    const listing = await createListing(app, owner);
    const other = await createUser(app);
    const { entries, byUrl } = await pageData(`/edit-listing/${listing.id}`, await loginCookie(app, other));
    expect(byUrl.has(`/api/listings/${listing.id}`)).toBe(false);
    expect(byUrl.has(`/api/listings/${listing.id}/history`)).toBe(false);
    expect(entries?.map((e) => e.key.join("/"))).toContain("/api/auth/user");
  });

  it("keeps a name that tries to close the script inert, and survives the round trip through JSON", async () => {
    const seller = await createUser(app, { firstName: "</script><script>alert(1)</script>" });
    const { body, byUrl } = await pageData("/", await loginCookie(app, seller));
    expect(body).not.toContain("<script>alert(1)");
    expect(byUrl.get("/api/auth/user")).toMatchObject({ firstName: "</script><script>alert(1)</script>" });
  });

  it("goes compressed to a browser that takes it", async () => {
    const seller = await createUser(app);
    const { res, byUrl } = await pageData("/", await loginCookie(app, seller), { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(byUrl.get("/api/auth/user")).toMatchObject({ id: seller.id });
  });
});

describe("pages with no session, a stale one, or an admin's", () => {
  it("a visitor's page carries nothing", async () => {
    const { entries, res } = await pageData("/register");
    expect(entries).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("a cookie that is no longer a session carries only 'signed out' (null), nothing else", async () => {
    const { entries } = await pageData("/?tab=manage", "snaplist_sid=stale-or-forged");
    expect(entries).toEqual([{ key: ["/api/auth/user"], data: null }]);
  });

  it("an admin's desk carries the admin, two-factor's state, the summary and the Sales badge; no seller's data", async () => {
    const admin = await createAdmin(app);
    const { entries, byUrl } = await pageData("/admin", await loginCookie(app, admin));
    expect(entries?.map((e) => e.key.join("/"))).toEqual([
      "/api/auth/user",
      "/api/auth/two-factor",
      "/api/admin/summary",
      "/api/admin/delist-tasks/count",
    ]);
    expect(byUrl.get("/api/admin/summary")).toMatchObject({ totalListings: expect.any(Number) });
    expect(byUrl.get("/api/admin/delist-tasks/count")).toEqual({ open: 0 });
  });

  it("a seller who opens the desk gets none of its answers: only 200s go in", async () => {
    const { entries } = await pageData("/admin", await loginCookie(app, await createUser(app)));
    const keys = entries?.map((e) => e.key.join("/")) ?? [];
    expect(keys).toContain("/api/auth/user");
    expect(keys).not.toContain("/api/admin/summary");
    expect(keys).not.toContain("/api/admin/delist-tasks/count");
  });

  it("many pages at once each carry their own seller", async () => {
    const sellers = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser(app, { firstName: `S${i}` })));
    const pages = await Promise.all(sellers.map(async (s) => pageData("/", await loginCookie(app, s))));
    pages.forEach((p, i) => {
      expect(p.byUrl.get("/api/auth/user")).toMatchObject({ id: sellers[i].id });
    });
  });
});

describe("firstPageQueries", () => {
  const visit = (pathname: string, search = "", session = true) => ({
    pathname,
    search: new URLSearchParams(search),
    session,
    language: "en" as const,
  });
  it("asks nothing for a visitor, and only well-formed listing ids", () => {
    expect(firstPageQueries(visit("/", "", false))).toEqual([]);
    expect(firstPageQueries(visit("/edit-listing/../../api/admin/users")).map((k) => k.join("/"))).not.toContain(
      "/api/listings/../../api/admin/users",
    );
    expect(firstPageQueries(visit("/edit-listing/not-a-uuid")).some((k) => k[0] === "/api/listings")).toBe(false);
  });
});
