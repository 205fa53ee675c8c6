import { type CDPSession, expect, type Page, type Route, test } from "@playwright/test";
import { FIRST_PAGE, registerSellerViaApi, untilLive } from "./auth-helpers.ts";
import { fixturePhoto } from "./generator-helpers.ts";
import { postListing } from "./seed-listing.ts";

/**
 * Nothing a seller gives a drawn page before its app runs is lost (docs/decisions/150). The page paints from the
 * server's HTML and its scripts come after (decisions 144 and 145); on a slow phone that is a second or more of
 * a page that looks ready. These journeys run as that phone: 6x CPU slowdown and slow 4G (Lighthouse's mobile
 * figures: 150 ms, 1.6 Mbps down, 750 kbps up), at phone size. The app's main script is held back until the seller
 * has acted, so the order is certain rather than a race: first the seller, then the app. Phone project only
 * (playwright.config.ts).
 */
/** Slows this page's CPU and network as a low-end phone on slow 4G. Set after a first same-origin page: a
 * cross-process navigation drops the CPU setting (docs/decisions/145). */
async function asSlowPhone(page: Page): Promise<CDPSession> {
  await page.goto("/favicon.svg");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (750 * 1_000) / 8,
  });
  return cdp;
}

/**
 * Holds the page's main script (the one the drawn page's loader asks for last) until `release` is called. Returns
 * the release and a promise of the moment the page asked for it (the drawn page has painted by then).
 */
async function holdTheApp(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, askedFor };
}

const thumbnails = (page: Page) => page.getByRole("list", { name: "Selected photos" }).getByRole("listitem");

test("photos picked on Create Listings before the app runs appear once it does", async ({ page }) => {
  await registerSellerViaApi(page.request, "Asha");
  await asSlowPhone(page);
  const app = await holdTheApp(page);
  await page.goto("/");

  // The server's drawn page, before any of the app's code: the drop zone is there, and says it is not live yet.
  const zone = page.getByTestId("photo-dropzone");
  await expect(zone).toBeVisible(FIRST_PAGE);
  await app.askedFor;
  await expect(page.locator("#root")).toHaveAttribute("aria-disabled", "true");

  // A tap as a person makes it (a disabled-looking page does not stop a finger: `force`), and the picker opens.
  const chooser = page.waitForEvent("filechooser", { timeout: 15_000 });
  await zone.tap({ force: true });
  await (await chooser).setFiles(
    ["tv_sticker.jpg", "test.png"].map((name) => {
      const photo = fixturePhoto(name);
      return { name, mimeType: photo.mimeType, buffer: Buffer.from(photo.base64, "base64") };
    }),
  );
  // The app has still not run: the photos wait in the page's own file input.
  expect(await page.locator("#photo-files").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(2);
  await expect(page.locator("#root")).toHaveAttribute("aria-disabled", "true");

  app.release();
  await untilLive(page);
  await expect(thumbnails(page)).toHaveCount(2, FIRST_PAGE);
  await expect(page.getByRole("img", { name: /^Photo 1, main photo: tv_sticker\.jpg$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Photo 2: test\.png$/ })).toBeVisible();
  // Taken once: the input is empty again, so nothing comes twice.
  expect(await page.locator("#photo-files").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(page.getByRole("button", { name: "Generate Smart Listing" })).toBeEnabled();
});

test("a UPI id typed into My Sales before the app runs is the one saved", async ({ page }) => {
  await registerSellerViaApi(page.request, "Ravi");
  await asSlowPhone(page);
  const app = await holdTheApp(page);
  await page.goto("/my-sales");

  const upi = page.getByLabel("UPI ID");
  await expect(upi).toBeVisible(FIRST_PAGE);
  await app.askedFor;
  await expect(page.locator("#root")).toHaveAttribute("aria-disabled", "true");
  // Typed as a person types: a tap into the field, then keys.
  await upi.tap({ force: true });
  await page.keyboard.type("ravi@okbank");
  await expect(upi).toHaveValue("ravi@okbank");

  app.release();
  await untilLive(page);
  await expect(upi).toHaveValue("ravi@okbank");
  await page.getByRole("button", { name: "Save Payout Information" }).click();
  await expect(page.getByText("Your payout information has been updated successfully").first()).toBeVisible(FIRST_PAGE);
  const saved = await page.request.get("/api/user/payout-info");
  expect(((await saved.json()) as { upiId: string }).upiId).toBe("ravi@okbank");
});

test("a title changed on Edit Listing before the app runs is the one saved", async ({ page }) => {
  await registerSellerViaApi(page.request, "Mira");
  const listing = await postListing(page.request, "Wooden study table");
  await asSlowPhone(page);
  const app = await holdTheApp(page);
  await page.goto(`/edit-listing/${listing.id}`);

  const title = page.getByLabel("Title");
  await expect(title).toHaveValue("Wooden study table", FIRST_PAGE);
  await app.askedFor;
  await title.tap({ force: true });
  await page.keyboard.press("End");
  await page.keyboard.type(" with drawer");

  app.release();
  await untilLive(page);
  await expect(title).toHaveValue("Wooden study table with drawer");
  await page.getByRole("button", { name: "Update Listing" }).click();
  await expect(page).toHaveURL(/tab=manage/, FIRST_PAGE);
  const stored = await page.request.get(`/api/listings/${listing.id}`);
  expect(((await stored.json()) as { title: string }).title).toBe("Wooden study table with drawer");
});

test("a tap on the drawn header before the app runs is made once it does, not lost (issue 47 item 13)", async ({
  page,
}) => {
  await registerSellerViaApi(page.request, "Kiran");
  await asSlowPhone(page);
  const app = await holdTheApp(page);
  await page.goto("/?tab=manage");

  const language = page.getByTestId("language-switch").filter({ visible: true }).first();
  await expect(language).toBeVisible(FIRST_PAGE);
  await app.askedFor;
  await expect(page.locator("#root")).toHaveAttribute("aria-disabled", "true");
  // A finger does not wait for the page to come alive (`force`): the header's language switch, tapped now.
  await language.tap({ force: true });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  app.release();
  await untilLive(page);
  // The tap is the app's once it listens: the page turns Hindi, and the seller's account keeps it.
  await expect(page.locator("html")).toHaveAttribute("lang", "hi", FIRST_PAGE);
  await expect(page.getByRole("heading", { name: "आपकी लिस्टिंग" })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get("/api/auth/user")).json()).language).toBe("hi");
});
