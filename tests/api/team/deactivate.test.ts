import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEAM_MESSAGES, type Team } from "../../../src/contract/team.ts";
import { extensionTokens, postingClaims, postings, sessions, users } from "../../../src/server/db/schema.ts";
import { ensureAdmin } from "../../../src/server/modules/auth/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { auditOf, clientFor, publicCall } from "./helpers.ts";

const app = await createTestApp();
const admin = await createAdmin(app);
const asAdmin = await clientFor(app, admin);

async function claimOne(holder: { id: string }) {
  const listing = await createListing(app, await createUser(app));
  const [posting] = await app.db.select().from(postings).where(eq(postings.listingId, listing.id)).limit(1);
  const now = new Date();
  await app.db.insert(postingClaims).values({
    postingId: posting.id,
    adminId: holder.id,
    claimedAt: now,
    expiresAt: new Date(now.getTime() + 900_000),
  });
  return posting.id;
}

async function tokenFor(holder: { id: string }) {
  const [row] = await app.db
    .insert(extensionTokens)
    .values({
      adminId: holder.id,
      tokenHash: randomBytes(32).toString("hex"),
      name: "Laptop",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row.id;
}

describe("deactivating an admin", () => {
  it("ends their sessions, revokes their assistant tokens, releases their claims, and is audited", async () => {
    const ravi = await createAdmin(app);
    const asRavi = await clientFor(app, ravi);
    expect((await asRavi("GET", "/api/admin/team")).statusCode).toBe(200);
    const postingId = await claimOne(ravi);
    const tokenId = await tokenFor(ravi);
    const othersClaim = await claimOne(admin);

    const res = await asAdmin("POST", `/api/admin/team/${ravi.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);

    expect(await app.db.select().from(sessions).where(eq(sessions.userId, ravi.id))).toHaveLength(0);
    const [token] = await app.db.select().from(extensionTokens).where(eq(extensionTokens.id, tokenId));
    expect(token.revokedAt).not.toBeNull();
    expect(await app.db.select().from(postingClaims).where(eq(postingClaims.postingId, postingId))).toHaveLength(0);
    expect(await app.db.select().from(postingClaims).where(eq(postingClaims.postingId, othersClaim))).toHaveLength(1);
    // The old cookie no longer signs anyone in (on PGlite the lookup cache was forgotten at once).
    expect((await asRavi("GET", "/api/admin/team")).statusCode).toBe(401);

    const [entry] = await auditOf(app, "team.deactivate", ravi.id);
    expect(entry.actorId).toBe(admin.id);
    const [release] = await auditOf(app, "posting.release", postingId);
    expect(release).toMatchObject({ actorId: admin.id, before: expect.objectContaining({ adminId: ravi.id }) });
    expect(entry.after).toMatchObject({
      deactivated: true,
      sessionsEnded: 1,
      tokensRevoked: 1,
      claimsReleased: [postingId],
    });

    const team = (await asAdmin("GET", "/api/admin/team")).json() as Team;
    expect(team.admins.find((a) => a.id === ravi.id)?.deactivatedAt).not.toBeNull();
    expect(team.admins.at(-1)?.id).toBe(ravi.id);
  });

  it("a real assistant token stops working the moment its admin is deactivated", async () => {
    const ravi = await createAdmin(app);
    const asRavi = await clientFor(app, ravi);
    const created = await asRavi("POST", "/api/admin/extension-tokens", { name: "Ravi's laptop" });
    expect(created.statusCode, created.body).toBe(201);
    const me = () =>
      app.inject({
        method: "GET",
        url: "/api/extension/me",
        headers: { authorization: `Bearer ${created.json().token}` },
      });
    expect((await me()).statusCode).toBe(200);
    await asAdmin("POST", `/api/admin/team/${ravi.id}/deactivate`);
    expect((await me()).statusCode).toBe(401);
  });

  it("refuses a deactivated admin at every sign-in with a clear 403, and a session started anyway is not honoured", async () => {
    const ravi = await createAdmin(app);
    await asAdmin("POST", `/api/admin/team/${ravi.id}/deactivate`);
    for (const url of ["/api/auth/login", "/api/auth/admin/login"]) {
      const res = await publicCall(app, "POST", url, { email: ravi.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.deactivated);
    }
    // A wrong password still says only "Invalid email or password": deactivation is told to the owner alone.
    const wrong = await publicCall(app, "POST", "/api/auth/login", { email: ravi.email, password: "nope-nope" });
    expect(wrong.statusCode).toBe(401);
    const asRavi = await clientFor(app, ravi);
    expect((await asRavi("GET", "/api/auth/user")).statusCode).toBe(401);
  });

  it("reactivates: they can sign in again; audited; reactivating an active admin is 409", async () => {
    const ravi = await createAdmin(app);
    await asAdmin("POST", `/api/admin/team/${ravi.id}/deactivate`);
    expect((await asAdmin("POST", `/api/admin/team/${ravi.id}/deactivate`)).statusCode).toBe(409);
    expect((await asAdmin("POST", `/api/admin/team/${ravi.id}/reactivate`)).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/admin/team/${ravi.id}/reactivate`)).statusCode).toBe(409);
    const login = await publicCall(app, "POST", "/api/auth/admin/login", {
      email: ravi.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(await auditOf(app, "team.reactivate", ravi.id)).toHaveLength(1);
  });

  it("lets an admin deactivate themselves while another active admin remains; their session ends", async () => {
    const ravi = await createAdmin(app);
    const asRavi = await clientFor(app, ravi);
    const res = await asRavi("POST", `/api/admin/team/${ravi.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "snaplist_sid")?.value).toBe("");
    expect((await asRavi("GET", "/api/admin/team")).statusCode).toBe(401);
  });

  it("answers 404 for a seller's id or an unknown id, and a seller is not touched", async () => {
    const seller = await createUser(app);
    const res = await asAdmin("POST", `/api/admin/team/${seller.id}/deactivate`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TEAM_MESSAGES.adminNotFound);
    const [row] = await app.db.select().from(users).where(eq(users.id, seller.id));
    expect(row.deactivatedAt).toBeNull();
    expect((await asAdmin("POST", "/api/admin/team/00000000-0000-4000-8000-000000000000/reactivate")).statusCode).toBe(
      404,
    );
  });
});

describe("ADMIN_EMAIL at start-up", () => {
  it("clears a deactivation of that address: the operator's environment wins (decision 134)", async () => {
    const operator = await createAdmin(app);
    await asAdmin("POST", `/api/admin/team/${operator.id}/deactivate`);
    const { user } = await ensureAdmin(app.db, operator.email.toUpperCase(), "operator-pass");
    expect(user.id).toBe(operator.id);
    expect(user.deactivatedAt).toBeNull();
    const login = await publicCall(app, "POST", "/api/auth/admin/login", {
      email: operator.email,
      password: "operator-pass",
    });
    expect(login.statusCode).toBe(200);
  });
});
