import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { App } from "../../src/server/app-types.ts";
import { SECRET_PATH_PREFIXES } from "../../src/server/lib/logging.ts";
import { mailIdle } from "../../src/server/modules/notifications/mailer.ts";
import { testConfig } from "../helpers/app.ts";
import { createUser, loginCookie, TEST_PASSWORD } from "../helpers/factories.ts";
import { documentedRoutes } from "../helpers/openapi-routes.ts";
import { ORIGIN } from "./listings/helpers.ts";

/**
 * Issue 41 item 3 (docs/decisions/162): a secret that travels in a path - an admin invite's one-time token - never
 * reaches the log, at any level. The app logs at `trace` (every level there is) into an array; the test finds every
 * route with a secret-named path parameter in the OpenAPI document, goes through each with real and made-up tokens
 * (preview, a wrong password, the right one, a used link, a path under it that matches no route, the page the link
 * opens, a token in a query too), lets the invite e-mail fail at a mail server that names what it refuses, and then
 * looks for every token in every line, also URL- and JSON-encoded.
 */

const lines: string[] = [];
const tokens = new Set<string>();

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
  const config = await testConfig({ LOG_LEVEL: "trace", SMTP_URL: await refusingSmtp() });
  app = await buildApp(config, { logStream: { write: (line) => void lines.push(line) } });
  afterAll(() => app.close());
});

function call(method: "GET" | "POST", url: string, cookie?: string, payload?: object) {
  return app.inject({
    method,
    url,
    payload,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

const SECRET_PARAM = /^(token|secret|code|key)$/i;

describe("secrets in paths", () => {
  it("every route with a secret in its path is one the logger knows to redact", () => {
    const secretRoutes = documentedRoutes(app).filter((r) => r.pathParams.some((p) => SECRET_PARAM.test(p)));
    expect(secretRoutes.map((r) => r.key).sort()).toEqual([
      "GET /api/admin-invites/{token}",
      "POST /api/admin-invites/{token}/accept",
    ]);
    for (const route of secretRoutes) {
      expect(
        SECRET_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
        route.key,
      ).toBe(true);
    }
  });

  beforeAll(async () => {
    const owner = await createUser(app, { isAdmin: true, firstName: "Owner" });
    const asOwner = await loginCookie(app, owner);
    const invite = async (email: string) => {
      const res = await call("POST", "/api/admin/team/invites", asOwner, { email, role: "poster" });
      expect(res.statusCode, res.body).toBe(201);
      const token = new URL(res.json().link).pathname.split("/").pop() as string;
      tokens.add(token);
      return token;
    };
    // A new person: preview, accept, then the used link again.
    const fresh = await invite(`new.poster.${Date.now()}@example.test`);
    expect((await call("GET", `/api/admin-invites/${fresh}`)).statusCode).toBe(200);
    expect((await call("GET", `/admin-invite/${fresh}`)).statusCode).toBeLessThan(500);
    const accepted = await call("POST", `/api/admin-invites/${fresh}/accept`, undefined, {
      firstName: "Ravi",
      password: "ravi-password-1",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call("GET", `/api/admin-invites/${fresh}`)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin-invites/${fresh}/accept`, undefined, { password: "x" })).statusCode).toBe(
      404,
    );
    // An existing account: a wrong password first, then the right one.
    const seller = await createUser(app);
    const existing = await invite(seller.email);
    const wrong = await call("POST", `/api/admin-invites/${existing}/accept`, undefined, {
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(401);
    const right = await call("POST", `/api/admin-invites/${existing}/accept`, undefined, { password: TEST_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    // Made-up and malformed tokens, a path under a token that matches no route, a token in a query.
    const madeUp = "Zq9-madeUpTokenThatIsLongEnough_0123456789ab";
    tokens.add(madeUp);
    expect((await call("GET", `/api/admin-invites/${madeUp}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/admin-invites/${madeUp}/nothing-here`)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin-invites/${madeUp}/accept/again`)).statusCode).toBe(404);
    expect((await call("GET", `/admin-invite/${madeUp}?from=mail`)).statusCode).toBeLessThan(500);
    const short = "shortTok9";
    tokens.add(short);
    expect((await call("GET", `/api/admin-invites/${short}`)).statusCode).toBe(400);
    expect((await call("GET", `/api/admin/team?token=${madeUp}`, asOwner)).statusCode).toBe(200);
    await mailIdle(app);
  });

  it("were logged: each request, at every level", () => {
    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; level?: number; req?: { url?: string } });
    const urls = entries.flatMap((e) => (e.req?.url ? [e.req.url] : []));
    expect(urls).toContain("/api/admin-invites/[redacted]");
    expect(urls).toContain("/api/admin-invites/[redacted]/accept");
    expect(urls).toContain("/admin-invite/[redacted]");
    expect(urls).toContain("/admin-invite/[redacted]?from=[redacted]");
    expect(urls).toContain("/api/admin/team?token=[redacted]");
    // The 404 of a path under a token (no route matches it) is logged with its path, redacted too.
    expect(urls).toContain("/api/admin-invites/[redacted]/nothing-here");
  });

  it("hold none of the tokens, in any form", () => {
    const text = lines.join("");
    const found: string[] = [];
    for (const token of tokens) {
      for (const form of new Set([token, encodeURIComponent(token), JSON.stringify(token).slice(1, -1)])) {
        if (text.includes(form)) found.push(form);
      }
    }
    expect(tokens.size).toBeGreaterThanOrEqual(4);
    expect(found).toEqual([]);
  });
});
