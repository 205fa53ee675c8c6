import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVITE_TTL_HOURS, MAX_OPEN_INVITES, TEAM_MESSAGES, type Team } from "../../../src/contract/team.ts";
import { adminInvites, users } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { auditOf, clientFor, publicCall, sessionCookieOf, tokenOf, withCookie } from "./helpers.ts";

const clock = new ManualClock(new Date("2026-11-26T10:00:00Z"));
const app = await createTestApp({}, undefined, { clock });
const admin = await createAdmin(app);
const asAdmin = await clientFor(app, admin);
const HOUR = 3600_000;

let n = 0;
const freshEmail = () => `invitee-${Date.now().toString(36)}-${n++}@example.test`;

async function inviteFor(email = freshEmail()) {
  const res = await asAdmin("POST", "/api/admin/team/invites", { email, role: "owner" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string; expiresAt: string; link: string; emailed: boolean };
}

describe("invites", () => {
  it("makes a one-time link under PUBLIC_URL, 48 hours from the clock, stores only its hash, and audits it", async () => {
    const email = freshEmail();
    const inv = await inviteFor(email.toUpperCase());
    expect(inv.email).toBe(email);
    expect(inv.link).toMatch(/^http:\/\/localhost:3000\/admin-invite\/[A-Za-z0-9_-]{40,}$/);
    expect(new Date(inv.expiresAt).getTime()).toBe(clock.now().getTime() + INVITE_TTL_HOURS * HOUR);
    expect(inv.emailed).toBe(false);
    const [row] = await app.db.select().from(adminInvites).where(eq(adminInvites.id, inv.id));
    expect(row.tokenHash).not.toContain(tokenOf(inv.link));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [entry] = await auditOf(app, "team.invite", inv.id);
    expect(entry.actorId).toBe(admin.id);
    expect(JSON.stringify(entry.after)).not.toContain(tokenOf(inv.link));

    const team = (await asAdmin("GET", "/api/admin/team")).json() as Team;
    expect(team.invites.map((i) => i.email)).toContain(email);
    expect(team.admins.find((a) => a.id === admin.id)).toMatchObject({ isYou: true, twoFactor: false });
  });

  it("previews the link for the accept page", async () => {
    const inv = await inviteFor();
    const res = await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: inv.email, expiresAt: inv.expiresAt, hasAccount: false });
  });

  it("refuses an existing active admin, and a new invite to the same address replaces the old link", async () => {
    const other = await createAdmin(app);
    const res = await asAdmin("POST", "/api/admin/team/invites", { email: other.email, role: "owner" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_MESSAGES.alreadyAdmin);

    const email = freshEmail();
    const first = await inviteFor(email);
    const second = await inviteFor(email);
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(first.link)}`)).statusCode).toBe(404);
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(second.link)}`)).statusCode).toBe(200);
  });

  it("expires after 48 hours by the app's clock: 410 with a clear message, and accepting is refused", async () => {
    const inv = await inviteFor();
    clock.advance(INVITE_TTL_HOURS * HOUR - 1000);
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`)).statusCode).toBe(200);
    clock.advance(1000);
    const res = await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(TEAM_MESSAGES.inviteExpired);
    const accept = await publicCall(app, "POST", `/api/admin-invites/${tokenOf(inv.link)}/accept`, {
      firstName: "Late",
      password: "late-password",
    });
    expect(accept.statusCode).toBe(410);
    const team = (await asAdmin("GET", "/api/admin/team")).json() as Team;
    expect(team.invites.map((i) => i.id)).not.toContain(inv.id);
  });

  it("withdraws an invite: the link stops working, audited; withdrawing again is 404", async () => {
    const inv = await inviteFor();
    expect((await asAdmin("DELETE", `/api/admin/team/invites/${inv.id}`)).statusCode).toBe(204);
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`)).statusCode).toBe(404);
    expect((await asAdmin("DELETE", `/api/admin/team/invites/${inv.id}`)).statusCode).toBe(404);
    expect(await auditOf(app, "team.invite_revoke", inv.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_OPEN_INVITES} open`, async () => {
    const team = (await asAdmin("GET", "/api/admin/team")).json() as Team;
    for (let i = team.invites.length; i < MAX_OPEN_INVITES; i++) await inviteFor();
    const res = await asAdmin("POST", "/api/admin/team/invites", { email: freshEmail(), role: "owner" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_MESSAGES.tooManyInvites);
    const open = (await asAdmin("GET", "/api/admin/team")).json() as Team;
    for (const i of open.invites) await asAdmin("DELETE", `/api/admin/team/invites/${i.id}`);
  });
});

describe("accepting", () => {
  it("creates a new admin, signs them in, marks the invite used and audits team.join", async () => {
    const inv = await inviteFor();
    const res = await publicCall(app, "POST", `/api/admin-invites/${tokenOf(inv.link)}/accept`, {
      firstName: "  Ravi ",
      password: "new-admin-pass",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: inv.email, firstName: "Ravi", isAdmin: true });
    const asNew = withCookie(app, sessionCookieOf(res));
    const team = (await asNew("GET", "/api/admin/team")).json() as Team;
    const me = team.admins.find((a) => a.isYou);
    expect(me).toMatchObject({ email: inv.email, name: "Ravi" });
    expect(me?.lastSignInAt).not.toBeNull();
    const [joined] = await auditOf(app, "team.join", me?.id as string);
    expect(joined.actorId).toBe(me?.id);

    const again = await publicCall(app, "POST", `/api/admin-invites/${tokenOf(inv.link)}/accept`, {
      firstName: "Ravi",
      password: "new-admin-pass",
    });
    expect(again.statusCode).toBe(404);
    // The new admin signs in on the admin side with the password they chose.
    const login = await publicCall(app, "POST", "/api/auth/admin/login", {
      email: inv.email,
      password: "new-admin-pass",
    });
    expect(login.statusCode).toBe(200);
  });

  it("applies the registration rules to a new account: first name required, password at least 6", async () => {
    const inv = await inviteFor();
    const url = `/api/admin-invites/${tokenOf(inv.link)}/accept`;
    const noName = await publicCall(app, "POST", url, { firstName: " \u200b ", password: "long-enough" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(TEAM_MESSAGES.firstNameRequired);
    const short = await publicCall(app, "POST", url, { firstName: "Ravi", password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(TEAM_MESSAGES.shortPassword);
    expect((await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`)).statusCode).toBe(200);
  });

  it("promotes an existing seller only with THAT account's password, keeping their name", async () => {
    const seller = await createUser(app, { firstName: "Meera" });
    const inv = await inviteFor(seller.email);
    const preview = await publicCall(app, "GET", `/api/admin-invites/${tokenOf(inv.link)}`);
    expect(preview.json().hasAccount).toBe(true);
    const url = `/api/admin-invites/${tokenOf(inv.link)}/accept`;
    const wrong = await publicCall(app, "POST", url, { firstName: "Hacker", password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TEAM_MESSAGES.wrongPassword);
    const [still] = await app.db.select().from(users).where(eq(users.id, seller.id));
    expect(still.isAdmin).toBe(false);

    const ok = await publicCall(app, "POST", url, { firstName: "", password: TEST_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: seller.id, firstName: "Meera", isAdmin: true });
  });
});
