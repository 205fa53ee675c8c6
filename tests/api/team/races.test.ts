import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminInvites, auditEntries, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { statusCounts } from "../sales/helpers.ts";
import { clientFor, publicCall, tokenOf } from "./helpers.ts";

/** Run on PostgreSQL too (scripts/with-postgres.sh), where the 50 calls really run in parallel. */
const app = await createTestApp();
const admin = await createAdmin(app);
const asAdmin = await clientFor(app, admin);

async function invite(email: string) {
  const res = await asAdmin("POST", "/api/admin/team/invites", { email, role: "owner" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; link: string };
}

describe("50 simultaneous accepts of one invite", () => {
  it("make one admin: one 200, 49 clean 404s, one team.join", async () => {
    const email = `race-${Date.now().toString(36)}@example.test`;
    const inv = await invite(email);
    const url = `/api/admin-invites/${tokenOf(inv.link)}/accept`;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        publicCall(app, "POST", url, { firstName: `Racer ${i}`, password: "race-password" }),
      ),
    );
    expect(statusCounts(results)).toEqual({ 200: 1, 404: 49 });
    const rows = await app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].isAdmin).toBe(true);
    const joins = await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, rows[0].id));
    expect(joins.filter((e) => e.action === "team.join")).toHaveLength(1);
    const [row] = await app.db.select().from(adminInvites).where(eq(adminInvites.id, inv.id));
    expect(row.acceptedUserId).toBe(rows[0].id);
  });

  it("for an existing account, promote it once", async () => {
    const seller = await createUser(app);
    const inv = await invite(seller.email);
    const url = `/api/admin-invites/${tokenOf(inv.link)}/accept`;
    // Five: more would spend the sign-in throttle's per-address budget, which is the point of it.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => publicCall(app, "POST", url, { firstName: "", password: TEST_PASSWORD })),
    );
    expect(statusCounts(results)).toEqual({ 200: 1, 404: 4 });
    const joins = await app.db.select().from(auditEntries).where(eq(auditEntries.entityId, seller.id));
    expect(joins.filter((e) => e.action === "team.join")).toHaveLength(1);
  });
});
