import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";
import { checkScreen, widthsFor } from "./screen-checks.ts";
import { PLANT, postListing } from "./seed-listing.ts";

/**
 * Issue 30, after an ad goes live: a seller's edit becomes an update task the admin ticks; an ad that reaches its
 * renewal date is renewed (and, once expired, sent back to be posted); a listing that does not sell gets a
 * suggested price that one tap accepts - in English and in Hindi. Time moves through the test-only routes
 * (E2E_TEST_ROUTES): each journey ages only its own listing, so journeys running beside it are untouched.
 * The queues are shared with every other journey on the server: each journey finds its own card by a unique title.
 * Each new screen is checked as the others are: it fits the project's widths with no cut label (screen-checks.ts),
 * and axe finds nothing serious (axe.ts).
 */

/** The screen-width and axe checks of one new screen, once `ready` shows. */
async function checkNewScreen(page: Page, name: string, ready: Locator) {
  const size = page.viewportSize();
  await checkScreen(page, name, ready, widthsFor(test.info()));
  if (size) await page.setViewportSize(size);
  await expectAccessible(page, test.info(), name);
}

interface Seeded {
  api: APIRequestContext;
  admin: APIRequestContext;
  listing: { id: string; title: string };
}

/** A seller (signed in on `page`) with one listing, live on OLX as the admin marks it. */
async function liveListing(page: Page, baseURL: string, name: string, words: string): Promise<Seeded> {
  await registerSellerViaApi(page.request, name);
  const listing = await postListing(page.request, `${words} ${uniqueTag()}`, PLANT);
  const admin = await adminApi(baseURL);
  const res = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: "olx", status: "posted", postingUrl: adUrl("olx") },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { api: page.request, admin, listing };
}

/** Moves this one listing's live dates `days` back (a test-only route; the server's clock is not touched). */
async function age(admin: APIRequestContext, listingId: string, days: number) {
  const res = await admin.post(`/api/test/age-listing/${listingId}`, { data: { days } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The admin's own browser, the seller's size, on the desk's `tab`. */
async function adminDesk(browser: Browser, page: Page, baseURL: string, tab: string) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const adminPage = await context.newPage();
  const login = await adminPage.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  await adminPage.goto(`/admin?tab=${tab}`);
  return { adminPage, close: () => context.close() };
}

/** The listing's row (desktop) or card (phone) on the seller's Dashboard. */
const listingItem = (page: Page, title: string) =>
  page.getByRole("row", { name: title }).or(page.getByRole("article", { name: title }));

async function openDashboard(page: Page, heading = "Your Listings") {
  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: heading })).toBeVisible(FIRST_PAGE);
}

test("a seller's price edit on a live listing reaches the admin's Updates queue, and the tick clears it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, listing } = await liveListing(page, baseURL ?? "", "Asha", "Aloe in a pot");

  await test.step("the seller changes the price; the Dashboard says the OLX ad is being updated", async () => {
    await page.goto(`/edit-listing/${listing.id}`);
    const price = page.getByLabel("Price (₹)");
    await expect(price).toHaveValue("13000", FIRST_PAGE);
    await price.fill("11500");
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible(FIRST_PAGE);
    const item = listingItem(page, listing.title);
    await expect(item.getByText("Updating on OLX")).toBeVisible();
    await expect(item.getByText(/^Live since \d{1,2} [A-Z][a-z]{2} · renews \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
    await checkNewScreen(page, "Dashboard, updating on OLX", item.getByText("Updating on OLX"));
  });

  const { adminPage, close } = await adminDesk(browser, page, baseURL ?? "", "updates");
  await test.step("the admin sees what changed with the new price fitted for OLX, and ticks it", async () => {
    const card = adminPage.getByTestId("update-task").filter({ hasText: listing.title });
    await expect(card).toBeVisible(FIRST_PAGE);
    await expect(card.getByTestId("update-changes")).toHaveText("Price ₹13,000 -> ₹11,500");
    await expect(card.locator('[data-kit-field="Price"]')).toHaveText("11500");
    await expect(card.getByRole("link", { name: "Open the ad" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.olx\.in\/item\/.+-iid-\d+$/,
    );
    await checkNewScreen(adminPage, "admin updates", card);
    await card.getByRole("button", { name: "Mark updated" }).click();
    await expect(card).toHaveCount(0);
  });
  await close();
  await admin.dispose();

  await test.step("the seller's 'Updating on OLX' goes away", async () => {
    await openDashboard(page);
    const item = listingItem(page, listing.title);
    await expect(item.getByText(/^Live since/)).toBeVisible();
    await expect(item.getByText("Updating on OLX")).toHaveCount(0);
  });
});

test("an ad reaching its renewal date is renewed, and once expired is sent back to be posted", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, listing } = await liveListing(page, baseURL ?? "", "Ravi", "Fern in a basket");
  // OLX ads last 30 days: 28 days on, it is within the 3-day renewal window.
  await age(admin, listing.id, 28);

  const { adminPage, close } = await adminDesk(browser, page, baseURL ?? "", "renewals");
  const card = adminPage.getByTestId("renewal").filter({ hasText: listing.title });
  await test.step("the Renewals due queue shows the ad's dates; Renewed takes it off", async () => {
    await expect(card).toBeVisible(FIRST_PAGE);
    await expect(card.getByText("Renew soon")).toBeVisible();
    await expect(card.getByTestId("renewal-dates")).toContainText("Live since");
    await expect(card.getByTestId("renewal-dates")).toContainText("Expires");
    await checkNewScreen(adminPage, "admin renewals", card);
    await card.getByRole("button", { name: "Renewed" }).click();
    await expect(card).toHaveCount(0);
  });

  await test.step("31 days later it has expired; 'Expired, repost' (confirmed) queues it for posting again", async () => {
    await age(admin, listing.id, 31);
    await adminPage.reload();
    await expect(card).toBeVisible(FIRST_PAGE);
    await expect(card.getByText("Expired", { exact: true })).toBeVisible();
    await expect(card.getByTestId("renewal-dates")).toContainText("Expired on");
    await card.getByRole("button", { name: "Expired, repost" }).click();
    await adminPage.getByRole("button", { name: "Send to posting queue" }).click();
    await expect(card).toHaveCount(0);
    const res = await admin.get(`/api/admin/listings?q=${encodeURIComponent(listing.title)}`);
    const [found] = (await res.json()) as Array<{ id: string; olxStatus: string | null }>;
    expect(found?.olxStatus).toBe("pending");
  });
  await close();
  await admin.dispose();
});

for (const language of ["en", "hi"] as const) {
  test(`a listing live for weeks gets a suggested price the seller accepts in one tap (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { api, admin, listing } = await liveListing(page, baseURL ?? "", "Kiran", "Cactus on a stand");
    if (language === "hi") {
      const res = await api.put("/api/auth/user/language", { data: { language: "hi" } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await age(admin, listing.id, 15);
    const due = await admin.post("/api/test/due-work");
    expect(due.ok(), await due.text()).toBe(true);
    await admin.dispose();

    const texts =
      language === "en"
        ? { heading: "Your Listings", accept: /^Accept ₹/, updating: "Updating on OLX", toast: /^Price changed to ₹/ }
        : { heading: "आपकी लिस्टिंग", accept: /^₹[\d,]+ स्वीकार करें$/, updating: "OLX पर अपडेट हो रहा है", toast: /^दाम ₹/ };
    await openDashboard(page, texts.heading);
    const suggestion = page.getByRole("region", { name: new RegExp(listing.title) });
    await expect(suggestion).toBeVisible(FIRST_PAGE);
    await expect(suggestion.getByTestId("suggestion-current")).toHaveText("₹13,000");
    const suggested = (await suggestion.getByTestId("suggestion-price").textContent()) ?? "";
    expect(suggested).toMatch(/^₹[\d,]+$/);
    await checkNewScreen(page, `price suggestion (${language})`, suggestion);
    await suggestion.getByRole("button", { name: texts.accept }).click();

    await expect(suggestion).toHaveCount(0);
    await expect(page.getByText(texts.toast)).toBeVisible();
    const item = listingItem(page, listing.title);
    await expect(item.getByText(suggested, { exact: true })).toBeVisible();
    await expect(item.getByText(texts.updating)).toBeVisible();
  });
}
