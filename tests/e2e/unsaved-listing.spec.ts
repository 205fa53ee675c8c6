import { expect, type Page, type Request, test } from "@playwright/test";
import { untilLive } from "./auth-helpers.ts";
import { fixturePhoto, keptWork, signUp } from "./generator-helpers.ts";

/**
 * Issue 22, items 2 and 4: photos upload as they are picked, and what the seller picked and typed survives a
 * reload (Android drops the tab while the camera is open) until the listing is saved or they Start Over.
 */

const isUpload = (r: Request) => r.url().endsWith("/api/upload") && r.method() === "POST";

const thumbnails = (page: Page) => page.getByRole("list", { name: "Selected photos" }).getByRole("listitem");

async function pick(page: Page, names: string[]) {
  await untilLive(page);
  await page.getByLabel("Choose photos").setInputFiles(
    names.map((name) => {
      const f = fixturePhoto(name);
      return { name: f.name, mimeType: f.mimeType, buffer: Buffer.from(f.base64, "base64") };
    }),
  );
}

test("photos upload as they are picked; a reload keeps them, and at the review step keeps the typed title", async ({
  page,
}) => {
  test.setTimeout(120_000); // identification runs on the CPU
  await signUp(page);
  const uploads: Request[] = [];
  page.on("request", (r) => {
    if (isUpload(r)) uploads.push(r);
  });

  await test.step("each thumbnail shows its own upload, which ends sent before Generate is tapped", async () => {
    await pick(page, ["tv_sticker.jpg", "fruits.jpg"]);
    await expect(thumbnails(page)).toHaveCount(2);
    await expect(page.getByLabel("Photo 1 uploaded")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel("Photo 2 uploaded")).toBeVisible({ timeout: 30_000 });
    expect(uploads).toHaveLength(2);
  });

  await test.step("a reload before generating brings the two photos back, already on the server", async () => {
    await expect.poll(async () => (await keptWork(page))?.photos.filter((p) => p.url).length).toBe(2);
    await page.reload();
    await expect(thumbnails(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole("img", { name: /^Photo 1, main photo: tv_sticker\.jpg$/ })).toBeVisible();
    await expect(page.getByLabel("Photo 2 uploaded")).toBeVisible();
  });

  const kept = (await keptWork(page))?.photos.map((p) => p.url) ?? [];
  await test.step("Generate identifies the uploaded photos by URL and sends no photo again", async () => {
    const classify = page.waitForRequest((r) => r.url().endsWith("/api/classify-photos"));
    await page.getByRole("button", { name: "Generate Smart Listing" }).click();
    expect((await classify).postDataJSON()).toMatchObject({ imageUrls: kept });
    await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible({ timeout: 60_000 });
    expect(uploads).toHaveLength(2);
  });

  const title = `Kept through a reload ${Date.now()}`;
  await test.step("a reload at the review step brings back the same photos and the typed title", async () => {
    await page.getByLabel("Title").fill(title);
    await expect.poll(async () => (await keptWork(page))?.draft?.title).toBe(title);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("img", { name: "Main photo" })).toHaveAttribute("src", kept[0] ?? "");
    await expect(page.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", kept[1] ?? "");
  });

  await test.step("Start Over forgets it: a reload opens an empty photo step", async () => {
    await page.getByRole("button", { name: "Start Over", exact: true }).click();
    await page.getByRole("dialog", { name: "Start over?" }).getByRole("button", { name: "Start over" }).click();
    await expect(page.getByText("Add photos", { exact: true })).toBeVisible();
    await expect.poll(() => keptWork(page)).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible({ timeout: 30_000 });
    await expect(thumbnails(page)).toHaveCount(0);
  });
});

test("a dropped upload is tried again; removing a sent photo asks the server to forget it", async ({ page }) => {
  await signUp(page);
  let tries = 0;
  await page.route("**/api/upload", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    tries += 1;
    // The first try loses its connection half-way, as on a train.
    if (tries === 1) return route.abort("connectionreset");
    return route.continue();
  });
  const uploaded = page.waitForResponse((r) => isUpload(r.request()) && r.ok());
  await pick(page, ["aloe_1000.jpg"]);
  const url = ((await (await uploaded).json()) as { imageUrl: string }).imageUrl;
  await expect(page.getByLabel("Photo 1 uploaded")).toBeVisible();
  expect(tries).toBe(2);

  const forgotten = page.waitForRequest((r) => r.url().endsWith("/api/upload") && r.method() === "DELETE");
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  expect((await forgotten).postDataJSON()).toEqual({ imageUrl: url });
  await expect(thumbnails(page)).toHaveCount(0);
  // The server forgot it: the photo can no longer be used for a listing.
  await expect
    .poll(async () => (await page.request.post("/api/classify-photos", { data: { imageUrls: [url] } })).status())
    .toBe(400);
});

/**
 * In the page: while sessionStorage says so, the app's first opening of its kept-work database waits until the test
 * calls `__releaseKeptWork()`, as IndexedDB does on a slow phone (the photo step is on screen before it answers).
 */
const HOLD_KEPT_WORK = `(() => {
  if (sessionStorage.getItem("hold-kept-work") !== "1") return;
  const realOpen = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, ...rest) {
    if (name !== "snaplist-unsaved-listing") return realOpen.call(this, name, ...rest);
    IDBFactory.prototype.open = realOpen;
    const held = {};
    window.__releaseKeptWork = () => {
      const real = realOpen.call(this, name, ...rest);
      real.onupgradeneeded = (e) => { held.result = real.result; held.onupgradeneeded?.(e); };
      real.onsuccess = (e) => { held.result = real.result; held.onsuccess?.(e); };
      real.onerror = (e) => { held.error = real.error; held.onerror?.(e); };
    };
    return held;
  };
})()`;

test("photos picked before the kept ones are read replace them, and are what a reload brings back", async ({
  page,
}) => {
  await signUp(page);
  await pick(page, ["tv_sticker.jpg"]);
  await expect.poll(async () => (await keptWork(page))?.photos.filter((p) => p.url).length).toBe(1);
  const first = (await keptWork(page))?.photos[0]?.url;

  await page.addInitScript(HOLD_KEPT_WORK);
  await page.evaluate(() => sessionStorage.setItem("hold-kept-work", "1"));
  await page.reload();
  await page.evaluate(() => sessionStorage.removeItem("hold-kept-work"));
  await pick(page, ["fruits.jpg"]);
  await expect(thumbnails(page)).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { __releaseKeptWork: () => void }).__releaseKeptWork());

  // The kept photo does not come back over the new one, and the new one is kept in its place, once uploaded.
  await expect(page.getByLabel("Photo 1 uploaded")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("img", { name: /^Photo 1, main photo: fruits\.jpg$/ })).toBeVisible();
  await expect(thumbnails(page)).toHaveCount(1);
  await expect
    .poll(async () => (await keptWork(page))?.photos.map((p) => (p.url === first ? "the old photo" : p.url && "new")))
    .toEqual(["new"]);
  await page.reload();
  await expect(page.getByRole("img", { name: /^Photo 1, main photo: fruits\.jpg$/ })).toBeVisible({ timeout: 30_000 });
  await expect(thumbnails(page)).toHaveCount(1);
});
