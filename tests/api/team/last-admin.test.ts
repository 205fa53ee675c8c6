import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEAM_MESSAGES } from "../../../src/contract/team.ts";
import { users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin } from "../../helpers/factories.ts";
import { statusCounts } from "../sales/helpers.ts";
import { clientFor } from "./helpers.ts";

/** This file's database holds only the admins each test makes: the last-admin rule is about all of them. */
const app = await createTestApp();

const activeAdmins = async () =>
  (await app.db.select().from(users).where(eq(users.isAdmin, true))).filter((u) => !u.deactivatedAt);

describe("the last active admin", () => {
  it("cannot be deactivated, by themselves or anyone (409), and stays able to work", async () => {
    const only = await createAdmin(app);
    const asOnly = await clientFor(app, only);
    const res = await asOnly("POST", `/api/admin/team/${only.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_MESSAGES.lastAdmin);
    expect((await asOnly("GET", "/api/admin/team")).statusCode).toBe(200);
  });

  it("two admins deactivating each other at once leave exactly one active (row locks, real on PostgreSQL)", async () => {
    const [[a, asA], [b, asB]] = await Promise.all(
      [1, 2].map(async () => {
        const u = await createAdmin(app);
        return [u, await clientFor(app, u)] as const;
      }),
    );
    // The first test's admin is still active: deactivate it so that only a and b remain.
    for (const u of await activeAdmins()) {
      if (u.id !== a.id && u.id !== b.id)
        await app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, u.id));
    }
    const results = await Promise.all([
      asA("POST", `/api/admin/team/${b.id}/deactivate`),
      asB("POST", `/api/admin/team/${a.id}/deactivate`),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    // The loser either hits the last-admin rule (409) or finds its own session already ended (401).
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it("of many admins deactivating everyone at once, at least one stays active", async () => {
    const team = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const u = await createAdmin(app);
        return { u, call: await clientFor(app, u) };
      }),
    );
    const calls = team.flatMap(({ call }) => team.map(({ u }) => call("POST", `/api/admin/team/${u.id}/deactivate`)));
    const results = await Promise.all(calls);
    const counts = statusCounts(results);
    expect(Object.keys(counts).every((c) => ["200", "401", "409"].includes(c))).toBe(true);
    expect((await activeAdmins()).length).toBeGreaterThanOrEqual(1);
  });
});
