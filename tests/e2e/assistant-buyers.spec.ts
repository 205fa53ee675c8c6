import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { adIdOf } from "../../src/contract/assistant-update.ts";
import type { Marketplace } from "../../src/contract/enums.ts";
import { adUrl } from "../helpers/ad-urls.ts";
import { launchWithAssistant, listingWithPhotos, panel, saveToken, unpackAssistant } from "./assistant-helpers.ts";
import { adminApi, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { type AdValues, CHAT_PAGES, serveReplicas } from "./marketplace-replicas/serve.ts";

/**
 * Issue 49 item 4: buyers' offers and questions from the assistant's panel, on the marketplace's ad page and its chat
 * with the buyer (docs/decisions/193). Record offer in 3 actions (the button, the amount, Enter), Ask the seller in 2
 * (the button, a common question; or the button, the buyer's words pasted); the seller's answer shows in the panel
 * once given, with "Told the buyer". A sold listing takes nothing; nobody else's ad gets a panel. Desktop only; on
 * PGlite and PostgreSQL.
 */

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let seller: APIRequestContext;
let context: BrowserContext;
let served: Awaited<ReturnType<typeof serveReplicas>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = await adminApi(baseURL);
  seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Farah");
  const launched = await launchWithAssistant(await unpackAssistant(admin));
  context = launched.context;
  served = await serveReplicas(context);
  for (const origin of ["https://www.olx.in", "https://www.quikr.com", "https://www.facebook.com"]) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  }
  const created = await admin.post("/api/admin/extension-tokens", { data: { name: "Buyers journey browser" } });
  await (await saveToken(context, launched.extensionId, (await created.json()).token))
    .getByText(/^Connected as/)
    .waitFor();
});

test.afterAll(async () => {
  await context?.close();
  await admin?.dispose();
  await seller?.dispose();
});

/** A seller's listing live on `m` (price 42,000, lowest 38,000), known to the replica's chat. */
async function liveOn(m: Marketplace, title: string) {
  const listing = await listingWithPhotos(seller, title);
  expect((await seller.patch(`/api/listings/${listing.id}`, { data: { floorPrice: "38000" } })).ok()).toBe(true);
  const url = adUrl(m);
  const posted = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: m, status: "posted", postingUrl: url },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  served.ads.set(served.adKey(m, adIdOf(m, url) ?? ""), { title, price: "42000", adUrl: url } as AdValues);
  return { listing, url };
}

const heading = (page: Page, title: string) =>
  panel(page).getByRole("heading", { name: new RegExp(`^Buyers: ${title}`) });

test("on the ad's page: an offer in 3 actions, decided by the seller, the counter shown and marked told", async () => {
  test.setTimeout(90_000);
  const title = `Sony TV offer ${uniqueTag()}`;
  const { listing, url } = await liveOn("olx", title);
  const page = await context.newPage();
  await page.goto(url);
  await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
  // The seller's floor: only in the admin's own line.
  await expect(panel(page).getByText("Seller's lowest: ₹38,000")).toBeVisible();
  await panel(page).getByRole("button", { name: "Record offer" }).click();
  await page.keyboard.insertText("36,000");
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("status")).toHaveText("Offer of ₹36,000 recorded: the seller decides it");
  const offers = panel(page).getByRole("list", { name: "Offers" });
  await expect(offers).toContainText("₹36,000: waiting for the seller");
  // The seller counters in SnapList; the panel shows it when it comes.
  const mine = (await (await seller.get(`/api/listings/${listing.id}`)).json()) as { offers: Array<{ id: string }> };
  const answered = await seller.post(`/api/offers/${mine.offers[0].id}/answer`, {
    data: { decision: "counter", amount: "40000" },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await expect(offers).toContainText("the seller asks ₹40,000: tell the buyer", { timeout: 30_000 });
  await offers.getByRole("button", { name: /^Told the buyer/ }).click();
  await expect(panel(page).getByRole("status")).toHaveText("Marked told in SnapList");
  await expect(offers.getByRole("button", { name: /^Told the buyer/ })).toHaveCount(0);
  await page.close();
});

test("on the marketplace's chat: a common question in 2 actions, the buyer's words pasted in 2, the answer back", async () => {
  test.setTimeout(90_000);
  const title = `Sony TV question ${uniqueTag()}`;
  await liveOn("quikr", title);
  const chat = await context.newPage();
  await chat.goto(CHAT_PAGES.quikr);
  await expect(heading(chat, title)).toBeVisible({ timeout: 30_000 });
  await panel(chat).getByRole("button", { name: "Ask the seller" }).click();
  await panel(chat).getByRole("button", { name: "Is it still available?" }).click();
  await expect(panel(chat).getByRole("status")).toHaveText("Question sent to the seller");
  // The buyer's words, copied from the chat, pasted into the box that opens focused: sent as pasted.
  await chat.evaluate(() => navigator.clipboard.writeText("Can I pick it up in Powai on Sunday?"));
  await panel(chat).getByRole("button", { name: "Ask the seller" }).click();
  await chat.keyboard.press("Control+V");
  const questions = panel(chat).getByRole("list", { name: "Questions" });
  await expect(questions).toContainText("“Can I pick it up in Powai on Sunday?”: waiting for the seller", {
    timeout: 15_000,
  });
  // The seller answers in SnapList Messages; the panel shows it, worded for the buyer.
  const asked = (await (await seller.get("/api/questions")).json()) as Array<{ id: string; common: string | null }>;
  const available = asked.find((q) => q.common === "available");
  expect((await seller.post(`/api/questions/${available?.id}/answer`, { data: { reply: "available" } })).ok()).toBe(
    true,
  );
  await expect(panel(chat).getByRole("status")).toHaveText("The seller answered: Yes, it is still available.", {
    timeout: 30_000,
  });
  const answered = questions.locator("li[data-answered=true]");
  await expect(answered).toContainText("Tell the buyer: Yes, it is still available.");
  await answered.getByRole("button", { name: /^Told the buyer/ }).click();
  await expect(questions.locator("li[data-answered=true]")).toHaveCount(0);
  await chat.close();
});

test("a sold listing takes no offers from the panel, and nobody else's ad gets one", async () => {
  const title = `Sony TV sold ${uniqueTag()}`;
  const { listing, url } = await liveOn("facebook", title);
  const sale = await admin.post("/api/admin/sales", { data: { listingId: listing.id, saleAmount: "41000" } });
  expect(sale.status(), await sale.text()).toBe(201);
  const page = await context.newPage();
  await page.goto(url);
  await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
  await expect(panel(page).getByText("This listing is sold or withdrawn: no more offers")).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Record offer" })).toHaveCount(0);
  const stranger = await context.newPage();
  await stranger.goto(adUrl("facebook"));
  await expect(stranger.getByRole("heading").first()).toBeVisible();
  await stranger.waitForTimeout(3000);
  await expect(panel(stranger)).toHaveCount(0);
  await page.close();
  await stranger.close();
});
