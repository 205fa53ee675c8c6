import { afterAll, describe, expect, it } from "vitest";
import i18n from "../../../src/web/i18n/index.ts";
import { renderVisitorPage } from "../../../src/web/prerender.tsx";

/**
 * The build draws the visitor's pages in Node (scripts/prerender.mjs), and the browser adopts them (docs/decisions/142).
 * Node has a `navigator` of its own (without `onLine`): the build once read it as "offline" and drew the splash, so
 * the browser's first render - the landing page - never matched, and React built the page again in one long task
 * (issue 47 item 14: the landing page's Total Blocking Time). What is drawn is the page itself, in each language.
 */
afterAll(async () => {
  await i18n.changeLanguage("en");
});

describe("the visitor's pages drawn by the build", () => {
  it("the landing page in English, not the splash", async () => {
    const html = await renderVisitorPage("en", "/");
    expect(html).toContain("Sign Up Free");
    expect(html).toContain("Continue with Email");
    expect(html).not.toContain('role="status"');
  });

  it("the landing page in Hindi", async () => {
    const html = await renderVisitorPage("hi", "/");
    expect(html).toContain("ईमेल से जारी रखें");
    expect(html).not.toContain('role="status"');
  });

  it("the admins' login page", async () => {
    const html = await renderVisitorPage("en", "/admin-login");
    expect(html).toContain("Access Admin Panel");
  });
});
