import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import {
  EMAIL_LIMIT,
  PAIR_LIMIT,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_NEW_PLACES,
} from "../../../src/server/modules/auth/attempt-limiter.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";

/**
 * Issue 13 item 2 (docs/decisions/091): guessing is throttled per (email, address) and, for addresses that never
 * signed in to the account, per email - but the owner is never locked out. Before the fix five wrong passwords
 * for an email, from anywhere, made the owner's right password answer 429 for 15 minutes.
 */
const app = await createTestApp();

let nextAddress = 1;
/** A fresh client address, as if each request came from another machine of a botnet. */
const newAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const login = (target: App, email: string, password: string, remoteAddress: string, cookie?: string) =>
  target.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const adminLogin = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/admin/login",
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const deviceCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === "snaplist_device");
  return c ? `${c.name}=${c.value}` : undefined;
};

/** Sprays `count` wrong passwords at `email`, at most PAIR_LIMIT from each new address; past EMAIL_LIMIT they meet 429. */
async function spray(email: string, count: number, send = login.bind(null, app)) {
  let address = newAddress();
  for (let i = 0; i < count; i++) {
    if (i % PAIR_LIMIT === 0) address = newAddress();
    const res = await send(email, `guess-${i}`, address);
    expect(res.statusCode).toBe(i < EMAIL_LIMIT ? 401 : 429);
  }
}

describe("one address guessing one account", () => {
  it(`is stopped after ${PAIR_LIMIT} attempts, even when it then has the right password`, async () => {
    const user = await createUser(app);
    const address = newAddress();
    for (let i = 0; i < PAIR_LIMIT; i++)
      expect((await login(app, user.email, `bad-${i}`, address)).statusCode).toBe(401);
    const blocked = await login(app, user.email, TEST_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
  });

  it("meets the limit under 50 parallel guesses too (the count is taken before the password is checked)", async () => {
    const user = await createUser(app);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(app, user.email, `parallel-${i}`, address)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PAIR_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - PAIR_LIMIT);
  });
});

describe("many addresses spraying one account", () => {
  it(`is throttled after ${EMAIL_LIMIT} attempts from new addresses, with a message that says why`, async () => {
    const user = await createUser(app);
    await spray(user.email, EMAIL_LIMIT);
    const fresh = await login(app, user.email, "one-more", newAddress());
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toMatchObject({ message: TOO_MANY_NEW_PLACES });
    // The right password from yet another new address is refused as well: the sprayer learns nothing.
    expect((await login(app, user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(429);
  });

  it("never locks the owner out at an address they signed in from before", async () => {
    const user = await createUser(app);
    const home = newAddress();
    expect((await login(app, user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    // The defect: five wrong passwords from elsewhere blocked the owner; now even a long spray does not.
    await spray(user.email, EMAIL_LIMIT + 10);
    expect((await login(app, user.email, "one-more", newAddress())).statusCode).toBe(429);
    expect((await login(app, user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("never locks the owner out in a browser that signed in before, even from a new network", async () => {
    const user = await createUser(app);
    const first = await login(app, user.email, TEST_PASSWORD, newAddress());
    const device = deviceCookie(first);
    expect(device).toBeDefined();
    await spray(user.email, EMAIL_LIMIT + 5);
    const travelling = await login(app, user.email, TEST_PASSWORD, newAddress(), device);
    expect(travelling.statusCode).toBe(200);
  });

  it("does not accept a forged or another account's device cookie", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const otherDevice = deviceCookie(await login(app, other.email, TEST_PASSWORD, newAddress()));
    await spray(user.email, EMAIL_LIMIT);
    expect((await login(app, user.email, TEST_PASSWORD, newAddress(), otherDevice)).statusCode).toBe(429);
    const forged = `snaplist_device=${user.id}`;
    expect((await login(app, user.email, TEST_PASSWORD, newAddress(), forged)).statusCode).toBe(429);
  });

  it("leaves other accounts alone", async () => {
    const target = await createUser(app);
    const bystander = await createUser(app);
    await spray(target.email, EMAIL_LIMIT);
    expect((await login(app, bystander.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});

describe("the owner's device cookie (issue 23 item 6, docs/decisions/124)", () => {
  /** Ten wrong passwords for `email` from `address`, by someone without the owner's cookie. */
  async function guessTen(email: string, address: string) {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await login(app, email, `wrong-${i}`, address)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PAIR_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(10 - PAIR_LIMIT);
  }

  it("lets the owner with the cookie sign in at once after 10 wrong guesses from the same address", async () => {
    const user = await createUser(app);
    const office = newAddress();
    const device = deviceCookie(await login(app, user.email, TEST_PASSWORD, office));
    await guessTen(user.email, office);
    expect((await login(app, user.email, TEST_PASSWORD, office, device)).statusCode).toBe(200);
    // The guesser without it is still limited, even with the right password.
    const guesser = await login(app, user.email, TEST_PASSWORD, office);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS });
  });

  it("gives the cookie's own budget a limit too: wrong guesses with it are stopped after five", async () => {
    const user = await createUser(app);
    const device = deviceCookie(await login(app, user.email, TEST_PASSWORD, newAddress()));
    const address = newAddress();
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expect((await login(app, user.email, `typo-${i}`, address, device)).statusCode).toBe(401);
    }
    expect((await login(app, user.email, TEST_PASSWORD, address, device)).statusCode).toBe(429);
  });

  it("gives a forged or another account's cookie no budget", async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const office = newAddress();
    const ownDevice = deviceCookie(await login(app, user.email, TEST_PASSWORD, newAddress()));
    const otherDevice = deviceCookie(await login(app, other.email, TEST_PASSWORD, newAddress()));
    await guessTen(user.email, office);
    expect((await login(app, user.email, TEST_PASSWORD, office, otherDevice)).statusCode).toBe(429);
    const unsigned = ownDevice
      ?.replace(/^snaplist_device=/, "")
      .split(".")
      .slice(0, 2)
      .join(".");
    expect((await login(app, user.email, TEST_PASSWORD, office, `snaplist_device=${unsigned}`)).statusCode).toBe(429);
    expect((await login(app, user.email, TEST_PASSWORD, office, `snaplist_device=${user.id}.x`)).statusCode).toBe(429);
  });

  it("works at the admin login too", async () => {
    const admin = await createAdmin(app);
    const office = newAddress();
    const first = await adminLogin(admin.email, TEST_PASSWORD, office);
    const device = deviceCookie(first);
    for (let i = 0; i < 10; i++) await adminLogin(admin.email, `wrong-${i}`, office);
    expect((await adminLogin(admin.email, TEST_PASSWORD, office)).statusCode).toBe(429);
    expect((await adminLogin(admin.email, TEST_PASSWORD, office, device)).statusCode).toBe(200);
  });
});

describe("the admin account", () => {
  it("cannot be locked out by spraying its email at the admin login", async () => {
    const admin = await createAdmin(app);
    const office = newAddress();
    expect((await adminLogin(admin.email, TEST_PASSWORD, office)).statusCode).toBe(200);
    await spray(admin.email, EMAIL_LIMIT + 5, adminLogin);
    expect((await adminLogin(admin.email, "still-guessing", newAddress())).statusCode).toBe(429);
    expect((await adminLogin(admin.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe("registration with a taken email", () => {
  it(`is throttled per address after ${PAIR_LIMIT} probes, so account discovery stays slow`, async () => {
    const user = await createUser(app);
    const address = newAddress();
    const register = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: address,
        payload: {
          firstName: "Probe",
          lastName: "Er",
          email: user.email,
          password: "secret123",
          confirmPassword: "secret123",
        },
      });
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await register()).statusCode).toBe(409);
    expect((await register()).statusCode).toBe(429);
  });
});
