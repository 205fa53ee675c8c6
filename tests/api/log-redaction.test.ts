import { describe, expect, it } from "vitest";
import { maskEmails, redactUrl } from "../../src/server/lib/log-redaction.ts";
import { createTestApp } from "../helpers/app.ts";
import { createAdmin, createListing } from "../helpers/factories.ts";
import { enrol, passwordStep, totp } from "./auth/two-factor-helpers.ts";
import { ORIGIN } from "./listings/helpers.ts";

/**
 * Issue 24 item 5 (docs/decisions/128): the logs of a whole journey - sign-up, sign-in (right and wrong), payout
 * details, an admin's two-factor sign-in, a search by e-mail, a message, a sale and a payout, and a request that
 * fails - hold no password, session cookie, two-factor code, UPI id or full e-mail address.
 */
describe("request logs", () => {
  it("hold none of the journey's secrets", async () => {
    const lines: string[] = [];
    const app = await createTestApp({ LOG_LEVEL: "trace" }, (c) => {
      c.logStream = { write: (line) => void lines.push(line) };
    });
    const secrets: string[] = [];
    const keep = <T extends string>(s: T) => {
      secrets.push(s);
      return s;
    };
    const json = (cookie?: string) => ({
      "content-type": "application/json",
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    });

    const email = keep("asha.sharma@example.com");
    const password = keep("Correct-Horse-Battery-9");
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: json(),
      payload: { email, password, confirmPassword: password, firstName: "Asha" },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const wrong = keep("Wrong-Password-123");
    const bad = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: json(),
      payload: { email, password: wrong },
    });
    expect(bad.statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: json(),
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const sid = login.cookies.find((c) => c.name === "snaplist_sid")?.value ?? "";
    keep(sid);
    const seller = `snaplist_sid=${sid}`;

    const upiId = keep("asha.sharma@okaxis");
    const paypal = keep("asha.paypal@example.org");
    const payout = await app.inject({
      method: "PUT",
      url: "/api/user/payout-info",
      headers: json(seller),
      payload: { upiId, paypalEmail: paypal },
    });
    expect(payout.statusCode, payout.body).toBe(200);
    // A malformed UPI id is refused; the refusal is logged without it.
    const badUpi = keep("not a upi@@x");
    expect(
      (
        await app.inject({
          method: "PUT",
          url: "/api/user/payout-info",
          headers: json(seller),
          payload: { upiId: badUpi },
        })
      ).statusCode,
    ).toBe(400);

    const admin = await createAdmin(app);
    keep(admin.email);
    const { secret, recoveryCodes } = await enrol(app, admin);
    keep(secret);
    const pending = await passwordStep(app, admin.email);
    expect(pending.statusCode).toBe(202);
    const code = keep(totp(secret, 1));
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/auth/admin/login/code",
      headers: { ...json(), cookie: pending.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
      payload: { code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const adminSid = keep(signedIn.cookies.find((c) => c.name === "snaplist_sid")?.value ?? "");
    expect(adminSid).not.toBe("");
    keep(recoveryCodes[0] as string);
    const asAdmin = `snaplist_sid=${adminSid}`;

    const search = await app.inject({
      method: "GET",
      url: `/api/admin/users?q=${encodeURIComponent(email)}`,
      headers: { cookie: asAdmin },
    });
    expect(search.statusCode).toBe(200);
    const sellerId = signUp.json().id as string;
    const sent = await app.inject({
      method: "POST",
      url: "/api/admin/messages",
      headers: json(asAdmin),
      payload: { toUserId: sellerId, subject: "Hello", message: `We wrote to ${email}` },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const listing = await createListing(app, { id: sellerId } as never, { title: "Canon EOS 200D", price: "30000.00" });
    const sale = await app.inject({
      method: "POST",
      url: "/api/admin/sales",
      headers: json(asAdmin),
      payload: { listingId: listing.id, saleAmount: "12000", marketplace: "olx", payoutAmount: "10800" },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const paid = await app.inject({
      method: "PUT",
      url: `/api/admin/sales/${sale.json().id}/payout`,
      headers: json(asAdmin),
      payload: { payoutMethod: "upi", payoutAmount: "10800" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await app.inject({ method: "POST", url: "/api/auth/logout", headers: json(seller) });
    await app.close();

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(20);
    // The logs still say what happened.
    expect(log).toContain('"url":"/api/admin/users?q=[redacted]"');
    expect(log).toMatch(/"statusCode":401/);
    for (const secret of secrets) expect(log, `a secret in the logs: ${secret}`).not.toContain(secret);
    // Nor the e-mails in their URL-encoded form.
    expect(log).not.toContain(encodeURIComponent(email));
  });

  it("mask e-mail addresses and UPI ids in text, and drop query values", () => {
    expect(maskEmails("failed for asha@example.com and ravi@okaxis")).toBe(
      "failed for a***@example.com and r***@okaxis",
    );
    expect(redactUrl("/api/admin/users?q=asha%40example.com&page=2")).toBe(
      "/api/admin/users?q=[redacted]&page=[redacted]",
    );
    expect(redactUrl("/api/auth/google/callback?code=abc&state=xyz")).toBe(
      "/api/auth/google/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactUrl("/uploads/a.jpg")).toBe("/uploads/a.jpg");
  });
});
