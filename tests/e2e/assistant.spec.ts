import { type APIRequestContext, type BrowserContext, expect, request, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { MARKETPLACE_LIMITS } from "../../src/contract/marketplace-kit/limits.ts";
import { assistantLaunchUrl, type Claim } from "../../src/contract/posting-desk.ts";
import { inviteAndJoinAdmin } from "./admins.ts";
import {
  assistantFor,
  checksum,
  launchWithAssistant,
  listingWithPhotos,
  panel,
  saveToken,
  unpackAssistant,
} from "./assistant-helpers.ts";
import { adminApi, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import {
  type ReplicaMarketplace,
  type ReplicaOptions,
  type Submission,
  serveReplicas,
} from "./marketplace-replicas/serve.ts";

/**
 * Issue 29 items 2, 4 and 5: the posting assistant, loaded from the zip the admin desk serves into Debian's
 * Chromium, fills the replica posting forms of OLX, Quikr and Facebook Marketplace (served at their real addresses),
 * and the ad's address comes back as Mark Posted. Runs once, on the desktop project (playwright.config.ts).
 */

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let seller: APIRequestContext;
let extensionDir: string;
let context: BrowserContext;
let extensionId: string;
let token: string;
let submissions: Submission[];
const replicaOptions: ReplicaOptions = { without: {} };

const PUBLISH: Record<ReplicaMarketplace, string> = { olx: "Post now", quikr: "Post Ad", facebook: "Publish" };
/** The fields on each form's last step (OLX: the details after the category; Facebook: only Publish). */
const ON_LAST_STEP: Record<ReplicaMarketplace, number> = { olx: 6, quikr: 7, facebook: 0 };
const launchUrl = (listingId: string, marketplace: ReplicaMarketplace) =>
  assistantLaunchUrl(MARKETPLACE_LIMITS[marketplace].postUrl, { listingId, marketplace });

async function claim(api: APIRequestContext, listingId: string, marketplace: ReplicaMarketplace) {
  const res = await api.post(`/api/admin/postings/${listingId}/${marketplace}/claim`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Claim;
}

async function listingAsAdmin(title: string) {
  const res = await admin.get(`/api/admin/listings?q=${encodeURIComponent(title)}`);
  expect(res.ok(), await res.text()).toBe(true);
  const [listing] = (await res.json()) as Array<Record<string, string | null>>;
  return listing;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = await adminApi(baseURL);
  seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Meera");
  extensionDir = await unpackAssistant(admin);
  ({ context, extensionId } = await launchWithAssistant(extensionDir));
  ({ submissions } = await serveReplicas(context, replicaOptions));
  const created = await admin.post("/api/admin/extension-tokens", { data: { name: "Journey browser" } });
  expect(created.status(), await created.text()).toBe(201);
  token = ((await created.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await context?.close();
  await admin?.dispose();
  await seller?.dispose();
});

test("the options page shows the desk's address, takes the token and tests the connection", async () => {
  const options = await saveToken(context, extensionId, token);
  await expect(options.getByRole("status")).toHaveText(/^Connected as .+ \(token valid until .+\)$/);
  await expect(options.locator("#address")).toHaveText(new URL(baseURL).origin);
  await options.close();
});

test("the replicas have the hard parts: controlled inputs, custom menus, a hidden file input, two steps", async () => {
  const page = await context.newPage();
  await page.goto(MARKETPLACE_LIMITS.olx.postUrl);
  // Step 1 of 2: a custom dropdown (combobox -> listbox -> option) labelled through a generated id.
  const category = page.getByRole("combobox", { name: "Category" });
  expect(await category.getAttribute("aria-labelledby")).toMatch(/^label-[a-z0-9]+$/);
  await category.click();
  await page.getByRole("option", { name: "Electronics & Appliances" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  // Step 2: a plain `value =` (as a naive script would do) is forgotten by the controlled input.
  const adTitle = page.getByRole("textbox", { name: "Ad title" });
  await adTitle.evaluate((el: HTMLInputElement) => {
    el.value = "typed by a script";
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await expect(adTitle).toHaveValue("");
  await adTitle.fill("typed by a person");
  expect(
    await page.evaluate(() => (window as unknown as { Replica: { state: { title: string } } }).Replica.state.title),
  ).toBe("typed by a person");
  await expect(page.locator("input[type=file]")).toBeHidden();
  await expect(page.getByRole("button", { name: "Upload up to 20 photos" })).toBeVisible();
  // No posting in this tab: the assistant stays out of the way.
  await expect(panel(page)).toHaveCount(0);
  await page.close();
});

test("the assistant fills all three replicas, photos in order, and Publish comes back as posted", async () => {
  test.setTimeout(180_000);
  const title = `Sony 55 inch TV ${uniqueTag()}`;
  const listing = await listingWithPhotos(seller, title);
  const bearer = { Authorization: `Bearer ${token}` };
  for (const marketplace of ["olx", "quikr", "facebook"] as const) {
    await test.step(`${marketplace}: filled, published by the admin, marked posted`, async () => {
      await claim(admin, listing.id, marketplace);
      // What the form must receive, in this order: the posting's photos as SnapList serves them.
      const expected: number[] = [];
      for (let n = 1; n <= 5; n++) {
        const photo = await admin.get(`/api/extension/postings/${listing.id}/${marketplace}/photos/${n}`, {
          headers: bearer,
        });
        expect(photo.status()).toBe(200);
        expected.push(checksum(await photo.body()));
      }
      const page = await context.newPage();
      await page.goto(launchUrl(listing.id, marketplace));
      await expect(panel(page).getByRole("status")).toHaveText(
        "Everything is filled. Check the form, then press Publish yourself.",
        { timeout: 30_000 },
      );
      // The fragment did its job and left the address bar.
      expect(page.url()).not.toContain("snaplist-posting");
      // The last step lists its own fields; earlier steps are one line (issue 40 item 2).
      await expect(panel(page).locator("li[data-state=filled]")).toHaveCount(ON_LAST_STEP[marketplace]);
      await expect(panel(page).locator("li[data-state=missed], li[data-state=unconfirmed]")).toHaveCount(0);
      if (marketplace !== "quikr") await expect(panel(page)).toContainText(/Earlier steps: .*Category.* filled/);
      if (marketplace !== "facebook") {
        await expect(panel(page).locator("li[data-field=photos]")).toContainText("5 photos attached in order");
      }
      // The assistant never publishes: the admin does.
      expect(submissions.filter((s) => s.marketplace === marketplace && s.title === title)).toHaveLength(0);
      await page.getByRole("button", { name: PUBLISH[marketplace], exact: true }).click();
      await expect(panel(page).getByRole("status")).toContainText("Marked posted in SnapList", { timeout: 20_000 });

      const sent = submissions.find((s) => s.marketplace === marketplace && s.title === title);
      expect(sent).toBeDefined();
      expect(sent!.description).toContain("55 inch 4K smart TV");
      expect(sent!.price).toBe("42000");
      // The journeys' POSTING_LOCATION, as each form asks it: whole, or (Quikr's Locality) its locality.
      expect(sent!.location).toBe(marketplace === "quikr" ? "Andheri West" : "Andheri West, Mumbai, Maharashtra");
      expect(sent!.category).toBe(marketplace === "facebook" ? "Electronics" : "Electronics & Appliances");
      expect(sent!.condition.replace(/\u2013/g, "-").toLowerCase()).toBe(
        marketplace === "facebook" ? "used - good" : "used",
      );
      expect(sent!.photos.map((p) => p.sum)).toEqual(expected);
      expect(sent!.photos.map((p) => p.name)).toEqual([1, 2, 3, 4, 5].map((n) => `photo-${n}.jpg`));

      const after = await listingAsAdmin(title);
      expect(after[`${marketplace}Status`]).toBe("posted");
      expect(after[`${marketplace}Url`]).toBe(sent!.adUrl);
      await page.close();
    });
  }
});

test("a form without a field the map names: the panel names it with a Copy button, and nothing crashes", async () => {
  const title = `Sony TV missing ${uniqueTag()}`;
  const listing = await listingWithPhotos(seller, title);
  await claim(admin, listing.id, "olx");
  replicaOptions.without = { olx: ["price", "photos"] };
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: "https://www.olx.in" });
  const page = await context.newPage();
  try {
    await page.goto(launchUrl(listing.id, "olx"));
    const status = panel(page).getByRole("status");
    await expect(status).toHaveText(/^2 fields to do by hand \(Copy buttons below\)/, { timeout: 30_000 });
    const price = panel(page).locator("li[data-field=price]");
    await expect(price).toContainText('Price: not filled - No "Price" field found on this form');
    const photos = panel(page).locator("li[data-field=photos]");
    await expect(photos).toContainText('Photos: not filled - No "Photos" field found on this form');
    // Downloaded by the assistant (chrome.downloads, numbered in order) for the admin to drag in.
    const download = photos.getByRole("button", { name: "Download the photos" });
    await download.click();
    await expect(download).toHaveText("Downloaded: drag them in, in order");
    await expect(panel(page).locator("li[data-state=filled]")).toHaveCount(4);
    await price.getByRole("button", { name: "Copy Price" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("42000");
    // The rest of the form was filled, and the page still works.
    await expect(page.getByRole("button", { name: "Post now" })).toBeEnabled();
  } finally {
    replicaOptions.without = {};
    await admin.delete(`/api/admin/postings/${listing.id}/olx/claim`);
    await page.close();
  }
});

test("an ad address on another site is never sent back: the posting stays waiting and held", async () => {
  const title = `Sony TV elsewhere ${uniqueTag()}`;
  const listing = await listingWithPhotos(seller, title);
  const held = await claim(admin, listing.id, "olx");
  const page = await context.newPage();
  try {
    await page.goto(launchUrl(listing.id, "olx"));
    await expect(panel(page).getByRole("status")).toHaveText(/Everything is filled/, { timeout: 30_000 });
    // The same tab goes to a published ad, but on Facebook: not this posting's marketplace.
    await page.goto("https://www.facebook.com/marketplace/item/1234567890/");
    await expect(page.getByRole("heading", { name: "Marketplace listing" })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    const after = await listingAsAdmin(title);
    expect(after.olxStatus).toBe("pending");
    expect(after.olxUrl).toBeNull();
    const claims = (await (await admin.get("/api/admin/postings/claims")).json()) as Claim[];
    expect(claims.find((c) => c.listingId === listing.id && c.marketplace === "olx")?.expiresAt).toBe(held.expiresAt);
  } finally {
    await admin.delete(`/api/admin/postings/${listing.id}/olx/claim`);
    await page.close();
  }
});

test("a posting another admin holds is refused with their name, and nothing is filled", async () => {
  const title = `Sony TV taken ${uniqueTag()}`;
  const listing = await listingWithPhotos(seller, title);
  const ravi = await inviteAndJoinAdmin(baseURL, { firstName: "Ravi" });
  const raviApi = await request.newContext({ baseURL, storageState: ravi.storageState });
  await claim(raviApi, listing.id, "facebook");
  // Two admins never hold the same claim: ours is refused while Ravi holds it.
  const ours = await admin.post(`/api/admin/postings/${listing.id}/facebook/claim`);
  expect(ours.status()).toBe(409);
  const page = await context.newPage();
  try {
    await page.goto(launchUrl(listing.id, "facebook"));
    await expect(panel(page).getByRole("alert")).toHaveText(/^Ravi is posting this \(\d+ min left\)$/, {
      timeout: 30_000,
    });
    await expect(panel(page).locator("li")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");
  } finally {
    await raviApi.delete(`/api/admin/postings/${listing.id}/facebook/claim`);
    await raviApi.dispose();
    await page.close();
  }
});

test("SnapList unreachable: the panel says so, and the claim is kept until it expires", async () => {
  const title = `Sony TV offline ${uniqueTag()}`;
  const listing = await listingWithPhotos(seller, title);
  const held = await claim(admin, listing.id, "quikr");
  // The same assistant, set up for a SnapList address where nothing answers.
  const offline = await launchWithAssistant(assistantFor(extensionDir, "http://127.0.0.1:9"));
  try {
    await serveReplicas(offline.context);
    const options = await saveToken(offline.context, offline.extensionId, token);
    await expect(options.getByRole("status")).toHaveText(/^SnapList is unreachable \(http:\/\/127\.0\.0\.1:9\)/);
    const page = await offline.context.newPage();
    await page.goto(launchUrl(listing.id, "quikr"));
    await expect(panel(page).getByRole("alert")).toHaveText(
      "SnapList is unreachable (http://127.0.0.1:9). Your claim is kept until it expires: fill by hand with the Copy buttons, or reload this page to try again.",
      { timeout: 30_000 },
    );
    const claims = (await (await admin.get("/api/admin/postings/claims")).json()) as Claim[];
    const still = claims.find((c) => c.listingId === listing.id && c.marketplace === "quikr");
    expect(still?.expiresAt).toBe(held.expiresAt);
  } finally {
    await offline.context.close();
    await admin.delete(`/api/admin/postings/${listing.id}/quikr/claim`);
  }
});
