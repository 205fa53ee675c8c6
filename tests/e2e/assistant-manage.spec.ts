import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { adIdOf } from "../../src/contract/assistant-update.ts";
import { adUrl } from "../helpers/ad-urls.ts";
import { searchAdminList } from "./admin-search.ts";
import { launchWithAssistant, panel, saveToken, unpackAssistant } from "./assistant-helpers.ts";
import { adminApi, E2E_ADMIN, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { type AdValues, type ReplicaMarketplace, serveReplicas } from "./marketplace-replicas/serve.ts";
import { PLANT, postListing } from "./seed-listing.ts";

/**
 * Issue 40 item 4: renew and delist through the assistant, in at most two admin actions an ad - the desk's
 * "Renew on" / "Delist on", then the marketplace's own last button, which the assistant shows and never presses -
 * ticked on the desk once the marketplace's page shows it. On PGlite and PostgreSQL (playwright.config.ts).
 */

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let seller: APIRequestContext;
let context: BrowserContext;
let desk: Page;
let ads: Map<string, AdValues>;
let adKey: (marketplace: ReplicaMarketplace, id: string) => string;
let baseURL: string;
const NAMES: Record<ReplicaMarketplace, string> = { olx: "OLX", quikr: "Quikr", facebook: "Facebook" };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  baseURL = test.info().project.use.baseURL ?? "";
  admin = await adminApi(baseURL);
  seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Farah");
  const launched = await launchWithAssistant(await unpackAssistant(admin));
  context = launched.context;
  ({ ads, adKey } = await serveReplicas(context));
  const created = await admin.post("/api/admin/extension-tokens", { data: { name: "Manage journey browser" } });
  const options = await saveToken(context, launched.extensionId, ((await created.json()) as { token: string }).token);
  await expect(options.getByRole("status")).toHaveText(/^Connected as /);
  await options.close();
  desk = await context.newPage();
  expect((await desk.request.post(`${baseURL}/api/auth/admin/login`, { data: E2E_ADMIN })).ok()).toBe(true);
});

test.afterAll(async () => {
  await context?.close();
  await admin?.dispose();
  await seller?.dispose();
});

/** A seller's listing, live on `marketplace` at an ad the replica lists on its My Ads page. */
async function liveOn(marketplace: ReplicaMarketplace, words: string) {
  const listing = await postListing(seller, `${words} ${uniqueTag()}`, PLANT);
  const url = adUrl(marketplace);
  const res = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: marketplace, status: "posted", postingUrl: url },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = adIdOf(marketplace, url) ?? "";
  ads.set(adKey(marketplace, id), { title: listing.title, price: PLANT.price, adUrl: url } as AdValues);
  return { listing, url, key: adKey(marketplace, id) };
}

/** The admin's action on the desk that opens the marketplace's page: a link to a new tab. */
async function openFromDesk(link: ReturnType<Page["getByRole"]>): Promise<Page> {
  const opened = context.waitForEvent("page");
  await link.click();
  return opened;
}

test("Renew on OLX, Quikr and Facebook: two actions each, recorded once the page shows the ad renewed", async () => {
  test.setTimeout(180_000);
  for (const m of ["olx", "quikr", "facebook"] as const) {
    await test.step(m, async () => {
      const { listing, key } = await liveOn(m, "Renewed plant");
      // 28 days live: within the renewal window of a 30-day ad.
      expect((await admin.post(`/api/test/age-listing/${listing.id}`, { data: { days: 28 } })).ok()).toBe(true);
      await desk.goto(`${baseURL}/admin?tab=renewals`);
      const card = desk.getByTestId("renewal").filter({ hasText: listing.title });
      // Action 1: the desk's Renew on X.
      const page = await openFromDesk(card.getByRole("link", { name: `Renew on ${NAMES[m]}` }));
      await expect(panel(page).getByRole("status")).toHaveText(/^Press "[^"]+" to renew/, { timeout: 30_000 });
      expect(ads.get(key)?.renewedAt).toBeUndefined();
      // Action 2: the marketplace's own button, which the assistant showed.
      await page.locator("[data-snaplist-press]").click();
      await expect(panel(page).getByRole("status")).toHaveText(`Renewed on ${NAMES[m]}: recorded in SnapList.`, {
        timeout: 20_000,
      });
      expect(ads.get(key)?.renewedAt).toBeTruthy();
      // Off the Renewals due queue: its lifetime restarted.
      await desk.reload();
      await expect(desk.getByTestId("renewal").filter({ hasText: listing.title })).toHaveCount(0);
      await page.close();
    });
  }
});

test("Delist on OLX and Facebook after a sale, and on Quikr after the seller deleted the listing", async () => {
  test.setTimeout(180_000);
  await test.step("sold: OLX and Facebook, from the sale's card", async () => {
    const { listing, key: olxKey } = await liveOn("olx", "Sold plant");
    const url = adUrl("facebook");
    expect(
      (
        await admin.put(`/api/admin/listings/${listing.id}/status`, {
          data: { platform: "facebook", status: "posted", postingUrl: url },
        })
      ).ok(),
    ).toBe(true);
    const fbKey = adKey("facebook", adIdOf("facebook", url) ?? "");
    ads.set(fbKey, { title: listing.title, price: PLANT.price, adUrl: url } as AdValues);
    const sale = await admin.post("/api/admin/sales", { data: { listingId: listing.id, saleAmount: "900" } });
    expect(sale.status(), await sale.text()).toBe(201);
    await desk.goto(`${baseURL}/admin?tab=sales`);
    const card = await searchAdminList(desk, desk.getByLabel("Search sales"), listing.title, "sale-card");
    for (const [m, key, reason] of [
      ["olx", olxKey, "Sold somewhere else"],
      ["facebook", fbKey, "Yes, sold elsewhere"],
    ] as const) {
      const page = await openFromDesk(card.getByRole("link", { name: `Delist on ${NAMES[m]}` }));
      await expect(panel(page).getByRole("status")).toHaveText(new RegExp(`^Reason "${reason}" chosen\\. Press`), {
        timeout: 30_000,
      });
      // The assistant never presses the final button.
      expect(ads.get(key)?.state).not.toBe("removed");
      await page.locator("[data-snaplist-press]").click();
      await expect(panel(page).getByRole("status")).toHaveText(
        `Taken down from ${NAMES[m]}: the delist task is ticked in SnapList.`,
        { timeout: 20_000 },
      );
      expect(ads.get(key)).toMatchObject({ state: "removed", removedReason: reason });
      await page.close();
    }
    // Ticked on the desk: the sale's card shows both ads removed.
    await desk.reload();
    const ticked = await searchAdminList(desk, desk.getByLabel("Search sales"), listing.title, "sale-card");
    for (const m of ["olx", "facebook"] as const) {
      await expect(ticked.getByRole("checkbox", { name: `Removed from ${NAMES[m]}` })).toBeChecked();
    }
  });

  await test.step("withdrawn: the seller deletes a listing live on Quikr; the desk lists its ad to take down", async () => {
    const { listing, key } = await liveOn("quikr", "Withdrawn plant");
    expect((await seller.delete(`/api/listings/${listing.id}`)).status()).toBe(204);
    await desk.goto(`${baseURL}/admin?tab=marketplace`);
    const list = desk.getByRole("list", { name: "Ads to take down" });
    const item = list.getByRole("listitem").filter({ hasText: listing.title });
    const page = await openFromDesk(item.getByRole("link", { name: "Delist on Quikr" }));
    await expect(panel(page).getByRole("status")).toHaveText(/^Reason "Not interested in selling anymore" chosen/, {
      timeout: 30_000,
    });
    await page.locator("[data-snaplist-press]").click();
    await expect(panel(page).getByRole("status")).toHaveText(
      "Taken down from Quikr: the delist task is ticked in SnapList.",
      {
        timeout: 20_000,
      },
    );
    expect(ads.get(key)?.state).toBe("removed");
    await desk.reload();
    await expect(desk.getByRole("list", { name: "Ads to take down" }).getByText(listing.title)).toHaveCount(0);
    await page.close();
  });
});
