import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";

const app = await createTestApp();

describe("Google sign-in when not configured", () => {
  it("sends the browser back to the landing page with auth_error and a suggestion", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/google" });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, "http://x");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("auth_error")).toBe("Google sign-in is not available on this server.");
    expect(location.searchParams.get("suggestion")).toBe("Please sign up or log in with your email instead.");
  });
});
