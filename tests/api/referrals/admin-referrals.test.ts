import { describe, expect, it } from "vitest";
import { NEXT_CURSOR_HEADER } from "../../../src/contract/pagination.ts";
import { users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";

const app = await createTestApp();
const admin = await createAdmin(app);
const adminCookie = await loginCookie(app, admin);
const list = (query = "", cookie = adminCookie) =>
  app.inject({ method: "GET", url: `/api/admin/referrals${query}`, headers: cookie ? { cookie } : {} });

const tag = `Z${Date.now().toString(36).toUpperCase()}`;
const owner = await createUser(app, { firstName: "Owner", referralCode: `${tag}OWNER` });
const referred = await Promise.all(
  [1, 2, 3].map(async (i) => {
    const [u] = await app.db
      .insert(users)
      .values({
        email: `ref-${tag.toLowerCase()}-${i}@example.test`,
        firstName: `Ref${i}`,
        referredBy: `${tag}OWNER`,
        referredByUserId: owner.id,
        createdAt: new Date(Date.now() - i * 60_000),
      })
      .returning();
    return u;
  }),
);

describe("GET /api/admin/referrals", () => {
  it("refuses a visitor (401) and a seller (403)", async () => {
    expect((await list("", "")).statusCode).toBe(401);
    const seller = await createUser(app);
    expect((await list("", await loginCookie(app, seller))).statusCode).toBe(403);
  });

  it("gives per user the code, count, referrer (owner user) and referred users", async () => {
    const res = await list(`?q=${tag}owner`);
    expect(res.statusCode).toBe(200);
    const records = res.json() as Array<Record<string, any>>;
    expect(records).toHaveLength(1); // only the owner's code matches (case-insensitive)
    expect(records[0]).toMatchObject({
      user: { id: owner.id, firstName: "Owner" },
      referralCode: `${tag}OWNER`,
      referralCount: 3,
      referredBy: null,
    });
    expect(records[0].referrals.map((u: { id: string }) => u.id)).toEqual(referred.map((u) => u.id));

    const one = (await list(`?q=${encodeURIComponent(referred[0].email)}`)).json()[0];
    expect(one).toMatchObject({ referredByCode: `${tag}OWNER`, referredBy: { id: owner.id, email: owner.email } });
  });

  it("pages by cursor without repeats or gaps, newest first", async () => {
    // Same-millisecond sign-ups: the cursor keeps microseconds, so none is skipped between pages.
    const instant = new Date(Date.now() - 3_600_000);
    await app.db
      .insert(users)
      .values([1, 2, 3].map((i) => ({ email: `same-${tag.toLowerCase()}-${i}@example.test`, createdAt: instant })));
    const everyone = await app.db.select({ id: users.id }).from(users);
    const total = everyone.length;
    const first = await list("?limit=2");
    const seen: string[] = first.json().map((r: { user: { id: string } }) => r.user.id);
    let cursor = first.headers[NEXT_CURSOR_HEADER] as string | undefined;
    while (cursor) {
      const next = await list(`?limit=2&cursor=${cursor}`);
      seen.push(...next.json().map((r: { user: { id: string } }) => r.user.id));
      cursor = next.headers[NEXT_CURSOR_HEADER] as string | undefined;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen)).toEqual(new Set(everyone.map((u) => u.id)));
  });

  it.each([["?limit=0"], ["?limit=1000"], ["?limit=abc"], ["?cursor=not-a-cursor"], ["?q=%00"]])(
    "answers 400 to %s",
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    },
  );

  it("treats LIKE wildcards in the search as plain text", async () => {
    const res = await list("?q=%25%25");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
