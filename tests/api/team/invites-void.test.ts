import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEAM_MESSAGES, type Team } from "../../../src/contract/team.ts";
import { adminInvites, users } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { type Admin, adminOf } from "../queue/helpers.ts";
import { auditOf, publicCall, tokenOf } from "./helpers.ts";

/**
 * Issue 46 item 5 (docs/decisions/183): an owner's invite still made an owner after its author was demoted or
 * deactivated, and a departing owner could leave themselves a way back in. An invite now dies with its author's
 * power: deactivating or demoting the author voids their open invites (audited, shown as void on the Team tab), and
 * every invite is checked again at acceptance - its author still active and still allowed to grant its role.
 */
const clock = new ManualClock(new Date("2026-11-26T10:00:00Z"));
const app = await createTestApp({}, undefined, { clock });

let n = 0;
const email = (who = "invitee") => `${who}-${Date.now().toString(36)}-${n++}@example.test`;

async function invite(author: Admin, to = email(), role = "owner") {
  const res = await author.call("POST", "/api/admin/team/invites", { email: to, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string; link: string };
}
const accept = (link: string) =>
  publicCall(app, "POST", `/api/admin-invites/${tokenOf(link)}/accept`, {
    firstName: "Mallory",
    password: "a-long-password",
  });
const teamAs = async (who: Admin) => ((await who.call("GET", "/api/admin/team")).json() as Team).invites;
const adminsWith = async (address: string) =>
  (await app.db.select().from(users).where(eq(users.email, address))).filter((u) => u.isAdmin);

describe("an invite dies with its author's power", () => {
  it("deactivating the author voids their open invites: no admin made, void on the Team tab, audited", async () => {
    const boss = await adminOf(app, "owner", "Boss");
    const leaving = await adminOf(app, "owner", "Leaving");
    // A way back in: an invite to another address of their own, as an owner.
    const back = await invite(leaving, email("leaving-again"));
    const other = await invite(leaving, email(), "poster");
    expect((await boss.call("POST", `/api/admin/team/${leaving.user.id}/deactivate`)).statusCode).toBe(200);

    for (const inv of [back, other]) {
      const res = await accept(inv.link);
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(TEAM_MESSAGES.inviteVoided);
      const preview = await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`);
      expect(preview.statusCode).toBe(410);
      expect(await adminsWith(inv.email)).toEqual([]);
      const [entry] = await auditOf(app, "team.invite_revoke", inv.id);
      expect(entry).toMatchObject({ actorId: boss.user.id, after: { open: false, voided: "author_deactivated" } });
    }
    const shown = (await teamAs(boss)).filter((i) => [back.id, other.id].includes(i.id));
    expect(shown.map((i) => i.voided)).toEqual(["author_deactivated", "author_deactivated"]);
    const [deactivation] = await auditOf(app, "team.deactivate", leaving.user.id);
    expect(deactivation.after).toMatchObject({ invitesVoided: 2 });
    // Reactivating them does not bring the invites back.
    expect((await boss.call("POST", `/api/admin/team/${leaving.user.id}/reactivate`)).statusCode).toBe(200);
    expect((await accept(back.link)).statusCode).toBe(410);
  });

  it("demoting the author voids them too; an owner's other invites stay good", async () => {
    const boss = await adminOf(app, "owner", "Boss");
    const stepping = await adminOf(app, "owner", "Stepping");
    const theirs = await invite(stepping);
    const bosses = await invite(boss);
    const demoted = await boss.call("PUT", `/api/admin/team/${stepping.user.id}/role`, { role: "manager" });
    expect(demoted.statusCode).toBe(200);
    expect((await accept(theirs.link)).statusCode).toBe(410);
    expect(await adminsWith(theirs.email)).toEqual([]);
    const shown = await teamAs(boss);
    expect(shown.find((i) => i.id === theirs.id)?.voided).toBe("author_demoted");
    expect(shown.find((i) => i.id === bosses.id)?.voided).toBeNull();
    const joined = await accept(bosses.link);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await adminsWith(bosses.email)).map((u) => u.adminRole)).toEqual(["owner"]);
    const [roleEntry] = await auditOf(app, "team.role", stepping.user.id);
    expect(roleEntry.after).toMatchObject({ role: "manager", invitesVoided: 1 });
  });

  it("is checked again at acceptance: an author who lost the power some other way makes no admin", async () => {
    const owner = await adminOf(app, "owner", "Owner");
    const author = await adminOf(app, "owner", "Author");
    const unmarked = await invite(author);
    const gone = await invite(author);
    // Changed behind the service's back (a row from before the rule, a script): the invite is not marked, yet.
    await app.db.update(users).set({ adminRole: "poster" }).where(eq(users.id, author.user.id));
    expect((await accept(unmarked.link)).json().message).toBe(TEAM_MESSAGES.inviteVoided);
    expect((await teamAs(owner)).find((i) => i.id === unmarked.id)?.voided).toBe("author_demoted");
    // The author's account is gone: the invite names nobody who may grant anything.
    await app.db.update(adminInvites).set({ invitedById: null }).where(eq(adminInvites.id, gone.id));
    expect((await accept(gone.link)).statusCode).toBe(410);
    expect((await teamAs(owner)).find((i) => i.id === gone.id)?.voided).toBe("author_gone");
    expect(await adminsWith(unmarked.email)).toEqual([]);
    expect(await adminsWith(gone.email)).toEqual([]);
  });

  it("an accept racing the author's deactivation never makes an admin after it", async () => {
    for (let round = 0; round < 5; round++) {
      const boss = await adminOf(app, "owner", "Boss");
      const author = await adminOf(app, "owner", "Author");
      const inv = await invite(author);
      const [joined, deactivated] = await Promise.all([
        accept(inv.link),
        boss.call("POST", `/api/admin/team/${author.user.id}/deactivate`),
      ]);
      expect(deactivated.statusCode).toBe(200);
      const [row] = await app.db.select().from(adminInvites).where(eq(adminInvites.id, inv.id));
      const [entry] = await auditOf(app, "team.deactivate", author.user.id);
      if (joined.statusCode === 200) {
        // The accept came first: the invite was used, and the deactivation found nothing open to void.
        expect(row.acceptedAt).not.toBeNull();
        expect(entry.after).toMatchObject({ invitesVoided: 0 });
      } else {
        expect(joined.statusCode).toBe(410);
        expect(row).toMatchObject({ acceptedAt: null, voidedReason: "author_deactivated" });
        expect(await adminsWith(inv.email)).toEqual([]);
      }
    }
  }, 120_000);
});

describe("migration 0029: open invites of authors who lost the power before the rule", () => {
  const STATEMENTS = readFileSync(
    path.resolve(import.meta.dirname, "../../../src/server/db/migrations/0029_invites_voided.sql"),
    "utf8",
  ).split("--> statement-breakpoint");

  it("are voided with why; good ones, used ones and withdrawn ones stay as they were", async () => {
    const fresh = await createTestApp();
    const make = async (opts: Parameters<typeof createUser>[1]) => createUser(fresh, { isAdmin: true, ...opts });
    const good = await make({ firstName: "Good" });
    const deactivated = await make({ firstName: "Gone" });
    const manager = await make({ firstName: "Manager" });
    await fresh.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.id));
    await fresh.db.update(users).set({ adminRole: "manager" }).where(eq(users.id, manager.id));
    const row = async (by: string | null, extra: Record<string, unknown> = {}) => {
      const [inserted] = await fresh.db
        .insert(adminInvites)
        .values({
          email: email(),
          tokenHash: `${n++}`.padStart(64, "0"),
          invitedById: by,
          expiresAt: new Date(Date.now() + 3600_000),
          role: "owner",
          ...extra,
        })
        .returning({ id: adminInvites.id });
      return inserted.id;
    };
    const ids = {
      good: await row(good.id),
      deactivated: await row(deactivated.id),
      manager: await row(manager.id),
      nobody: await row(null),
      used: await row(manager.id, { acceptedAt: new Date() }),
      withdrawn: await row(manager.id, { revokedAt: new Date() }),
    };
    // The database before the rule: no column yet.
    await fresh.db.execute(sql`alter table admin_invites drop column voided_reason`);
    for (const statement of STATEMENTS) await fresh.db.execute(sql.raw(statement));
    const after = Object.fromEntries(
      await Promise.all(
        Object.entries(ids).map(async ([name, id]) => {
          const [r] = await fresh.db.select().from(adminInvites).where(eq(adminInvites.id, id));
          return [name, r.voidedReason] as const;
        }),
      ),
    );
    expect(after).toEqual({
      good: null,
      deactivated: "author_deactivated",
      manager: "author_demoted",
      nobody: "author_gone",
      used: null,
      withdrawn: null,
    });
  });
});
