import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFERRAL_CODE_ALPHABET, REFERRAL_MESSAGES } from "../../../src/contract/referrals.ts";
import { users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";

const app = await createTestApp();

type Seller = Awaited<ReturnType<typeof createUser>>;
const call = async (method: "GET" | "POST", url: string, user?: Seller, payload?: unknown) =>
  app.inject({ method, url, headers: user ? { cookie: await loginCookie(app, user) } : {}, payload: payload as never });
const link = (user: Seller, referralCode: unknown) => call("POST", "/api/referrals/link", user, { referralCode });
const generate = async (user: Seller) => (await call("POST", "/api/referrals/generate", user)).json().referralCode;
const row = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe("referral calls need a session", () => {
  it.each([
    ["GET", "/api/referrals/stats"],
    ["POST", "/api/referrals/generate"],
    ["POST", "/api/referrals/link"],
    ["GET", "/api/referrals/popup"],
    ["POST", "/api/referrals/popup/seen"],
  ] as const)("%s %s answers 401 to a visitor", async (method, url) => {
    const res = await call(method, url, undefined, method === "POST" ? { referralCode: "ABC" } : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe("POST /api/referrals/generate", () => {
  it("makes a short upper-case code without look-alikes, and the same code on a second call", async () => {
    const seller = await createUser(app);
    const first = await generate(seller);
    expect(first).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(await generate(seller)).toBe(first);
    expect((await row(seller.id)).referralCode).toBe(first);
  });

  it("keeps a code the user already has", async () => {
    const seller = await createUser(app, { referralCode: `KEEP${Date.now().toString(36).toUpperCase()}` });
    expect(await generate(seller)).toBe(seller.referralCode);
  });

  it("gives 50 simultaneous calls one code", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: "POST", url: "/api/referrals/generate", headers: { cookie } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const codes = new Set(answers.map((a) => a.json().referralCode));
    expect(codes.size).toBe(1);
    expect((await row(seller.id)).referralCode).toBe([...codes][0]);
  });
});

describe("POST /api/referrals/link", () => {
  it("links a trimmed, upper-cased code and names the referrer", async () => {
    const owner = await createUser(app, { firstName: "Meera", lastName: "Shah" });
    const code = await generate(owner);
    const seller = await createUser(app);
    const res = await link(seller, `  ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referrerName: "Meera Shah" });
    const after = await row(seller.id);
    expect(after.referredByUserId).toBe(owner.id);
    expect(after.referredBy).toBe(code);
    const me = await call("GET", "/api/auth/user", seller);
    expect(me.json().referredByUserId).toBe(owner.id);
  });

  it("refuses an unknown code with 404 and a message", async () => {
    const res = await link(await createUser(app), "NOSUCHCODE1");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REFERRAL_MESSAGES.notFound);
  });

  it("refuses one's own code", async () => {
    const seller = await createUser(app);
    const res = await link(seller, await generate(seller));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REFERRAL_MESSAGES.ownCode);
    expect((await row(seller.id)).referredByUserId).toBeNull();
  });

  it("refuses a second link once a referrer is recorded", async () => {
    const [a, b, seller] = [await createUser(app), await createUser(app), await createUser(app)];
    expect((await link(seller, await generate(a))).statusCode).toBe(200);
    const res = await link(seller, await generate(b));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REFERRAL_MESSAGES.alreadyLinked);
    expect((await row(seller.id)).referredByUserId).toBe(a.id);
  });

  it("refuses a code that would make a cycle, direct or longer", async () => {
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];
    expect((await link(b, await generate(a))).statusCode).toBe(200); // a referred b
    expect((await link(c, await generate(b))).statusCode).toBe(200); // b referred c
    for (const code of [await generate(b), await generate(c)]) {
      const res = await link(a, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(REFERRAL_MESSAGES.cycle);
    }
    expect((await row(a.id)).referredByUserId).toBeNull();
  });

  it.each([
    ["missing", undefined],
    ["blank", "   "],
    ["a number", 12345],
    ["a NUL byte", "AB\u0000C"],
    ["punctuation", "AB-CD"],
    ["huge", "A".repeat(10_000)],
  ])("answers 400 to a code that is %s", async (_label, referralCode) => {
    const res = await link(await createUser(app), referralCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it("records one referrer when 20 links of one account run at once", async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => createUser(app)));
    const codes = await Promise.all(owners.map(generate));
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const answers = await Promise.all(
      codes.map((referralCode) =>
        app.inject({ method: "POST", url: "/api/referrals/link", headers: { cookie }, payload: { referralCode } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const winner = answers.find((a) => a.statusCode === 200);
    const after = await row(seller.id);
    expect(after.referredByUserId).not.toBeNull();
    expect(codes[owners.findIndex((o) => o.id === after.referredByUserId)]).toBe(after.referredBy);
    expect(winner?.json().referrerName).toBeTruthy();
  });

  it("lets two users who try to refer each other at once end with one link, never a cycle", async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await createUser(app), await createUser(app)];
      const [codeA, codeB] = [await generate(a), await generate(b)];
      const answers = await Promise.all([link(a, codeB), link(b, codeA)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const [ra, rb] = [await row(a.id), await row(b.id)];
      expect([ra.referredByUserId, rb.referredByUserId].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe("GET /api/referrals/stats", () => {
  it("shows the code, the count, who referred me and whom I referred, newest first", async () => {
    const parent = await createUser(app, { firstName: "Parent" });
    const me = await createUser(app, { firstName: "Me" });
    await link(me, await generate(parent));
    const code = await generate(me);
    const first = await createUser(app, { firstName: "First" });
    const second = await createUser(app, { firstName: "Second" });
    await link(first, code);
    await link(second, code);
    const res = await call("GET", "/api/referrals/stats", me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ referralCode: code, referralCount: 2 });
    expect(body.referredBy).toMatchObject({ id: parent.id, firstName: "Parent", email: parent.email });
    expect(body.referrals.map((u: { id: string }) => u.id).sort()).toEqual([first.id, second.id].sort());
    expect(body.referrals[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("answers an empty record for a new seller", async () => {
    const res = await call("GET", "/api/referrals/stats", await createUser(app));
    expect(res.json()).toEqual({ referralCode: null, referralCount: 0, referredBy: null, referrals: [] });
  });
});

describe("the referral popup's seen flag", () => {
  it("is false until marked, then stays true", async () => {
    const seller = await createUser(app);
    expect((await call("GET", "/api/referrals/popup", seller)).json()).toEqual({ seen: false });
    expect((await call("POST", "/api/referrals/popup/seen", seller)).statusCode).toBe(204);
    expect((await call("POST", "/api/referrals/popup/seen", seller)).statusCode).toBe(204);
    expect((await call("GET", "/api/referrals/popup", seller)).json()).toEqual({ seen: true });
  });
});

describe("codes given at sign-up", () => {
  const register = (referralCode?: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: `new-${Math.random().toString(36).slice(2)}@example.test`,
        password: "secret123",
        confirmPassword: "secret123",
        firstName: "Newbie",
        referralCode,
      },
    });

  it("links a new account to the code's owner, whatever the case and spaces", async () => {
    const owner = await createUser(app);
    const code = await generate(owner);
    const res = await register(` ${code.toLowerCase()}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ referredBy: code, referredByUserId: owner.id });
  });

  it("ignores an unknown code rather than failing the sign-up", async () => {
    const res = await register("UNKNOWN42");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ referredBy: null, referredByUserId: null });
  });
});
