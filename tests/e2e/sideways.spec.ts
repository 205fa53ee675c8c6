import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi } from "./auth-helpers.ts";
import { postListing } from "./seed-listing.ts";

/**
 * Issue 47's "sideways scroll": every page - signed out and signed in, seller and admin - in English and in Hindi, in a
 * phone's Chromium at 360 px, the commonest Android width: none scrolls sideways (the document is no wider than the
 * screen). layout.spec.ts and hindi.spec.ts look closer at the pages with content (cut labels, whole photos, names);
 * this one walks all of them, lightly. Phone project only (playwright.config.ts).
 */
const WIDTH = 360;

/** The desk's destinations, each an address of its own. */
const DESK_TABS = [
  "today",
  "marketplace",
  "pending",
  "updates",
  "renewals",
  "logs",
  "sales",
  "payouts",
  "referrals",
  "team",
  "activity",
  "assistant",
  "growth",
  "analytics",
];

/** Waits until the page at `path` is live and shows its main part, then measures it: no sideways scroll. */
async function fits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#root")).not.toHaveAttribute("aria-disabled", "true", FIRST_PAGE);
  await expect(page.locator("main").first()).toBeVisible(FIRST_PAGE);
  await expect
    .poll(() => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth })), {
      message: `${path} in ${await page.evaluate(() => document.documentElement.lang)}: sideways scroll`,
    })
    .toEqual({ scrollWidth: WIDTH, innerWidth: WIDTH });
}

async function phone(browser: Browser, baseURL: string, locale: string) {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: WIDTH, height: 780 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  return context.newPage();
}

for (const locale of ["en-IN", "hi-IN"]) {
  test(`no page scrolls sideways at 360 px in ${locale === "hi-IN" ? "Hindi" : "English"}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const page = await phone(browser, baseURL ?? "", locale);

    await test.step("signed out", async () => {
      for (const path of ["/?mode=login", "/register", "/admin-login", "/my-sales", "/admin", "/no/such/page"])
        await fits(page, path);
      await fits(page, "/admin-invite/not-a-real-invite");
      // The landing page's header fits with room to spare (issue 47 item 9): its last button ends 8 px or more
      // before the edge, and a late, wider font wraps the buttons rather than pushing the page sideways.
      await fits(page, "/");
      const room = await page.evaluate(
        () =>
          innerWidth -
          Math.max(...[...document.querySelectorAll("header button")].map((b) => b.getBoundingClientRect().right)),
      );
      expect(room, "the landing header's room at 360 px").toBeGreaterThanOrEqual(8);
      await page.addStyleTag({
        content: "* { font-family: 'DejaVu Sans', Verdana, sans-serif !important; letter-spacing: 0.03em }",
      });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "with a wider font" })
        .toBe(WIDTH);
    });

    await test.step("a seller", async () => {
      await registerSellerViaApi(page.request, locale === "hi-IN" ? "आशा" : "Asha");
      if (locale === "hi-IN") await page.request.put("/api/auth/user/language", { data: { language: "hi" } });
      const listing = await postListing(page.request, "A 55 inch smart TV with its remote and stand");
      const sold = await postListing(page.request, "Canon EOS 200D camera with two lenses");
      const admin = await adminApi(baseURL ?? "");
      expect((await admin.post("/api/admin/sales", { data: { listingId: sold.id, saleAmount: "32000" } })).ok()).toBe(
        true,
      );
      await admin.dispose();
      for (const path of [
        "/",
        "/?tab=messages",
        "/?tab=manage",
        `/edit-listing/${listing.id}`,
        "/my-sales",
        "/referrals",
        "/performance",
        "/no/such/page",
        "/admin",
      ])
        await fits(page, path);
    });

    await test.step("an admin", async () => {
      await page.context().clearCookies();
      const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
      expect(login.ok(), await login.text()).toBe(true);
      for (const tab of DESK_TABS) await fits(page, `/admin?tab=${tab}`);
      for (const path of ["/admin/posting", "/admin/assistant", "/admin/two-factor"]) await fits(page, path);
    });
    await page.context().close();
  });
}
