import { type CDPSession, expect, type Page, type TestInfo, test } from "@playwright/test";
import { adminApi, FIRST_PAGE, registerSellerViaApi } from "./auth-helpers.ts";
import { postListing } from "./seed-listing.ts";

/**
 * The first page's JavaScript budgets (docs/engineering.md; issue 14 item 7, issue 31 item 4): the JavaScript a first
 * visit receives, counted as the browser receives it - compressed, headers included - from the DevTools protocol's
 * `Network.loadingFinished` `encodedDataLength` of every script response, not by re-compressing files: a signed-out
 * visitor's landing page (in English and in Hindi: a `hi-IN` browser loads the Hindi texts instead of the English
 * ones, docs/decisions/131), and a just-signed-up seller's first page, Create Listings. Bytes only: the timings are the Lighthouse benchmark's (`npm run bench -- lighthouse`).
 */
// A ratchet, not yet the budget: docs/engineering.md's budgets are 170 kB and 250 kB. On 26 Nov 2026 the landing page
// received 172.8 kB (177.1 kB in Hindi) and Create Listings 317 kB (348 kB before issue 31's first cuts); with the
// same day's posting desk, price suggestions and notifications merged, 181.1 kB (185.6 kB in Hindi) and 327.5 kB.
// See docs/decisions/137 for what is left to cut. Lower these as the cuts land, down to the budgets.
// With the review step, the photo cards and the top bar's menus loaded when wanted, and no page-only headers on
// the built files (docs/decisions/142): 168.9 kB (173.5 kB in Hindi) and 231.2 kB. With a first page's code in a
// few chunks instead of dozens (docs/decisions/143): 146.1 kB (150.7 kB in Hindi) and 211 kB. Both are under the
// budgets now; the limits sit a little above what is received, so that a regression shows before a budget breaks.
// On 2 Dec 2026, with issues 46-48's texts in both languages (Hindi's own chunk 14.8 kB), 160.9 kB in Hindi: the
// ratchet moves to 165 kB, still under the 170 kB budget; the performance screen's texts are the next to split off.
const LANDING_BUDGET_BYTES = 165 * 1024;
const SELLER_FIRST_PAGE_BUDGET_BYTES = 225 * 1024;
/**
 * Every other seller page, as a seller's first page (a visit from a link in a notification, say): docs/engineering.md's
 * budget itself, 250 kB. My Sales received 262 kB before docs/decisions/150.
 */
const SELLER_PAGE_BUDGET_BYTES = 250 * 1024;

/** Counts the compressed bytes of every script response the page receives from now on. */
async function countScriptBytes(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, { url: string; encoding: string }>();
  const sizes: { url: string; bytes: number; encoding: string }[] = [];
  cdp.on("Network.responseReceived", (event) => {
    const { response } = event;
    const isScript =
      event.type === "Script" ||
      /javascript/.test(response.mimeType) ||
      /\.m?js(\?|$)/.test(new URL(response.url).pathname);
    if (!isScript) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    scripts.set(event.requestId, {
      url: new URL(response.url).pathname,
      encoding: String(headers["content-encoding"] ?? ""),
    });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const script = scripts.get(event.requestId);
    if (script) sizes.push({ ...script, bytes: event.encodedDataLength });
  });
  return sizes;
}

/**
 * The page's uncaught errors from now on. A drawn page that the app's first render does not match is React error
 * #418: React throws the drawn page away and builds it again in one long task (issue 47 item 14: the landing page's
 * Total Blocking Time, when the build drew the splash instead of the landing page).
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Checks what `sizes` holds once the page has drawn and the network is idle, against `budget`. */
async function checkBudget(
  page: Page,
  testInfo: TestInfo,
  what: string,
  sizes: { url: string; bytes: number; encoding: string }[],
  budget: number,
) {
  await page.waitForLoadState("networkidle");
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  const kB = (total / 1024).toFixed(1);
  testInfo.annotations.push({
    type: `${what} JavaScript, as received`,
    description: `${kB} kB in ${sizes.length} files`,
  });
  console.log(`${what} JavaScript: ${kB} kB as received in ${sizes.length} files`);

  expect(sizes.length, "the page runs on JavaScript: some must have loaded").toBeGreaterThan(0);
  // Every script of any size arrives compressed (issue 31 item 1): the count is of what the network carried.
  const uncompressed = sizes.filter((s) => s.bytes > 1024 && !/^(br|gzip)$/.test(s.encoding));
  expect(uncompressed, "scripts sent without compression").toEqual([]);
  expect(
    total,
    `${kB} kB: ${sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)}`)
      .join(", ")}`,
  ).toBeLessThanOrEqual(budget);
}

/** Loads / signed out until the sign-in card shows and the network is idle; checks its JavaScript against the budget. */
async function checkLandingBudget(
  page: Page,
  testInfo: TestInfo,
  start: string,
  texts: { authCard: string; continueWithEmail: string },
) {
  const sizes = await countScriptBytes(page);
  const errors = pageErrors(page);
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: texts.authCard }).getByRole("button", { name: texts.continueWithEmail }),
  ).toBeVisible();
  await checkBudget(page, testInfo, `landing page (${start} start)`, sizes, LANDING_BUDGET_BYTES);
  // The drawn landing page was adopted, not built again.
  expect(errors, "errors on the landing page (#418: the drawn page did not match)").toEqual([]);
}

test("a signed-out visitor's landing page receives at most 160 kB of JavaScript, compressed", async ({
  page,
}, testInfo) => {
  await checkLandingBudget(page, testInfo, "English", {
    authCard: "Sign up or log in",
    continueWithEmail: "Continue with Email",
  });
});

test.describe("a visitor whose browser is in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("their landing page, in Hindi from the first paint, receives at most 160 kB of JavaScript, compressed", async ({
    page,
  }, testInfo) => {
    await checkLandingBudget(page, testInfo, "Hindi", {
      authCard: "साइन अप या लॉग इन",
      continueWithEmail: "ईमेल से जारी रखें",
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});

test("a just-signed-up seller's first page, Create Listings, receives at most 225 kB of JavaScript, compressed", async ({
  page,
}, testInfo) => {
  // Signed up through the API (the same session cookie), so the count starts with the seller's first page.
  await registerSellerViaApi(page.request, "Asha");
  const sizes = await countScriptBytes(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible(FIRST_PAGE);
  await checkBudget(page, testInfo, "seller's first page (Create Listings)", sizes, SELLER_FIRST_PAGE_BUDGET_BYTES);
  // The admin's code did not come with it.
  expect(sizes.filter((s) => /\/(Admin|GrowthChart)/.test(s.url)).map((s) => s.url)).toEqual([]);
});

/**
 * Every page a seller has, each as the first page of a visit with an empty cache: the seller has a listing on sale,
 * a sold one and a message, so that each page draws what it has to (the sales history, the listing's photos).
 */
const SELLER_PAGES = [
  { name: "Dashboard", path: () => "/?tab=manage", shows: "Your Listings" },
  { name: "Messages", path: () => "/?tab=messages", shows: "Messages" },
  { name: "Edit Listing", path: (listingId: string) => `/edit-listing/${listingId}`, shows: "Edit Listing" },
  { name: "My Sales", path: () => "/my-sales", shows: "My Sales" },
  { name: "Referrals", path: () => "/referrals", shows: "Referrals" },
  // Issue 48: its charts come when scrolled to, not with the page.
  { name: "Performance", path: () => "/performance", shows: "How my listings are doing" },
];

for (const sellerPage of SELLER_PAGES) {
  test(`a seller's ${sellerPage.name} as a first page receives at most 250 kB of JavaScript, compressed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const seller = await registerSellerViaApi(page.request, "Mira");
    const onSale = await postListing(page.request, "Wooden study table");
    const sold = await postListing(page.request, "Canon EOS 200D camera");
    const admin = await adminApi(baseURL as string);
    const sale = await admin.post("/api/admin/sales", { data: { listingId: sold.id, saleAmount: "12000" } });
    expect(sale.ok(), await sale.text()).toBe(true);
    const message = await admin.post("/api/admin/messages", {
      data: { toUserId: seller.id, subject: "Welcome", message: "Tell us if you need help with your listing." },
    });
    expect(message.ok(), await message.text()).toBe(true);
    await admin.dispose();

    const sizes = await countScriptBytes(page);
    const errors = pageErrors(page);
    await page.goto(sellerPage.path(onSale.id));
    await expect(page.getByRole("heading", { name: sellerPage.shows }).first()).toBeVisible(FIRST_PAGE);
    await checkBudget(page, testInfo, `seller's ${sellerPage.name}`, sizes, SELLER_PAGE_BUDGET_BYTES);
    expect(errors, `errors on the seller's ${sellerPage.name} (#418: the drawn page did not match)`).toEqual([]);
    expect(sizes.filter((s) => /\/(Admin|GrowthChart)/.test(s.url)).map((s) => s.url)).toEqual([]);
  });
}
