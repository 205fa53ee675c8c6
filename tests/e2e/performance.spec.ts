import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag, untilLive } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";
import { checkScreen, widthsFor } from "./screen-checks.ts";
import { PLANT, postListing, TV } from "./seed-listing.ts";

/**
 * Issue 48 items 1, 2 and 7: how my listings are doing, on the seller's phone and desktop, in English and Hindi -
 * reached from the navigation, its figures, the item nobody asks about with what to try, a chart that comes when
 * scrolled to, a listing's timeline - and the business's numbers on the desk. No serious axe violation anywhere.
 */

/**
 * A seller (signed in on `page`) with two listings: a plant live on OLX for 20 days that nobody asks about, and a TV
 * live on Quikr with an offer, sold there.
 */
async function sellerWithHistory(page: Page, baseURL: string, name: string) {
  await registerSellerViaApi(page.request, name);
  const tag = uniqueTag();
  const quiet = await postListing(page.request, `Aloe in a pot ${tag}`, PLANT);
  const sold = await postListing(page.request, `Sony TV ${tag}`, TV);
  const admin = await adminApi(baseURL);
  const ok = async (res: Promise<Awaited<ReturnType<APIRequestContext["post"]>>>) => {
    const r = await res;
    expect(r.ok(), await r.text()).toBe(true);
  };
  await ok(
    admin.put(`/api/admin/listings/${quiet.id}/status`, {
      data: { platform: "olx", status: "posted", postingUrl: adUrl("olx") },
    }),
  );
  await ok(admin.post(`/api/test/age-listing/${quiet.id}`, { data: { days: 20 } }));
  await ok(
    admin.put(`/api/admin/listings/${sold.id}/status`, {
      data: { platform: "quikr", status: "posted", postingUrl: adUrl("quikr") },
    }),
  );
  await ok(admin.post(`/api/admin/listings/${sold.id}/offers`, { data: { marketplace: "quikr", amount: "40000" } }));
  await ok(admin.post("/api/admin/sales", { data: { listingId: sold.id, saleAmount: "41000", marketplace: "quikr" } }));
  await admin.dispose();
  return { quiet, sold };
}

/** Opens Performance from the seller's navigation: the top bar on a desktop, its "More pages" menu on a phone. */
async function openFromNavigation(page: Page, isMobile: boolean, names: { more: string; link: string }) {
  await page.goto("/");
  await untilLive(page);
  if (isMobile) {
    await page.getByRole("button", { name: names.more }).click();
    await page.getByRole("menuitem", { name: names.link }).click();
  } else {
    await page
      .getByRole("navigation", { name: /Main|मुख्य/ })
      .getByRole("link", { name: names.link })
      .click();
  }
  await expect(page).toHaveURL(/\/performance$/);
}

test("a seller sees how their listings are doing, and what to try for the one nobody asks about", async ({
  page,
  baseURL,
}, testInfo) => {
  const { quiet, sold } = await sellerWithHistory(page, baseURL as string, "Meera");
  await openFromNavigation(page, Boolean(testInfo.project.use.isMobile), { more: "More pages", link: "Performance" });
  await expect(page.getByRole("heading", { name: "How my listings are doing" })).toBeVisible(FIRST_PAGE);
  await expect(page.getByTestId("stat-listed")).toHaveText("2");
  await expect(page.getByTestId("stat-live")).toHaveText("1");
  await expect(page.getByTestId("stat-sold")).toHaveText("1");
  await expect(page.getByTestId("stat-sell-through")).toHaveText("50%");
  await expect(page.getByTestId("stat-days-to-sell")).toHaveText("Less than a day");
  await expect(page.getByTestId("stat-pending")).toHaveText("₹41,000");

  const quietItem = page.getByTestId("no-interest-item");
  await expect(quietItem).toHaveCount(1);
  await expect(quietItem.getByRole("link", { name: `Edit ${quiet.title}` })).toBeVisible();
  await expect(quietItem.getByText("On sale for 20 days")).toBeVisible();
  await expect(quietItem.getByText("Add photos: it has 1")).toBeVisible();

  // The charts come as they are scrolled to; their figures are text beside them.
  const chart = page.getByRole("img", { name: "Share of each month's items sold within 30, 60 and 90 days" });
  await page.getByRole("heading", { name: "Sell-through by month listed" }).scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Within 30 days" })).toBeVisible();

  // Each listing: days live on each marketplace, offers, then its timeline and the comparison.
  const soldCard = page.getByTestId("performance-listing").filter({ hasText: sold.title });
  await expect(soldCard.getByText("Quikr: 0 days, live now")).toBeVisible();
  await expect(soldCard.getByText(/1 offer, best ₹40,000, 95\.2% of the price/)).toBeVisible();
  await soldCard.getByRole("button", { name: `Timeline and comparison for ${sold.title}` }).click();
  await expect(soldCard.getByText("Offer of ₹40,000 on Quikr")).toBeVisible();
  await expect(soldCard.getByText("Sold for ₹41,000 (Quikr)")).toBeVisible();
  // Against similar items: the journeys share one server, so others' sales of electronics may already back a
  // comparison (tests/api/performance/similar.test.ts checks both answers from a known history).
  await expect(soldCard.getByRole("heading", { name: "Against similar items on SnapList" })).toBeVisible();
  await expect(
    soldCard.getByText(
      /^(Not enough sales yet to compare|.+ sold in .+, at .+% of their asking price \(the middle sale\)\.)$/,
    ),
  ).toBeVisible();

  await expectAccessible(page, testInfo, "performance");
  await checkScreen(page, "performance", soldCard, widthsFor(testInfo));
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("a seller whose browser is in Hindi reads the same figures in Hindi", async ({ page, baseURL }, testInfo) => {
    const { quiet } = await sellerWithHistory(page, baseURL as string, "Kiran");
    await openFromNavigation(page, Boolean(testInfo.project.use.isMobile), { more: "और पेज", link: "प्रदर्शन" });
    await expect(page.getByRole("heading", { name: "मेरी लिस्टिंग कैसी चल रही हैं" })).toBeVisible(FIRST_PAGE);
    await expect(page.getByTestId("stat-sold")).toHaveText("1");
    const quietItem = page.getByTestId("no-interest-item");
    await expect(quietItem.getByText("20 दिन से बिक्री पर")).toBeVisible();
    await expect(quietItem.getByText("और फ़ोटो जोड़ें: अभी 1 फ़ोटो है")).toBeVisible();
    const card = page.getByTestId("performance-listing").filter({ hasText: quiet.title });
    await card.getByRole("button", { name: `${quiet.title} की समय-रेखा और तुलना` }).click();
    await expect(card.getByText("OLX पर लाइव")).toBeVisible();
    await expect(card.getByText("तुलना के लिए अभी काफ़ी बिक्री नहीं")).toBeVisible();
    await page.getByRole("heading", { name: "लाइव चीज़ें कितने समय से बिक्री पर हैं" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: "बिक्री पर दिनों के हिसाब से लाइव चीज़ें" })).toBeVisible();
    await expectAccessible(page, testInfo, "performance (Hindi)");
    await checkScreen(page, "performance (Hindi)", card, widthsFor(testInfo));
  });
});

/** The e2e admin (an owner) on the desk, at this project's size. */
async function ownerDesk(browser: Browser, page: Page, baseURL: string) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const adminPage = await context.newPage();
  const login = await adminPage.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  return { adminPage, close: () => context.close() };
}

test("an owner reads the business's numbers on the desk and downloads them", async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  await sellerWithHistory(page, baseURL as string, "Farah");
  const { adminPage, close } = await ownerDesk(browser, page, baseURL as string);
  try {
    await adminPage.goto("/admin?tab=analytics");
    await expect(adminPage.getByRole("tab", { name: "Analytics" })).toHaveAttribute(
      "aria-selected",
      "true",
      FIRST_PAGE,
    );
    // Every journey's sales are on this server: the figure is at least this seller's one.
    await expect(adminPage.getByTestId("stat-sold")).toHaveText(/^[1-9]\d*$/);
    await expect(adminPage.getByRole("img", { name: "Listed and sold by marketplace" })).toBeVisible();
    const byMarketplace = adminPage.getByRole("table", { name: "By marketplace" });
    await expect(byMarketplace.getByRole("rowheader", { name: "Quikr" })).toBeVisible();
    await adminPage.getByRole("button", { name: "All Time" }).click();
    await expect(adminPage.getByRole("button", { name: "All Time" })).toHaveAttribute("aria-pressed", "true");
    const download = adminPage.waitForEvent("download");
    await adminPage.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^snaplist-business-all-\d{4}-\d{2}-\d{2}\.csv$/);
    await expectAccessible(adminPage, testInfo, "admin analytics");
    await checkScreen(adminPage, "admin analytics", byMarketplace, widthsFor(testInfo));
  } finally {
    await close();
  }
});
