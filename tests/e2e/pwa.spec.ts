import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { authCard, FIRST_PAGE, signUpWithEmail, uniqueEmail } from "./auth-helpers.ts";
import { dropFiles, fixturePhoto, keptWork } from "./generator-helpers.ts";

/**
 * Issue 22 items 5 and 6: SnapList is installable, opens with no network, and takes photos shared from the
 * phone's gallery (docs/decisions/119). Phone size only (playwright.config.ts); the service worker is allowed
 * here (blocked elsewhere).
 */
test.use({ serviceWorkers: "allow" });
// One after the other: the update journey gives the server a new sw.js for a moment, which no other journey of
// this file may fetch meanwhile (the other files block the worker).
test.describe.configure({ mode: "default" });

const SHARED = ["tests/fixtures/photos/fruits.jpg", "tests/fixtures/photos/chelsea.png"];

/** Waits until the worker is active and controls this page (it claims open pages when it first activates). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const createListings = (page: Page) => page.getByRole("heading", { name: "Smart Listing Generator" });

/** A new seller signs up, reaches Create Listings, and the worker runs the page. */
async function signUpUnderWorker(page: Page, firstName: string) {
  await signUpWithEmail(page, { firstName, email: uniqueEmail(`pwa-${firstName.toLowerCase()}`) });
  await expect(createListings(page)).toBeVisible(FIRST_PAGE);
  await waitForWorker(page);
}

/** Shares photos as Android's share sheet does: a multipart POST of image files to the manifest's action. */
async function sharePhotos(page: Page, files: string[]) {
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.enctype = "multipart/form-data";
    form.action = "/share-target";
    form.id = "share-sheet";
    const input = document.createElement("input");
    input.type = "file";
    input.name = "photos";
    input.multiple = true;
    form.append(input);
    document.body.append(form);
  });
  await page.locator("#share-sheet input").setInputFiles(files);
  await page.evaluate(() => (document.getElementById("share-sheet") as HTMLFormElement).submit());
  await page.waitForURL((url) => url.searchParams.get("shared") === "1");
}

/** What waits in the share inbox (src/web/pwa/share-inbox.ts): undefined once Create Listings took it. */
const shareInbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("snaplist-share-inbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("shared")) return resolve(undefined);
          const got = db.transaction("shared").objectStore("shared").get("photos");
          got.onsuccess = () => resolve(got.result);
          got.onerror = () => reject(got.error);
        };
      }),
  );

const pickedPhotos = (page: Page) => page.getByRole("list", { name: "Selected photos" }).getByRole("listitem");
const offlineBanner = (page: Page) =>
  page.getByRole("status").filter({ hasText: "You are offline. Nothing is sent until you are back online." });

test("the manifest makes SnapList installable, with its icons and share target", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const res = await page.request.get(href ?? "");
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const manifest = await res.json();
  expect(manifest).toMatchObject({ short_name: "SnapList", start_url: "/", display: "standalone" });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  expect(manifest.share_target).toMatchObject({ action: "/share-target", method: "POST" });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
});

test("with the network off a reload shows SnapList, not an error page, and sends nothing", async ({
  page,
  context,
}) => {
  await signUpUnderWorker(page, "Nira");
  // The unsaved listing so far: one photo, uploaded as it was picked and kept in the browser.
  await dropFiles(page, [fixturePhoto("fruits.jpg")]);
  await expect(page.getByLabel("Photo 1 uploaded")).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await keptWork(page))?.photos.filter((p) => p.url).length).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  // Still the seller's app: their name in the top bar and Create Listings, not the landing page or a splash.
  await expect(page.getByTestId("user-name")).toHaveText(/Nira/);
  await expect(createListings(page)).toBeVisible();
  await expect(page.getByText("Loading SnapList")).toHaveCount(0);
  // Their unsaved listing is back.
  await expect(pickedPhotos(page)).toHaveCount(1);
  await expect(page.getByLabel("Photo 1 uploaded")).toBeVisible();

  // Photos can still be picked (the shrinking code is in the cache too), but nothing is sent: the new photo's
  // upload waits for the network, and so does Generate.
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) sent.push(r.url());
  });
  await dropFiles(page, [fixturePhoto("chelsea.png")]);
  await expect(pickedPhotos(page)).toHaveCount(2);
  await expect(pickedPhotos(page).nth(1).locator("[data-upload-phase=offline]")).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate Smart Listing" });
  await expect(generate).toBeDisabled();
  await expect(page.getByText("You are offline: Generate works again when you are back online.")).toBeVisible();
  expect(sent.filter((url) => url.endsWith("/api/upload"))).toEqual([]);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  // The photo picked offline is still there (the page is not swapped for a loader when queries resume) and goes up.
  await expect(page.getByLabel("Photo 2 uploaded")).toBeVisible({ timeout: 30_000 });
  await expect(pickedPhotos(page)).toHaveCount(2);
  await expect(generate).toBeEnabled();
});

test("offline, a page says it could not load instead of showing an empty list, and loads when the network is back", async ({
  page,
  context,
}) => {
  await signUpUnderWorker(page, "Tara");

  await context.setOffline(true);
  await page.goto("/?tab=manage");
  await expect(offlineBanner(page)).toBeVisible();
  const failed = page.getByRole("alert").filter({ hasText: "Could not load your listings" });
  await expect(failed).toContainText("You are offline. Try again when you are back online.");
  await expect(page.getByText("No listings yet")).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText("No listings yet")).toBeVisible();
});

test("posting a multipart form with two photos to the share target opens Create Listings with two photos picked", async ({
  page,
}) => {
  await signUpUnderWorker(page, "Ravi");

  await sharePhotos(page, SHARED);
  await expect(createListings(page)).toBeVisible(FIRST_PAGE);
  await expect(pickedPhotos(page)).toHaveCount(2);
  await expect(page.getByRole("img", { name: /Photo 1, main photo: fruits\.jpg/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Smart Listing" })).toBeEnabled();

  // Taken once: the inbox is empty and the photos are the seller's unsaved listing now, so a reload shows the
  // same two (kept work, docs/decisions/121), not four.
  await expect.poll(async () => (await keptWork(page))?.photos.filter((p) => p.url).length).toBe(2);
  expect(await shareInbox(page)).toBeUndefined();
  await page.reload();
  await expect(createListings(page)).toBeVisible(FIRST_PAGE);
  await expect(page.getByRole("img", { name: /Photo 2: chelsea\.png/ })).toBeVisible();
  await expect(pickedPhotos(page)).toHaveCount(2);
});

test("photos shared while signed out wait for sign-in, then Create Listings has them", async ({ page }) => {
  await page.goto("/");
  await expect(authCard(page).getByRole("button", { name: "Continue with Email" })).toBeVisible();
  await waitForWorker(page);

  await sharePhotos(page, SHARED);
  await expect(page.getByRole("status").filter({ hasText: "Your shared photos are waiting" })).toBeVisible();
  await expect(authCard(page)).toBeVisible();
  await signUpWithEmail(page, { firstName: "Mala", email: uniqueEmail("share-later") });
  await expect(createListings(page)).toBeVisible(FIRST_PAGE);
  await expect(pickedPhotos(page)).toHaveCount(2);
});

test("a new version waits for the seller: 'New version available - Refresh', then the page reloads on it", async ({
  page,
}) => {
  await page.goto("/");
  await expect(authCard(page).getByRole("button", { name: "Continue with Email" })).toBeVisible();
  await waitForWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // A deploy: the server now has a different sw.js (it reads the file on each request; put back afterwards).
  const swFile = "dist/web/sw.js";
  const deployed = readFileSync(swFile, "utf8");
  writeFileSync(swFile, `${deployed}\n// the next version\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole("status").filter({ hasText: "New version available" });
    await expect(banner).toBeVisible();
    // Nothing changed under the seller meanwhile: the old worker still runs this page.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);

    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Refresh" }).click();
    await reloaded;
    await expect(authCard(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting));
  } finally {
    writeFileSync(swFile, deployed);
  }
});
