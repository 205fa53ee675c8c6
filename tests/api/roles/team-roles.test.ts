import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROLE_MESSAGES } from "../../../src/contract/roles.ts";
import { TEAM_MESSAGES } from "../../../src/contract/team.ts";
import { adminInvites, auditEntries, extensionTokens, sales, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { claimUrl } from "../posting-desk/helpers.ts";
import { adminOf, oneOfEach } from "../queue/helpers.ts";
import { publicCall, tokenOf } from "../team/helpers.ts";

/**
 * Issue 41 item 2 (docs/decisions/161): invites name the role, owners change roles (audited), a role that loses the
 * postings permission loses its assistant tokens and claims, there is always an active owner (also when two owners
 * demote each other at once - real on PostgreSQL), and the refused calls of the issue change nothing.
 */

const app = await createTestApp();

const roleOf = async (id: string) =>
  (await app.db.select({ r: users.adminRole }).from(users).where(eq(users.id, id)))[0]?.r;
const activeOwners = async () =>
  (
    await app.db
      .select()
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt)))
  ).filter((u) => (u.adminRole ?? "owner") === "owner");

describe("invites name the role", () => {
  it("the invitee becomes an admin of that role, and sees it", async () => {
    const owner = await adminOf(app, "owner");
    const res = await owner.call("POST", "/api/admin/team/invites", {
      email: "new.manager@example.test",
      role: "manager",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().role).toBe("manager");
    const team = await owner.call("GET", "/api/admin/team");
    expect(team.json().invites.find((i: { email: string }) => i.email === "new.manager@example.test").role).toBe(
      "manager",
    );
    const accepted = await publicCall(app, "POST", `/api/admin-invites/${tokenOf(res.json().link)}/accept`, {
      firstName: "Meera",
      password: "meera-password",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ isAdmin: true, adminRole: "manager" });
    const [join] = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "team.join"), eq(auditEntries.entityId, accepted.json().id)));
    expect(join.after).toMatchObject({ role: "manager" });
  });

  it.each([
    [{ email: "a@example.test", role: "superuser" }],
    [{ email: "a@example.test", role: "" }],
    [{ email: "a@example.test", role: 1 }],
    [{ email: "a@example.test", role: "owner\u0000" }],
    [{ email: "a@example.test", role: ["owner"] }],
    [{ email: "a@example.test" }],
  ])("an invite with an unknown or missing role is a 400 and creates nothing: %j", async (body) => {
    const owner = await adminOf(app, "owner");
    const before = (await app.db.select().from(adminInvites)).length;
    const res = await owner.call("POST", "/api/admin/team/invites", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/role/i);
    expect((await app.db.select().from(adminInvites)).length).toBe(before);
  });

  it("only owners invite", async () => {
    for (const role of ["manager", "poster"] as const) {
      const admin = await adminOf(app, role);
      const res = await admin.call("POST", "/api/admin/team/invites", { email: "x@example.test", role: "poster" });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("an owner changes roles", () => {
  it("audited, seen at once by the admin whose role changed", async () => {
    const owner = await adminOf(app, "owner");
    const poster = await adminOf(app, "poster");
    expect((await poster.call("GET", "/api/auth/user")).json().adminRole).toBe("poster");
    const res = await owner.call("PUT", `/api/admin/team/${poster.user.id}/role`, { role: "manager" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, role: "manager" });
    expect((await poster.call("GET", "/api/auth/user")).json().adminRole).toBe("manager");
    // The promoted admin can now do a manager's work, and no longer a poster's.
    expect((await poster.call("GET", "/api/admin/pending-payouts")).statusCode).toBe(200);
    expect((await poster.call("GET", "/api/admin/update-tasks")).statusCode).toBe(403);
    const entries = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "team.role"), eq(auditEntries.entityId, poster.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: owner.user.id });
    expect(entries[0].before).toMatchObject({ role: "poster" });
    expect(entries[0].after).toMatchObject({ role: "manager" });
    // The same role again changes and records nothing.
    expect((await owner.call("PUT", `/api/admin/team/${poster.user.id}/role`, { role: "manager" })).statusCode).toBe(
      200,
    );
    expect(
      await app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, "team.role"), eq(auditEntries.entityId, poster.user.id))),
    ).toHaveLength(1);
  });

  it("a role without postings loses its assistant tokens and its claims", async () => {
    const owner = await adminOf(app, "owner");
    const poster = await adminOf(app, "poster");
    const token = await poster.call("POST", "/api/admin/extension-tokens", { name: "Chrome" });
    expect(token.statusCode, token.body).toBe(201);
    const made = await oneOfEach(app, owner, "Lose");
    expect((await poster.call("POST", claimUrl(made.waiting.id, "olx"))).statusCode).toBe(200);
    const res = await owner.call("PUT", `/api/admin/team/${poster.user.id}/role`, { role: "manager" });
    expect(res.json()).toMatchObject({ tokensRevoked: 1, claimsReleased: 1 });
    const [row] = await app.db.select().from(extensionTokens).where(eq(extensionTokens.adminId, poster.user.id));
    expect(row.revokedAt).not.toBeNull();
    const me = await app.inject({
      method: "GET",
      url: "/api/extension/me",
      headers: { authorization: `Bearer ${token.json().token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it("refuses what the issue names, changing nothing", async () => {
    const owner = await adminOf(app, "owner");
    const manager = await adminOf(app, "manager");
    const poster = await adminOf(app, "poster");
    const made = await oneOfEach(app, owner, "Refused");
    // A poster calling a payout.
    const payout = await poster.call("PUT", `/api/admin/sales/${made.saleId}/payout`, {
      payoutMethod: "upi",
      payoutAmount: "1200",
    });
    expect(payout.statusCode).toBe(403);
    const [sale] = await app.db.select().from(sales).where(eq(sales.id, made.saleId));
    expect(sale.payoutStatus).toBe("pending");
    // A poster changing a role, and a manager promoting themselves.
    expect((await poster.call("PUT", `/api/admin/team/${poster.user.id}/role`, { role: "owner" })).statusCode).toBe(
      403,
    );
    const self = await manager.call("PUT", `/api/admin/team/${manager.user.id}/role`, { role: "owner" });
    expect(self.statusCode).toBe(403);
    expect(await roleOf(manager.user.id)).toBe("manager");
    expect(await roleOf(poster.user.id)).toBe("poster");
    // Bad bodies and ids.
    for (const body of [
      { role: "admin" },
      { role: null },
      {},
      { role: "owner\u0000" },
      "owner",
      { role: "x".repeat(5000) },
    ]) {
      const res = await owner.call("PUT", `/api/admin/team/${poster.user.id}/role`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await roleOf(poster.user.id)).toBe("poster");
    expect((await owner.call("PUT", "/api/admin/team/not-a-uuid/role", { role: "poster" })).statusCode).toBe(400);
    const seller = await createUser(app);
    expect((await owner.call("PUT", `/api/admin/team/${seller.id}/role`, { role: "poster" })).statusCode).toBe(404);
    expect(await app.db.select().from(users).where(eq(users.id, seller.id))).toMatchObject([{ isAdmin: false }]);
  });
});

describe("always one active owner", () => {
  it("the last owner can neither step down nor be deactivated", async () => {
    // Only this test's admins count: every other owner in the file's database steps aside first.
    const owner = await adminOf(app, "owner");
    for (const other of await activeOwners()) {
      if (other.id !== owner.user.id)
        await app.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, other.id));
    }
    const down = await owner.call("PUT", `/api/admin/team/${owner.user.id}/role`, { role: "poster" });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(ROLE_MESSAGES.lastOwner);
    const off = await owner.call("POST", `/api/admin/team/${owner.user.id}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TEAM_MESSAGES.lastAdmin);
    expect((await activeOwners()).map((u) => u.id)).toEqual([owner.user.id]);
    // A manager may still be deactivated: an owner remains.
    const manager = await adminOf(app, "manager");
    expect((await owner.call("POST", `/api/admin/team/${manager.user.id}/deactivate`)).statusCode).toBe(200);
  });

  it("two owners demoting each other at once leave one owner (race-safe on PostgreSQL)", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await adminOf(app, "owner");
      const b = await adminOf(app, "owner");
      for (const other of await activeOwners()) {
        if (other.id !== a.user.id && other.id !== b.user.id)
          await app.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, other.id));
      }
      const results = await Promise.all([
        a.call("PUT", `/api/admin/team/${b.user.id}/role`, { role: "poster" }),
        b.call("PUT", `/api/admin/team/${a.user.id}/role`, { role: "poster" }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      // The second finds itself no longer an owner (403), or (PGlite, one at a time) the same.
      expect(codes).toEqual([200, 403]);
      expect(await activeOwners()).toHaveLength(1);
    }
  });

  it("50 identical role changes at once: one change, one audit entry", async () => {
    const owner = await adminOf(app, "owner");
    const poster = await adminOf(app, "poster");
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        owner.call("PUT", `/api/admin/team/${poster.user.id}/role`, { role: "manager" }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await roleOf(poster.user.id)).toBe("manager");
    expect(
      await app.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, "team.role"), eq(auditEntries.entityId, poster.user.id))),
    ).toHaveLength(1);
  });
});
