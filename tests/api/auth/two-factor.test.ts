import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from "../../../src/contract/two-factor.ts";
import { recoveryCodes, users } from "../../../src/server/db/schema.ts";
import { PAIR_LIMIT, TOO_MANY_ATTEMPTS } from "../../../src/server/modules/auth/attempt-limiter.ts";
import { openSecret, sealSecret } from "../../../src/server/modules/auth/totp-secret.ts";
import { hashRecoveryCode } from "../../../src/server/modules/auth/two-factor.ts";
import { spendRecoveryCode } from "../../../src/server/modules/auth/two-factor-repo.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";
import { sessionCookie } from "./helpers.ts";
import { codeStep, cookiesOf, enrol, passwordStep, totp } from "./two-factor-helpers.ts";

/** Issue 23 item 5 (docs/decisions/124): TOTP two-factor sign-in for admins, with one-time recovery codes. */
const app = await createTestApp();

let nextAddress = 1;
const newAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** The password step for an enrolled admin: 202, a pending cookie, no session yet. */
async function pending(email: string, address = newAddress(), cookie?: string) {
  const res = await passwordStep(app, email, address, cookie);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ next: "code", message: TWO_FACTOR_MESSAGES.codeRequired });
  expect(sessionCookie(res)).toBeUndefined();
  return cookiesOf(res, "snaplist_2fa");
}

describe("enrolment", () => {
  it("starts with a secret and an otpauth URI, and confirms with a code into 10 one-time recovery codes", async () => {
    const admin = await createAdmin(app);
    const cookie = await loginCookie(app, admin);
    const before = await app.inject({ method: "GET", url: "/api/auth/two-factor", headers: { cookie } });
    expect(before.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers: { cookie } });
    const { secret, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/SnapList:/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const confirm = (code: string) =>
      app.inject({ method: "POST", url: "/api/auth/two-factor/confirm", headers: { cookie }, payload: { code } });
    const wrong = await confirm(totp(secret) === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });

    const ok = await confirm(totp(secret));
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await app.inject({ method: "GET", url: "/api/auth/two-factor", headers: { cookie } });
    expect(after.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Stored hashed: the database holds the codes' hashes, never the codes.
    const stored = await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    const again = await app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers: { cookie } });
    expect(again.statusCode).toBe(409);
  });

  it("is for admins only", async () => {
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const res = await app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});

describe("admin sign-in with two-factor on", () => {
  it("needs a code after the password; the right code signs in, and works only once", async () => {
    const admin = await createAdmin(app);
    const { secret } = await enrol(app, admin);
    const address = newAddress();
    const code = totp(secret, 1);
    const res = await codeStep(app, code, await pending(admin.email, address), address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: admin.email, isAdmin: true });
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res)! } });
    expect(me.json().id).toBe(admin.id);

    const replay = await codeStep(app, code, await pending(admin.email, address), address);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
  });

  it("refuses a code without a pending sign-in, or with a forged one", async () => {
    const admin = await createAdmin(app);
    const { secret } = await enrol(app, admin);
    expect((await codeStep(app, totp(secret, 1), "")).statusCode).toBe(401);
    const forged = await codeStep(app, totp(secret, 1), `snaplist_2fa=${admin.id}.${Date.now() + 60_000}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.pendingExpired });
  });

  it(`limits wrong codes like passwords: after ${PAIR_LIMIT} even the right code is refused`, async () => {
    const admin = await createAdmin(app);
    const { secret } = await enrol(app, admin);
    const address = newAddress();
    const cookie = await pending(admin.email, address);
    const right = totp(secret, 1);
    const wrong = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await codeStep(app, wrong, cookie, address)).statusCode).toBe(401);
    const blocked = await codeStep(app, right, cookie, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
  });

  it("accepts a recovery code once (any case, with or without the dash); the second use fails", async () => {
    const admin = await createAdmin(app);
    const { recoveryCodes } = await enrol(app, admin);
    const code = recoveryCodes[3];
    const first = await codeStep(app, ` ${code.toUpperCase().replace("-", "")} `, await pending(admin.email));
    expect(first.statusCode).toBe(200);
    const second = await codeStep(app, code, await pending(admin.email));
    expect(second.statusCode).toBe(401);
    const cookie = sessionCookie(first)!;
    const status = await app.inject({ method: "GET", url: "/api/auth/two-factor", headers: { cookie } });
    expect(status.json().recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it("lets one of 50 simultaneous uses of a recovery code through", async () => {
    const admin = await createAdmin(app);
    const { recoveryCodes } = await enrol(app, admin);
    const cookie = await pending(admin.email);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => codeStep(app, recoveryCodes[0], cookie, newAddress())),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 401 || c === 429)).toBe(true);
  });

  it("spends a recovery code exactly once under 50 parallel spends (the conditional update)", async () => {
    const admin = await createAdmin(app);
    const { recoveryCodes } = await enrol(app, admin);
    const hash = hashRecoveryCode(recoveryCodes[1]);
    const spent = await Promise.all(Array.from({ length: 50 }, () => spendRecoveryCode(app.db, admin.id, hash)));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  it("keeps the TOTP secret out of reach of a code step for a seller or an admin without two-factor", async () => {
    const admin = await createAdmin(app);
    const res = await passwordStep(app, admin.email, newAddress());
    expect(res.statusCode).toBe(200);
    expect(cookiesOf(res, "snaplist_2fa")).toBe("");
  });
});

describe("the owner's device at the code step", () => {
  it("gives the browser that signed in before its own budget for codes", async () => {
    const admin = await createAdmin(app);
    const { secret, recoveryCodes } = await enrol(app, admin);
    const office = newAddress();
    const first = await codeStep(app, recoveryCodes[0], await pending(admin.email, office), office);
    const device = cookiesOf(first, "snaplist_device");
    expect(device).not.toBe("");
    const stranger = await pending(admin.email, office);
    for (let i = 0; i < 10; i++) await codeStep(app, "000000", stranger, office);
    expect((await codeStep(app, recoveryCodes[1], stranger, office)).statusCode).toBe(429);
    const own = await pending(admin.email, office, device);
    const res = await codeStep(app, totp(secret, 1), `${own}; ${device}`, office);
    expect(res.statusCode).toBe(200);
  });
});

describe("TOTP secrets at rest", () => {
  it("are sealed with TOTP_ENCRYPTION_KEY and opened only with it", () => {
    const key = "k".repeat(40);
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", key);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(sealed, key)).toBe("JBSWY3DPEHPK3PXP");
    expect(openSecret(sealed, "x".repeat(40))).toBeUndefined();
    expect(openSecret(sealed, undefined)).toBeUndefined();
    expect(openSecret(sealSecret("ABC", undefined), key)).toBe("ABC");
  });
});

describe("ADMIN_REQUIRE_2FA", async () => {
  const strict = await createTestApp({
    ADMIN_REQUIRE_2FA: "true",
    TOTP_ENCRYPTION_KEY: "a-key-of-at-least-32-characters-0000",
  });

  it("sends an admin without two-factor to enrolment: admin routes refuse until it is on", async () => {
    const admin = await createAdmin(strict);
    const res = await passwordStep(strict, admin.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ next: "enrol", message: TWO_FACTOR_MESSAGES.setupRequired });
    const cookie = sessionCookie(res)!;
    const summary = await strict.inject({ method: "GET", url: "/api/admin/summary", headers: { cookie } });
    expect(summary.statusCode).toBe(403);
    expect(summary.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.setupRequired });
    const status = await strict.inject({ method: "GET", url: "/api/auth/two-factor", headers: { cookie } });
    expect(status.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    const { secret } = await enrol(strict, admin);
    const [row] = await strict.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.totpSecret?.startsWith("gcm:")).toBe(true);
    expect(row.totpSecret).not.toContain(secret);
    expect((await strict.inject({ method: "GET", url: "/api/admin/summary", headers: { cookie } })).statusCode).toBe(
      200,
    );
    // From now on the same admin signs in with a code.
    const next = await passwordStep(strict, admin.email);
    expect(next.json().next).toBe("code");
    const done = await codeStep(strict, totp(secret, 1), cookiesOf(next, "snaplist_2fa"));
    expect(done.statusCode).toBe(200);
  });

  it("leaves sellers alone", async () => {
    const seller = await createUser(strict);
    const res = await strict.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: seller.email, password: "secret123" },
    });
    expect(res.statusCode).toBe(200);
  });
});
