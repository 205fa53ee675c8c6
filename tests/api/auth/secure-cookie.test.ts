import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { post, registerBody } from "./helpers.ts";

const app = await createTestApp({ PUBLIC_URL: "https://snaplist.example" });

describe("behind HTTPS", () => {
  it("marks the session cookie Secure as well as HttpOnly and SameSite=Lax", async () => {
    const res = await post(app, "/api/auth/register", registerBody(), { origin: "https://snaplist.example" });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === "snaplist_sid")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });
});
