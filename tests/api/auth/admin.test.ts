import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema.ts";
import { ensureAdmin } from "../../../src/server/modules/auth/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, TEST_PASSWORD } from "../../helpers/factories.ts";
import { post, sessionCookie, uniqueEmail } from "./helpers.ts";

const app = await createTestApp({ ADMIN_EMAIL: "Boss@Snaplist.Test", ADMIN_PASSWORD: "boss-secret-1" });

const adminLogin = (email: string, password: string) => post(app, "/api/auth/admin/login", { email, password });

describe("admin bootstrap", () => {
  it("creates the ADMIN_EMAIL account at start-up, lower-cased, as an admin", async () => {
    const res = await adminLogin("boss@snaplist.test", "boss-secret-1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "boss@snaplist.test", isAdmin: true });
    const me = await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res)! } });
    expect(me.json().isAdmin).toBe(true);
  });

  it("promotes an existing seller and sets the given password (as the CLI does)", async () => {
    const seller = await createUser(app);
    const { user, created } = await ensureAdmin(app.db, seller.email.toUpperCase(), "new-admin-pass");
    expect(created).toBe(false);
    expect(user.id).toBe(seller.id);
    const [row] = await app.db.select().from(users).where(eq(users.id, seller.id));
    expect(row.isAdmin).toBe(true);
    expect((await adminLogin(seller.email, "new-admin-pass")).statusCode).toBe(200);
  });
});

describe("POST /api/auth/admin/login", () => {
  it("refuses a seller even with the right password, and starts no session", async () => {
    const seller = await createUser(app);
    const res = await adminLogin(seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "This account does not have admin access." });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("refuses a wrong password without saying whether the account exists", async () => {
    const wrong = await adminLogin("boss@snaplist.test", "nope-nope");
    const unknown = await adminLogin(uniqueEmail("ghost"), "nope-nope");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("is rate-limited per email like the seller login", async () => {
    const admin = await createUser(app, { isAdmin: true });
    for (let i = 0; i < 5; i++) expect((await adminLogin(admin.email, `bad-${i}`)).statusCode).toBe(401);
    expect((await adminLogin(admin.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("refuses a cross-origin admin login", async () => {
    const res = await post(
      app,
      "/api/auth/admin/login",
      { email: "boss@snaplist.test", password: "boss-secret-1" },
      { origin: "http://evil.localhost:3000" },
    );
    expect(res.statusCode).toBe(403);
  });
});
