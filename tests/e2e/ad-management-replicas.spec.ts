import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  type AdValues,
  MANAGE_PAGES,
  type ManagementEvent,
  type ReplicaMarketplace,
  type ReplicaOptions,
  serveReplicas,
} from "./marketplace-replicas/serve.ts";

/**
 * The main replicas' ad management pages (marketplace-replicas/MANAGEMENT.md), used as a seller would: renew one
 * ad, remove another with the reason "sold elsewhere" (the dialog's final button pressed last), and the removed ad's
 * own address then says it is gone. And the relabel option (a marketplace renaming a field's label). No SnapList
 * server: a plain browser context with the replicas. Desktop only (playwright.config.ts).
 */

let context: BrowserContext;
let page: Page;
let ads: Map<string, AdValues>;
let adKey: (marketplace: ReplicaMarketplace, id: string) => string;
let management: ManagementEvent[];

async function serve(options: ReplicaOptions = {}) {
  ({ ads, adKey, management } = await serveReplicas(context, options));
}

test.beforeEach(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterEach(async () => {
  await context?.close();
});

/** Two live ads of the marketplace, as a journey registers them (the first is renewed, the second removed). */
function registerTwo(marketplace: ReplicaMarketplace, ids: [string, string], urls: [string, string]) {
  ads.set(adKey(marketplace, ids[0]), { title: "Sony Bravia 55 inch TV", price: "42000", adUrl: urls[0] });
  ads.set(adKey(marketplace, ids[1]), { title: "Wooden study table", price: "3500", adUrl: urls[1] });
}

const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });

test("OLX My Ads: Republish renews an ad; Remove asks why, and only Remove ad removes it", async () => {
  await serve();
  const removedUrl = "https://www.olx.in/item/wooden-study-table-iid-1700000002";
  registerTwo(
    "olx",
    ["1700000001", "1700000002"],
    ["https://www.olx.in/item/sony-bravia-55-inch-tv-iid-1700000001", removedUrl],
  );
  await page.goto(MANAGE_PAGES.olx);

  const tv = card("Sony Bravia 55 inch TV");
  await expect(tv.getByText("This ad is currently live")).toBeVisible();
  await tv.getByRole("button", { name: "Republish" }).click();
  await expect(page.getByRole("status")).toHaveText("Your ad has been republished");
  await expect(
    tv.getByText(/^Republished on \d{1,2} \w{3} \d{4}\. This ad is live until \d{1,2} \w{3} \d{4}$/),
  ).toBeVisible();

  const table = card("Wooden study table");
  await table.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this ad?" });
  const final = dialog.getByRole("button", { name: "Remove ad" });
  await expect(final).toBeDisabled();
  await dialog.getByRole("radio", { name: "Sold somewhere else" }).check();
  // The assistant stops here: the final button is the admin's.
  expect(management.filter((e) => e.action === "remove")).toEqual([]);
  await final.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Your ad has been removed");
  await expect(table.getByText("REMOVED", { exact: true })).toBeVisible();
  await expect(table.getByText("This ad was removed: Sold somewhere else")).toBeVisible();
  await expect(table.getByRole("button", { name: "Remove" })).toHaveCount(0);

  expect(management.map(({ adId, action, reason }) => ({ adId, action, reason }))).toEqual([
    { adId: "1700000001", action: "renew", reason: undefined },
    { adId: "1700000002", action: "remove", reason: "Sold somewhere else" },
  ]);
  expect(ads.get(adKey("olx", "1700000001"))).toMatchObject({ renewedAt: expect.any(String) });
  expect(ads.get(adKey("olx", "1700000002"))).toMatchObject({ state: "removed", removedReason: "Sold somewhere else" });

  const gone = await page.goto(removedUrl);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This ad is no longer available" })).toBeVisible();
  expect((await page.goto("https://www.olx.in/editad/1700000002"))?.status()).toBe(404);
});

test("MyQuikr: Repost renews an ad; Delete asks why, and only Delete Ad deletes it; Cancel leaves it", async () => {
  await serve();
  const removedUrl = "https://mumbai.quikr.com/Wooden-study-table-W0QQAdIdZ300000002";
  registerTwo(
    "quikr",
    ["300000001", "300000002"],
    ["https://mumbai.quikr.com/Sony-Bravia-55-inch-TV-W0QQAdIdZ300000001", removedUrl],
  );
  await page.goto(MANAGE_PAGES.quikr);

  const tv = card("Sony Bravia 55 inch TV");
  await tv.getByRole("button", { name: "Repost" }).click();
  await expect(page.getByRole("status")).toHaveText("Your ad has been reposted");
  await expect(tv.getByText(/^Reposted on: \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  const table = card("Wooden study table");
  await table.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Ad" });
  await dialog.getByRole("radio", { name: "Sold elsewhere" }).check();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByText("Status: Active")).toBeVisible();
  await table.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("radio", { name: "Sold elsewhere" }).check();
  await dialog.getByRole("button", { name: "Delete Ad" }).click();
  await expect(page.getByRole("status")).toHaveText("Your ad has been deleted");
  await expect(table.getByText("Status: Deleted (Sold elsewhere)")).toBeVisible();

  expect(management.map(({ action, reason }) => [action, reason])).toEqual([
    ["renew", undefined],
    ["remove", "Sold elsewhere"],
  ]);
  const gone = await page.goto(removedUrl);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This ad is no longer available" })).toBeVisible();
});

test("Facebook Your listings: Renew listing (confirmed); More options > Delete listing asks, then Delete", async () => {
  await serve();
  const removedUrl = "https://www.facebook.com/marketplace/item/1000000000000002/";
  registerTwo(
    "facebook",
    ["1000000000000001", "1000000000000002"],
    ["https://www.facebook.com/marketplace/item/1000000000000001/", removedUrl],
  );
  await page.goto(MANAGE_PAGES.facebook);

  const tv = card("Sony Bravia 55 inch TV");
  await tv.getByRole("button", { name: "Renew listing" }).click();
  await page
    .getByRole("dialog", { name: "Renew your listing?" })
    .getByRole("button", { name: "Renew listing" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Listing renewed");
  await expect(tv.getByText(/^Active · Renewed on \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  await page.getByPlaceholder("Search your listings").fill("study");
  await expect(tv).toBeHidden();
  const table = card("Wooden study table");
  await table.getByRole("button", { name: "More options for Wooden study table" }).click();
  await table.getByRole("menuitem", { name: "Delete listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete listing?" });
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeDisabled();
  await dialog
    .getByRole("radiogroup", { name: "Did you sell this item?" })
    .getByRole("radio", { name: "Yes, sold elsewhere" })
    .click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Listing deleted");
  await expect(table.getByText("Deleted", { exact: true })).toBeVisible();

  expect(management.map(({ action, reason }) => [action, reason])).toEqual([
    ["renew", undefined],
    ["remove", "Yes, sold elsewhere"],
  ]);
  await page.goto(removedUrl);
  await expect(page.getByRole("heading", { name: "This content isn't available right now" })).toBeVisible();
});

test("relabel: a renamed label shows on the main replica's form and edit page; without it nothing changes", async () => {
  await serve({ relabel: { olx: { "Ad title": "Title of your ad" }, quikr: { "Category *": "Choose a category *" } } });
  await page.goto("https://www.olx.in/post");
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Electronics & Appliances" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("textbox", { name: "Title of your ad *" })).toBeVisible();
  await expect(page.getByText("Ad title", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Description *" })).toBeVisible();
  ads.set(adKey("olx", "1700000009"), { title: "Sony Bravia 55 inch TV", price: "42000" });
  await page.goto("https://www.olx.in/editad/1700000009");
  await expect(page.getByRole("textbox", { name: "Title of your ad *" })).toHaveValue("Sony Bravia 55 inch TV");
  await page.goto("https://www.quikr.com/post-classifieds-ads");
  await expect(page.getByLabel("Choose a category *")).toBeVisible();
  await expect(page.getByLabel("Sub Category")).toBeVisible();

  const plain = await context.browser()!.newContext();
  await serveReplicas(plain);
  const other = await plain.newPage();
  await other.goto("https://www.olx.in/post");
  await other.getByRole("combobox", { name: "Category" }).click();
  await other.getByRole("option", { name: "Furniture" }).click();
  await other.getByRole("button", { name: "Next" }).click();
  await expect(other.getByRole("textbox", { name: "Ad title *" })).toBeVisible();
  await plain.close();
});
