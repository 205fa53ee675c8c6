import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { launchWithAssistant, panel, saveToken, unpackAssistant } from "./assistant-helpers.ts";
import { adminApi, E2E_ADMIN, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";
import {
  type AdValues,
  type ReplicaMarketplace,
  type Submission,
  serveReplicas,
} from "./marketplace-replicas/serve.ts";
import { PHOTOS, PLANT, postListing } from "./seed-listing.ts";

/**
 * Issue 30 item 1 with the posting assistant (docs/decisions/141): a seller edits a live listing; on the desk's
 * Updates tab "Update on OLX" opens the ad's edit page (the replica, at the address the contract derives), the
 * assistant fills only the changed fields, the admin saves, and the task is marked done. Desktop only, like
 * assistant.spec.ts (playwright.config.ts).
 */

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let seller: APIRequestContext;
let context: BrowserContext;
let desk: Page;
let submissions: Submission[];
let ads: Map<string, AdValues>;
let adKey: (marketplace: ReplicaMarketplace, id: string) => string;
/** The project's server: PGlite's, or PostgreSQL's under desktop-postgres (playwright.config.ts). */
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  baseURL = test.info().project.use.baseURL ?? "";
  admin = await adminApi(baseURL);
  seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Kavya");
  const extensionDir = await unpackAssistant(admin);
  const launched = await launchWithAssistant(extensionDir);
  context = launched.context;
  ({ submissions, ads, adKey } = await serveReplicas(context));
  const created = await admin.post("/api/admin/extension-tokens", { data: { name: "Update journey browser" } });
  expect(created.status(), await created.text()).toBe(201);
  const options = await saveToken(context, launched.extensionId, ((await created.json()) as { token: string }).token);
  await expect(options.getByRole("status")).toHaveText(/^Connected as /);
  await options.close();
  // The admin's desk, in the same browser as the assistant.
  desk = await context.newPage();
  const login = await desk.request.post(`${baseURL}/api/auth/admin/login`, { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
});

test.afterAll(async () => {
  await context?.close();
  await admin?.dispose();
  await seller?.dispose();
});

const SEEDED: Record<ReplicaMarketplace, AdValues> = {
  olx: { category: "Furniture", subcategory: "Home Decor & Garden", condition: "Used" },
  quikr: { category: "Home & Lifestyle", subcategory: "Other Household Items", condition: "Used" },
  facebook: { category: "Household", condition: "Used \u2013 good" },
};

function publishedAd(marketplace: ReplicaMarketplace, title: string, id: string) {
  const slug = title.replace(/[^A-Za-z0-9]+/g, "-");
  if (marketplace === "olx") return `https://www.olx.in/item/${slug.toLowerCase()}-iid-${id}`;
  if (marketplace === "quikr") return `https://bangalore.quikr.com/${slug}-W0QQAdIdZ${id}`;
  return `https://www.facebook.com/marketplace/item/${id}/`;
}

/** A seller's listing, live on a marketplace at a published ad the replica knows, as the admin marked it. */
async function liveOn(marketplace: ReplicaMarketplace, words: string) {
  const listing = await postListing(seller, `${words} ${uniqueTag()}`, PLANT);
  const iid = String(1_800_000_000 + Math.floor(Math.random() * 99_999_999));
  const adUrl = publishedAd(marketplace, listing.title, iid);
  const res = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: marketplace, status: "posted", postingUrl: adUrl },
  });
  expect(res.ok(), await res.text()).toBe(true);
  ads.set(adKey(marketplace, iid), {
    ...SEEDED[marketplace],
    title: listing.title,
    description: PLANT.description,
    price: PLANT.price,
    location: "Andheri West, Mumbai, Maharashtra",
    photoCount: 1,
  });
  return { listing, iid, adUrl };
}
const liveOnOlx = (words: string) => liveOn("olx", words);

const updatingOf = async (listingId: string) => {
  const mine = (await (await seller.get("/api/listings")).json()) as Array<{ id: string; updating: string[] }>;
  return mine.find((l) => l.id === listingId)?.updating;
};

async function openUpdatesTab() {
  await desk.goto(`${baseURL}/admin?tab=updates`);
  await expect(desk.getByText("Sellers changed these live listings.")).toBeVisible({ timeout: 30_000 });
}

test("Update on OLX: the assistant fills the new price and title, leaves the rest, and Save ticks the task", async () => {
  test.setTimeout(180_000);
  const { listing, iid } = await liveOnOlx("Aloe in a blue pot");
  const newTitle = `${listing.title} with saucer`;

  await test.step("the seller changes the price and the title of the live listing", async () => {
    const res = await seller.patch(`/api/listings/${listing.id}`, { data: { price: "11500", title: newTitle } });
    expect(res.ok(), await res.text()).toBe(true);
    expect(await updatingOf(listing.id)).toEqual(["olx"]);
  });

  let edit: Page;
  await test.step("the admin's Update on OLX opens the ad's edit page with the task handed over", async () => {
    await openUpdatesTab();
    const card = desk.getByTestId("update-task").filter({ hasText: newTitle });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const button = card.getByRole("link", { name: "Update on OLX" });
    await expect(button).toHaveAttribute(
      "href",
      new RegExp(`^https://www\\.olx\\.in/editad/${iid}#snaplist-posting=update\\.[0-9a-f-]{36}\\.olx$`),
    );
    await expectAccessible(desk, test.info(), "admin updates with Update on OLX");
    const opened = context.waitForEvent("page");
    await button.click();
    edit = await opened;
  });

  await test.step("only the changed fields are filled; Save is left to the admin", async () => {
    await expect(panel(edit).getByRole("status")).toHaveText(
      "The changed fields are filled. Check them, then press Save yourself.",
      { timeout: 30_000 },
    );
    expect(edit.url()).toBe(`https://www.olx.in/editad/${iid}`);
    await expect(panel(edit).locator("li[data-state=filled]")).toHaveCount(2);
    await expect(edit.getByRole("textbox", { name: "Ad title" })).toHaveValue(newTitle);
    await expect(edit.getByRole("textbox", { name: "Price" })).toHaveValue("11500");
    await expect(edit.getByRole("textbox", { name: "Description" })).toHaveValue(PLANT.description);
    await expect(edit.getByRole("textbox", { name: "Location" })).toHaveValue("Andheri West, Mumbai, Maharashtra");
    expect(submissions.filter((s) => s.editOf === iid)).toHaveLength(0);
  });

  await test.step("the admin saves: back on the ad, the task is marked done", async () => {
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(panel(edit).getByRole("status")).toHaveText("Marked updated in SnapList: the update task is done.", {
      timeout: 20_000,
    });
    expect(new URL(edit.url()).pathname).toMatch(new RegExp(`-iid-${iid}$`));
    const saved = submissions.find((s) => s.editOf === iid);
    expect(saved).toMatchObject({
      title: newTitle,
      price: "11500",
      description: PLANT.description,
      location: "Andheri West, Mumbai, Maharashtra",
      condition: "Used",
      category: "Furniture",
    });
    // Saved back onto the same ad (its id), not a new one.
    expect(saved?.adUrl).toMatch(new RegExp(`^https://www\\.olx\\.in/item/[a-z0-9-]+-iid-${iid}$`));
    await edit.close();
  });

  await test.step("the task leaves the Updates queue, and the seller's Updating on OLX is gone", async () => {
    await openUpdatesTab();
    await expect(desk.getByTestId("update-task").filter({ hasText: newTitle })).toHaveCount(0);
    expect(await updatingOf(listing.id)).toEqual([]);
  });
});

test("a task ticked meanwhile: the edit page's panel says so and fills nothing", async () => {
  const { listing, iid } = await liveOnOlx("Fern in a basket");
  expect((await seller.patch(`/api/listings/${listing.id}`, { data: { price: "12500" } })).ok()).toBe(true);
  const tasks = (await (await admin.get("/api/admin/update-tasks?limit=100")).json()) as Array<{
    id: string;
    listingId: string;
  }>;
  const task = tasks.find((t) => t.listingId === listing.id);
  expect(task).toBeDefined();
  expect((await admin.post(`/api/admin/update-tasks/${task?.id}/done`)).ok()).toBe(true);
  const page = await context.newPage();
  try {
    await page.goto(`https://www.olx.in/editad/${iid}#snaplist-posting=update.${task?.id}.olx`);
    await expect(panel(page).getByRole("alert")).toHaveText(
      "This update is already done: the ad shows the seller's edit",
      { timeout: 30_000 },
    );
    await expect(panel(page).locator("li")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Price" })).toHaveValue(PLANT.price);
  } finally {
    await page.close();
  }
});

test("Update on Quikr and Facebook: price and description filled, a replaced photo listed with its download", async () => {
  test.setTimeout(180_000);
  const EDIT_SAVE = { quikr: "Update Ad", facebook: "Update" } as const;
  for (const marketplace of ["quikr", "facebook"] as const) {
    await test.step(marketplace, async () => {
      const { listing, iid } = await liveOn(marketplace, "Snake plant");
      const upload = await seller.post("/api/upload", {
        multipart: {
          image: { name: "fruits.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(PHOTOS, "fruits.jpg")) },
        },
      });
      expect(upload.ok(), await upload.text()).toBe(true);
      const photo = ((await upload.json()) as { imageUrl: string }).imageUrl;
      const description = "Healthy snake plant in a ceramic pot, with a new saucer.";
      const edit = await seller.patch(`/api/listings/${listing.id}`, {
        data: { price: "9999", description, imageUrls: [photo] },
      });
      expect(edit.ok(), await edit.text()).toBe(true);

      await openUpdatesTab();
      const card = desk.getByTestId("update-task").filter({ hasText: listing.title });
      const name = marketplace === "quikr" ? "Quikr" : "Facebook";
      const opened = context.waitForEvent("page");
      await card.getByRole("link", { name: `Update on ${name}` }).click();
      const page = await opened;
      await expect(panel(page).getByRole("status")).toHaveText(
        "1 change to make by hand (listed below), then press Save yourself.",
        { timeout: 30_000 },
      );
      await expect(panel(page).locator("li[data-state=filled]")).toHaveCount(2);
      const byHand = panel(page).locator("li[data-state=by-hand]");
      await expect(byHand).toHaveText(
        /^✋Photo 1 replaced: do it by hand in the form \(the ad's photos are left as they are\)/,
      );
      await byHand.getByRole("button", { name: "Download photos" }).click();
      await expect(byHand.getByRole("button", { name: "Downloaded" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("textbox", { name: /^Price/ })).toHaveValue("9999");

      await page.getByRole("button", { name: EDIT_SAVE[marketplace], exact: true }).click();
      await expect(panel(page).getByRole("status")).toHaveText("Marked updated in SnapList: the update task is done.", {
        timeout: 20_000,
      });
      const saved = submissions.find((s) => s.editOf === iid);
      expect(saved).toMatchObject({
        title: listing.title,
        price: "9999",
        description,
        location: "Andheri West, Mumbai, Maharashtra",
      });
      expect(saved?.condition).toBe(SEEDED[marketplace].condition);
      expect(saved?.photos).toEqual([]);
      expect(await updatingOf(listing.id)).toEqual([]);
      await page.close();
    });
  }
});
