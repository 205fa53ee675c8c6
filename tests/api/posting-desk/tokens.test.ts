import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXTENSION_TOKEN_DAYS } from "../../../src/contract/posting-desk.ts";
import { auditEntries, extensionTokens, users } from "../../../src/server/db/schema.ts";
import { createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp } from "./helpers.ts";

const lines: string[] = [];
const { app, clock } = await deskApp({ LOG_LEVEL: "trace" }, { write: (line: string) => void lines.push(line) });
const DAY = 24 * 60 * 60 * 1000;

const tokenAudit = (actorId: string) =>
  app.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.actorId, actorId))
    .then((rows) => rows.filter((r) => r.action.startsWith("extension_token.")));

describe("assistant tokens (issue 29 item 3)", () => {
  it("shows the token once, stores only its hash, lists it without the token, and audits create and revoke", async () => {
    const asha = await deskAdmin(app, "Asha");
    const res = await asha.call("POST", "/api/admin/extension-tokens", { name: "  Chrome at home  " });
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const created = res.json();
    expect(created.token).toMatch(/^slx_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: "Chrome at home",
      createdAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + EXTENSION_TOKEN_DAYS * DAY).toISOString(),
      revokedAt: null,
      lastUsedAt: null,
    });
    const [row] = await app.db.select().from(extensionTokens).where(eq(extensionTokens.id, created.id));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const list = await asha.call("GET", "/api/admin/extension-tokens");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...created, token: undefined }].map(({ token: _t, ...rest }) => rest));
    expect(list.body).not.toContain(created.token);

    const me = await assistantClient(app, created.token)("GET", "/api/extension/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ adminName: "Asha", expiresAt: created.expiresAt });
    expect((await asha.call("GET", "/api/admin/extension-tokens")).json()[0].lastUsedAt).toBe(
      clock.now().toISOString(),
    );

    clock.advance(60_000);
    expect((await asha.call("DELETE", `/api/admin/extension-tokens/${created.id}`)).statusCode).toBe(204);
    const revoked = await assistantClient(app, created.token)("GET", "/api/extension/me");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe("The assistant's token was revoked: create a new one on the admin desk");
    expect((await asha.call("GET", "/api/admin/extension-tokens")).json()[0].revokedAt).toBe(clock.now().toISOString());
    // Revoking twice is quiet and audited once.
    expect((await asha.call("DELETE", `/api/admin/extension-tokens/${created.id}`)).statusCode).toBe(204);

    const audit = await tokenAudit(asha.user.id);
    expect(audit.map((a) => a.action).sort()).toEqual(["extension_token.create", "extension_token.revoke"]);
    for (const entry of audit) {
      expect(entry.entityId).toBe(created.id);
      expect(JSON.stringify(entry)).not.toContain(created.token);
      expect(JSON.stringify(entry)).not.toContain(row.tokenHash);
    }
  });

  it("expires by the clock, refuses revoked, unknown, malformed and missing tokens with 401", async () => {
    const asha = await deskAdmin(app, "Asha");
    const token = await assistantToken(asha);
    const ext = assistantClient(app, token);
    expect((await ext("GET", "/api/extension/me")).statusCode).toBe(200);
    clock.advance(EXTENSION_TOKEN_DAYS * DAY);
    const expired = await ext("GET", "/api/extension/me");
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("The assistant's token has expired: create a new one on the admin desk");
    clock.advance(-EXTENSION_TOKEN_DAYS * DAY);

    const invalid = "The assistant's token is not valid: create a new one on the admin desk";
    for (const header of [
      undefined,
      "",
      "Bearer",
      `Bearer ${token}x`,
      `Bearer slx_${"A".repeat(43)}`,
      `Basic ${token}`,
      `Bearer ${token.slice(0, -1)}\u0000`,
      `Bearer ${"x".repeat(5000)}`,
    ]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/extension/me",
        headers: header === undefined ? {} : { authorization: header },
      });
      expect(res.statusCode, String(header).slice(0, 40)).toBe(401);
      expect(res.json().message).toBe(invalid);
    }
  });

  it("stops working when its admin is no longer an admin or was deactivated", async () => {
    const asha = await deskAdmin(app, "Asha");
    const token = await assistantToken(asha);
    const ext = assistantClient(app, token);
    await app.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, asha.user.id));
    expect((await ext("GET", "/api/extension/me")).statusCode).toBe(401);
    await app.db.update(users).set({ deactivatedAt: null, isAdmin: false }).where(eq(users.id, asha.user.id));
    expect((await ext("GET", "/api/extension/me")).statusCode).toBe(401);
    await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, asha.user.id));
    expect((await ext("GET", "/api/extension/me")).statusCode).toBe(200);
  });

  it("keeps each admin to their own tokens: someone else's id is a 404 and nothing changes", async () => {
    const asha = await deskAdmin(app, "Asha");
    const ravi = await deskAdmin(app, "Ravi");
    const created = (await asha.call("POST", "/api/admin/extension-tokens", { name: "Edge" })).json();
    const res = await ravi.call("DELETE", `/api/admin/extension-tokens/${created.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Token not found");
    expect((await ravi.call("GET", "/api/admin/extension-tokens")).json()).toEqual([]);
    expect((await assistantClient(app, created.token)("GET", "/api/extension/me")).statusCode).toBe(200);
    expect(await tokenAudit(ravi.user.id)).toEqual([]);
    expect((await ravi.call("DELETE", "/api/admin/extension-tokens/not-a-uuid")).statusCode).toBe(400);
  });

  it("allows at most 20 live tokens per admin; a revoked or expired one frees a place", async () => {
    const asha = await deskAdmin(app, "Asha");
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await asha.call("POST", "/api/admin/extension-tokens", { name: `Browser ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const over = await asha.call("POST", "/api/admin/extension-tokens", { name: "One too many" });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("At most 20 assistant tokens at once: revoke one you no longer use");
    await asha.call("DELETE", `/api/admin/extension-tokens/${ids[0]}`);
    expect((await asha.call("POST", "/api/admin/extension-tokens", { name: "Now fits" })).statusCode).toBe(201);
    expect((await asha.call("POST", "/api/admin/extension-tokens", { name: "Full again" })).statusCode).toBe(409);
  });

  it("refuses bad names with 400, and sellers on every token route with 403", async () => {
    const asha = await deskAdmin(app, "Asha");
    const bad: unknown[] = [
      {},
      { name: "" },
      { name: "   " },
      { name: "a".repeat(61) },
      { name: "a\u0000b" },
      { name: 5 },
      { name: ["x"] },
      null,
    ];
    for (const body of bad) {
      const res = await asha.call("POST", "/api/admin/extension-tokens", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await asha.call("GET", "/api/admin/extension-tokens")).json()).toEqual([]);

    const seller = await clientFor(app, await createUser(app));
    expect((await seller("GET", "/api/admin/extension-tokens")).statusCode).toBe(403);
    expect((await seller("POST", "/api/admin/extension-tokens", { name: "Mine" })).statusCode).toBe(403);
    const id = (await asha.call("POST", "/api/admin/extension-tokens", { name: "Edge" })).json().id;
    expect((await seller("DELETE", `/api/admin/extension-tokens/${id}`)).statusCode).toBe(403);
  });

  it("never writes a token to the logs, even when a client sends it where it does not belong", async () => {
    const asha = await deskAdmin(app, "Asha");
    const token = await assistantToken(asha);
    await assistantClient(app, token)("GET", "/api/extension/me");
    await assistantClient(app, token)("POST", `/api/extension/postings/${token}/olx/renew?t=${token}`);
    await app.inject({
      method: "GET",
      url: `/api/nothing-here/${token}`,
      headers: { authorization: `Bearer ${token}` },
    });
    app.log.info({ note: `a careless line with ${token}` }, `and a message with ${token}`);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join("\n")).not.toContain(token.slice(4));
    expect(lines.join("\n")).toContain("slx_[redacted]");
  });
});
