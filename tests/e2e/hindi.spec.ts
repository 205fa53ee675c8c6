import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { authCard, FIRST_PAGE, uniqueEmail } from "./auth-helpers.ts";
import { dropFiles, fixturePhoto } from "./generator-helpers.ts";
import { checkScreen } from "./screen-checks.ts";

/**
 * Issue 25 item 4 (docs/decisions/131): SnapList in Hindi. A browser whose language is Hindi sees the landing page,
 * Create Listings and the Dashboard in Hindi - no English word left but names; the seller's choice of language is
 * kept after a reload and follows them to another device after sign-in; no Hindi page scrolls sideways at 360 px.
 * Each Hindi screen is photographed into test-results (and attached to the report).
 */
test.use({ locale: "hi-IN" });

/**
 * Latin-script words a Hindi page may show: the product's and the marketplaces' names, the payment and sign-in
 * brands, the photo formats the picker takes, and "English" (the switch names each language in its own script).
 */
const NAMES = new Set([
  "SnapList",
  "OLX",
  "Quikr",
  "Facebook",
  "Marketplace",
  "Google",
  "UPI",
  "PayPal",
  "JPEG",
  "PNG",
  "WebP",
  "AVIF",
  "HEIC",
  "English",
]);

/** Latin-script words on the page that are not names: English left untranslated. */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(text.match(/[A-Za-z]+/g) ?? [])].filter((w) => !NAMES.has(w));
}

async function expectHindiOnly(page: Page, screen: string) {
  await expect.poll(() => englishWords(page), { message: `${screen}: English words on the Hindi page` }).toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

/** A full-page photograph of a Hindi screen, kept in test-results and attached to the report. */
async function photograph(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

const PHOTOS = path.join(import.meta.dirname, "..", "fixtures", "photos");

/** A seller (Hindi name) signed in on `api`, with one listing written in Hindi, as a seller would write it. */
async function sellerWithListing(api: APIRequestContext) {
  const email = uniqueEmail("hindi");
  const password = "secret123";
  const res = await api.post("/api/auth/register", {
    data: { firstName: "आशा", lastName: "वर्मा", email, password, confirmPassword: password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const upload = await api.post("/api/upload", {
    multipart: {
      image: { name: "tv.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(PHOTOS, "tv_sticker.jpg")) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const listing = await api.post("/api/listings", {
    data: {
      title: "पुराना टीवी, रिमोट के साथ",
      description: "55 इंच का टीवी, रिमोट और स्टैंड के साथ। ठीक चलता है।",
      price: "42000",
      category: "electronics",
      condition: "good",
      status: "active",
      imageUrls: [imageUrl],
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  return { email, password, listing: (await listing.json()) as { id: string } };
}

/** The landing page's sign-up/login card, by its Hindi name. */
const hindiCard = (page: Page) => page.getByRole("region", { name: "साइन अप या लॉग इन" });

/** The switch offers the other language, named in its own script. */
async function chooseLanguage(page: Page, name: "English" | "हिन्दी") {
  const lang = name === "English" ? "en" : "hi";
  const button = page.getByTestId("language-switch").filter({ visible: true }).first();
  await expect(button).toHaveAccessibleName(`Language / भाषा: ${name}`);
  await button.click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("a Hindi browser sees the landing page, Create Listings and the Dashboard in Hindi", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("एक फ़ोटो खींचिए। बाक़ी SnapList कर देगा।");
  await expect(hindiCard(page).getByRole("button", { name: "ईमेल से जारी रखें" })).toBeVisible();
  await expectHindiOnly(page, "landing");
  await photograph(page, testInfo, "hindi-landing");

  // The sign-up form and its checks speak Hindi too (the spec's order: email first).
  await hindiCard(page).getByRole("button", { name: "ईमेल से जारी रखें" }).click();
  await hindiCard(page).getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "कृपया सही ईमेल पता डालें" })).toBeVisible();
  await expectHindiOnly(page, "sign-up form");
  await photograph(page, testInfo, "hindi-signup");

  // Signed up from the Hindi page, the account's language is Hindi: its notices, e-mails and pushes will be too
  // (issue 47 item 5), though the switch was never touched.
  const card = hindiCard(page);
  await card.getByLabel(/^पहला नाम/).fill("आशा");
  await card.getByLabel(/^ईमेल/).fill(uniqueEmail("hindi-form"));
  await card.getByRole("textbox", { name: "पासवर्ड", exact: true }).fill("secret123");
  await card.getByLabel(/^पासवर्ड दोबारा लिखें/).fill("secret123");
  await card.getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible(FIRST_PAGE);
  expect((await (await page.request.get("/api/auth/user")).json()).language).toBe("hi");

  await sellerWithListing(page.request);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible(FIRST_PAGE);
  await expectHindiOnly(page, "Create Listings");
  await photograph(page, testInfo, "hindi-create-listings");

  // A photo added: its upload badge and the counter are Hindi as well.
  await dropFiles(page, [fixturePhoto("tv_sticker.jpg")]);
  await expect(page.getByText("भेजी गई")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("JPEG, PNG, WebP, AVIF या HEIC · 1/5 जोड़ी गईं")).toBeVisible();
  await expectHindiOnly(page, "Create Listings with a photo");
  await photograph(page, testInfo, "hindi-create-listings-photo");

  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: "आपकी लिस्टिंग" })).toBeVisible(FIRST_PAGE);
  await expect(page.getByText("पुराना टीवी, रिमोट के साथ").filter({ visible: true }).first()).toBeVisible();
  // Indian digit grouping, an age and a queued badge, in Hindi.
  await expect(page.getByText("₹42,000").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("अभी-अभी").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("कतार में").filter({ visible: true }).first()).toBeVisible();
  await expectHindiOnly(page, "Dashboard");
  await photograph(page, testInfo, "hindi-dashboard");
});

test("the language chosen with the switch is kept after a reload and follows the seller to another device", async ({
  page,
  browser,
}) => {
  const seller = await sellerWithListing(page.request);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible(FIRST_PAGE);

  await chooseLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible(FIRST_PAGE);
  expect((await (await page.request.get("/api/auth/user")).json()).language).toBe("en");

  await chooseLanguage(page, "हिन्दी");
  await expect(page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible(FIRST_PAGE);
  expect((await (await page.request.get("/api/auth/user")).json()).language).toBe("hi");

  // Another device, whose browser is English: after sign-in it follows the seller's Hindi.
  const other = await englishDevice(browser);
  await other.goto("/");
  const card = authCard(other);
  await card.getByRole("button", { name: "Log in" }).click();
  await card.getByLabel("Email").fill(seller.email);
  await card.getByLabel(/^Password/).fill(seller.password);
  await card.getByRole("button", { name: "Log In" }).click();
  await expect(other.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" })).toBeVisible(FIRST_PAGE);
  await expect(other.locator("html")).toHaveAttribute("lang", "hi");

  // And back: English chosen there is what the first device shows after its next load.
  await chooseLanguage(other, "English");
  await expect(other.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get("/api/auth/user")).json()).language).toBe("en");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible(FIRST_PAGE);
  await other.context().close();
});

async function englishDevice(browser: Browser) {
  const context = await browser.newContext({ locale: "en-US", serviceWorkers: "block" });
  return context.newPage();
}

test("no Hindi page scrolls sideways at 360 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await checkScreen(page, "landing (hi)", page.getByRole("heading", { level: 1 }), [360]);
  await photograph(page, testInfo, "hindi-360-landing");

  const seller = await sellerWithListing(page.request);
  const pages: { path: string; name: string; ready: () => ReturnType<Page["getByRole"]> }[] = [
    { path: "/", name: "create-listings", ready: () => page.getByRole("heading", { name: "स्मार्ट लिस्टिंग जनरेटर" }) },
    { path: "/?tab=manage", name: "dashboard", ready: () => page.getByRole("heading", { name: "आपकी लिस्टिंग" }) },
    { path: "/?tab=messages", name: "messages", ready: () => page.getByRole("heading", { name: "इनबॉक्स" }) },
    {
      path: `/edit-listing/${seller.listing.id}`,
      name: "edit-listing",
      ready: () => page.getByRole("heading", { name: "लिस्टिंग बदलें" }),
    },
    { path: "/my-sales", name: "my-sales", ready: () => page.getByRole("heading", { name: "मेरी बिक्री" }) },
    { path: "/referrals", name: "referrals", ready: () => page.getByRole("heading", { name: "रेफ़रल", exact: true }) },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    await checkScreen(page, `${p.name} (hi)`, p.ready(), [360]);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await photograph(page, testInfo, `hindi-360-${p.name}`);
  }
});
