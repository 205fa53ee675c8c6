import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { App } from "../../src/server/app-types.ts";
import { users } from "../../src/server/db/schema.ts";
import { mailIdle } from "../../src/server/modules/notifications/mailer.ts";
import { testConfig } from "../helpers/app.ts";
import { createListing } from "../helpers/factories.ts";
import { cookiesOf, totp } from "./auth/two-factor-helpers.ts";

/**
 * Issue 24 item 5 (docs/decisions/128): the logs of a whole journey - sign-up, sign-in (a wrong password too),
 * payout details, an admin's two-factor enrolment and sign-in, messages, a sale, its payout, notice e-mails the
 * mail server refuses, failed queries, metrics - written at the most verbose level, hold none of the secrets
 * that went through the server: passwords, session and sign-in cookies, CSRF tokens, two-factor codes and
 * secrets, UPI ids, full e-mail addresses.
 */

const run = Date.now().toString(36);
const SELLER_EMAIL = `priya.sharma.${run}@example.com`;
const SELLER_PASSWORD = `Seller-pass-${run}-Xq7`;
const WRONG_PASSWORD = `Wrong-pass-${run}-Zr2`;
const ADMIN_EMAIL = `ops.lead.${run}@snaplist.example`;
const ADMIN_PASSWORD = `Admin-pass-${run}-Wm4`;
const UPI_ID = `priyasharma${run}@okicici`;
const PAYPAL_EMAIL = `priya.pay.${run}@paypal.example`;
const CSRF_TOKEN = `csrf-${run}-9f8e7d6c5b4a`;
const METRICS_TOKEN = `metrics-${run}-0a1b2c3d4e5f`;
const GOOGLE_CODE = `4/0Ab-google-code-${run}`;
const ORIGIN = "http://localhost:3000";

const lines: string[] = [];
/** Every secret value the journey used, by what it is, for the failure message. */
const secrets = new Map<string, string>();
const keep = (what: string, value: string | undefined) => {
  if (!value) throw new Error(`no ${what}`);
  secrets.set(value, what);
  return value;
};
for (const [what, value] of Object.entries({
  SELLER_EMAIL,
  SELLER_PASSWORD,
  WRONG_PASSWORD,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  UPI_ID,
  PAYPAL_EMAIL,
  CSRF_TOKEN,
  METRICS_TOKEN,
  GOOGLE_CODE,
})) {
  keep(what, value);
}

/** A mail server that refuses every recipient, naming the address in its answer as real servers do. */
async function refusingSmtp() {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, done) {
      done(Object.assign(new Error(`No mailbox here by that name: <${address.address}>`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}

let app: App;

beforeAll(async () => {
  const config = await testConfig({
    LOG_LEVEL: "trace",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    METRICS_TOKEN,
    SMTP_URL: await refusingSmtp(),
  });
  app = await buildApp(config, { logStream: { write: (line) => void lines.push(line) } });
  afterAll(() => app.close());
});

/** app.inject as a browser on our page would send it: our Origin, a CSRF-token header, the cookies given. */
function call(method: string, url: string, cookie?: string, payload?: object) {
  return app.inject({
    method: method as "GET",
    url,
    payload,
    remoteAddress: "203.0.113.50",
    headers: { origin: ORIGIN, "x-csrf-token": CSRF_TOKEN, ...(cookie ? { cookie } : {}) },
  });
}

/** The cookies an answer set, each value kept as a secret. */
function cookies(res: LightMyRequestResponse, ...names: string[]) {
  for (const c of res.cookies) if (names.includes(c.name) && c.value) keep(`cookie ${c.name}`, c.value);
  return cookiesOf(res, ...names);
}

describe("the logs of a full journey", () => {
  beforeAll(async () => {
    // A seller signs up, signs in with a wrong password and then the right one, and gives payout details.
    const signup = await call("POST", "/api/auth/register", undefined, {
      firstName: "Priya",
      lastName: "Sharma",
      email: SELLER_EMAIL,
      password: SELLER_PASSWORD,
      confirmPassword: SELLER_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    const sellerId = signup.json().id as string;
    cookies(signup, "snaplist_sid", "snaplist_device");
    const wrong = await call("POST", "/api/auth/login", undefined, { email: SELLER_EMAIL, password: WRONG_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    const login = await call("POST", "/api/auth/login", undefined, { email: SELLER_EMAIL, password: SELLER_PASSWORD });
    expect(login.statusCode).toBe(200);
    const seller = cookies(login, "snaplist_sid", "snaplist_device");
    const payoutInfo = await call("PUT", "/api/user/payout-info", seller, { upiId: UPI_ID, paypalEmail: PAYPAL_EMAIL });
    expect(payoutInfo.statusCode).toBe(200);
    // A cross-site form post (the CSRF defence refuses it), and a search and a path that hold an e-mail.
    const crossSite = await app.inject({
      method: "PUT",
      url: "/api/user/payout-info",
      payload: { upiId: UPI_ID },
      headers: { origin: "https://evil.example", cookie: seller, "x-csrf-token": CSRF_TOKEN },
    });
    expect(crossSite.statusCode).toBe(403);
    await call("GET", `/api/listings?search=${encodeURIComponent(SELLER_EMAIL)}`, seller);
    await call("GET", `/api/people/${SELLER_EMAIL}`, seller);
    await call("GET", `/profile/${encodeURIComponent(UPI_ID)}`, seller);
    await call("GET", `/api/auth/google/callback?code=${encodeURIComponent(GOOGLE_CODE)}&state=abc`);

    // The admin from ADMIN_EMAIL signs in, turns two-factor on, and signs in again with a code.
    const adminLogin = await call("POST", "/api/auth/admin/login", undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(adminLogin.statusCode).toBe(200);
    let admin = cookies(adminLogin, "snaplist_sid", "snaplist_device");
    const setup = await call("POST", "/api/auth/two-factor/setup", admin);
    expect(setup.statusCode).toBe(200);
    const secret = keep("TOTP secret", setup.json().secret);
    const wrongCode = totp(secret) === "000000" ? "111111" : "000000";
    expect((await call("POST", "/api/auth/two-factor/confirm", admin, { code: wrongCode })).statusCode).toBe(400);
    const confirm = await call("POST", "/api/auth/two-factor/confirm", admin, {
      code: keep("TOTP code", totp(secret)),
    });
    expect(confirm.statusCode).toBe(200);
    const recoveryCodes: string[] = confirm.json().recoveryCodes;
    for (const code of recoveryCodes) keep("recovery code", code);
    expect((await call("POST", "/api/auth/logout", admin)).statusCode).toBe(204);
    const password = await call("POST", "/api/auth/admin/login", undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(password.statusCode).toBe(202);
    const pending = cookies(password, "snaplist_2fa");
    const code = keep("TOTP code", totp(secret, 1));
    const signedIn = await call("POST", "/api/auth/admin/login/code", pending, { code });
    expect(signedIn.statusCode).toBe(200);
    admin = cookies(signedIn, "snaplist_sid", "snaplist_device");
    // And once more with a recovery code.
    await call("POST", "/api/auth/logout", admin);
    const again = await call("POST", "/api/auth/admin/login", undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const recovered = await call("POST", "/api/auth/admin/login/code", cookies(again, "snaplist_2fa"), {
      code: recoveryCodes[0],
    });
    expect(recovered.statusCode).toBe(200);
    admin = cookies(recovered, "snaplist_sid", "snaplist_device");

    // Messages both ways, the admin's user search, a sale and its payout over UPI; the notice e-mails are refused.
    const sent = await call("POST", "/api/admin/messages", admin, {
      toUserId: sellerId,
      subject: "Your payout details",
      message: `We will pay you at ${UPI_ID}.`,
    });
    expect(sent.statusCode).toBe(201);
    const reply = await call("POST", "/api/messages", seller, {
      originalMessageId: sent.json().id,
      message: `Thanks, or write to ${PAYPAL_EMAIL}.`,
    });
    expect(reply.statusCode).toBe(201);
    expect((await call("GET", `/api/admin/users?q=${encodeURIComponent(SELLER_EMAIL)}`, admin)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/sales?q=${encodeURIComponent(UPI_ID)}`, admin)).statusCode).toBe(200);
    const [sellerRow] = await app.db.select().from(users).where(eq(users.id, sellerId));
    const listing = await createListing(app, sellerRow, { title: "Canon EOS 200D" });
    const sale = await call("POST", "/api/admin/sales", admin, {
      listingId: listing.id,
      saleAmount: "12000",
      marketplace: "olx",
      payoutAmount: "10800",
    });
    expect(sale.statusCode).toBe(201);
    const payout = await call("PUT", `/api/admin/sales/${sale.json().id}/payout`, admin, {
      payoutMethod: "upi",
      payoutAmount: "10800",
      payoutReference: "UTR998877",
    });
    expect(payout.statusCode).toBe(200);
    await mailIdle(app);
    expect((await call("GET", "/api/user/payout-info", seller)).json()).toMatchObject({ upiId: UPI_ID });

    // Prometheus scrapes; a wrong token is refused.
    const metrics = (authorization: string) =>
      app.inject({ method: "GET", url: "/metrics", headers: { authorization } });
    expect((await metrics(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
    expect((await metrics(`Bearer ${METRICS_TOKEN.slice(0, -1)}`)).statusCode).toBe(401);

    // Failed queries logged as the error handler logs a 500: their values are in the driver's messages.
    for (const value of [UPI_ID, SELLER_PASSWORD, SELLER_EMAIL]) {
      const err = await Promise.resolve(app.db.execute(sql`select ${value}::int`)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      app.log.error({ err }, "request failed");
    }
    expect((await call("POST", "/api/auth/logout", seller)).statusCode).toBe(204);
  });

  it("were written: every request, the refused e-mails and the failed queries", () => {
    const text = lines.join("");
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === "incoming request").length).toBeGreaterThan(25);
    expect(text).toContain('"url":"/api/admin/users?q=[redacted]"');
    expect(text).toContain('"url":"/api/auth/google/callback?code=[redacted]&state=[redacted]"');
    expect(text).toContain("notice e-mail not sent, will retry");
    expect(text).toContain("No mailbox here by that name: <p***@example.com>");
    expect(text).toMatch(
      /"admin account created","email":"o\*\*\*@snaplist\.example"|"email":"o\*\*\*@snaplist\.example".*"admin account created"/,
    );
    expect(text).toContain(`/api/people/p***@example.com`);
    expect(entries.filter((e) => e.msg === "request failed")).toHaveLength(3);
    expect(text).toContain("invalid input syntax for type integer: [redacted]");
  });

  it("hold no password, cookie, CSRF token, two-factor code or secret, UPI id or full e-mail address", () => {
    const text = lines.join("");
    const found: string[] = [];
    for (const [value, what] of secrets) {
      // Also as a URL or JSON would write it.
      for (const form of new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])) {
        if (text.includes(form)) found.push(`${what}: ${form}`);
      }
    }
    expect(found).toEqual([]);
    // No address of any kind, not only the ones this test knows: every e-mail and UPI id is masked.
    expect(text.match(/[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9-]+/g) ?? []).toEqual([]);
    expect(text).not.toMatch(/snaplist_(sid|2fa|device)=/);
  });
});
