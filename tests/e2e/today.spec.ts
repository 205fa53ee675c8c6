import { type APIRequestContext, expect, type Locator, type Page, request, test } from "@playwright/test";
import { QUEUE_POLL_MS } from "../../src/contract/work-queue.ts";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";
import { postListing } from "./seed-listing.ts";

/**
 * Issue 41 (docs/decisions/160, 161): Today is the desk's first view - a sale's delists lead, a seller's reply and
 * a payout are one action away, the keys move through the list and finish the work, new items arrive and items
 * another admin finished leave without a reload - at desktop and phone size. Roles: admin-roles.spec.ts.
 */

const LIVE = { timeout: 40_000 };

/**
 * Everything Today's live region says, in order. Other journeys make work on the same server meanwhile, so a poll's
 * "2 new items in Today" may replace a message before a check reads it, as a screen reader would hear both.
 */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { __said: said });
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=today-announcer]")?.textContent ?? "";
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const announced = (page: Page, words: string | RegExp) =>
  expect
    .poll(async () =>
      (await page.evaluate(() => (window as unknown as { __said?: string[] }).__said ?? [])).some((text) =>
        typeof words === "string" ? text.includes(words) : words.test(text),
      ),
    )
    .toBe(true);

async function soldListingWithReply(owner: APIRequestContext, baseURL: string, tag: string) {
  const sellerApi = await request.newContext({ baseURL });
  const seller = await registerSellerViaApi(sellerApi, "Kavya");
  expect((await sellerApi.put("/api/user/payout-info", { data: { upiId: `kavya${tag}@okaxis` } })).ok()).toBe(true);
  const listing = await postListing(sellerApi, `Desk lamp ${tag}`);
  for (const [platform, postingUrl] of [
    ["olx", `https://www.olx.in/item/desk-lamp-iid-${Date.now()}`],
    ["quikr", `https://www.quikr.com/home/desk-lamp-W0QQAdIdZ${Date.now()}`],
  ]) {
    const res = await owner.put(`/api/admin/listings/${listing.id}/status`, {
      data: { platform, status: "posted", postingUrl },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const sale = await owner.post("/api/admin/sales", {
    data: { listingId: listing.id, saleAmount: "2500", marketplace: "olx" },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const note = await owner.post("/api/admin/messages", {
    data: { toUserId: seller.id, subject: `Pickup for ${tag}`, message: "When can the buyer pick the lamp up?" },
  });
  expect(note.status()).toBe(201);
  const reply = await sellerApi.post("/api/messages", {
    data: { originalMessageId: (await note.json()).id, message: `Any evening after six (${tag}).` },
  });
  expect(reply.status()).toBe(201);
  return { sellerApi, seller, listing, saleId: (await sale.json()).id as string };
}

/** The item cards of this journey (other journeys fill the same queue). */
const cardsOf = (page: Page, text: string): Locator => page.getByTestId("work-item").filter({ hasText: text });

async function openToday(page: Page, query = "") {
  await page.goto(`/admin?tab=today${query}`);
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible(FIRST_PAGE);
}

test("Today: delists lead, each kind's work is one action away, the list stays live", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.startsWith("phone");
  const tag = uniqueTag();
  const owner = await adminApi(baseURL ?? "");
  const { sellerApi, listing } = await soldListingWithReply(owner, baseURL ?? "", tag);
  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  // The desk polls every QUEUE_POLL_MS; on a clock the test can move, "without a reload" needs no real waiting.
  await page.clock.install();
  await recordAnnouncements(page);

  await test.step("the desk opens on Today, its counts in the header and the page title", async () => {
    await page.goto("/admin");
    await expect(page.getByRole("tab", { name: /^Today/ })).toHaveAttribute("aria-selected", "true", FIRST_PAGE);
    await expect(page.getByRole("group", { name: "Work waiting, by kind" })).toBeVisible();
    await expect(page.getByTestId("count-delist")).toContainText(/Delists \d+/);
    await expect(page).toHaveTitle(/Today.*Delists \d+.* - SnapList admin/);
    const first = page.getByTestId("work-item").first();
    await expect(first).toHaveAttribute("data-kind", "delist");
    await expectAccessible(page, testInfo, "today");
  });

  await test.step("the sale's two delists; keys move through them; Done takes one off", async () => {
    await openToday(page, "&kind=delist");
    const mine = cardsOf(page, listing.title);
    await expect(mine).toHaveCount(2);
    // The two are next to each other (same sale, same time); which marketplace comes first is the ids' order.
    const first = mine.first();
    const gone = (await first.textContent())?.includes("from OLX") ? "OLX" : "Quikr";
    if (phone) {
      await first.getByRole("button", { name: "Removed" }).tap();
    } else {
      await first.click({ position: { x: 8, y: 8 } });
      await expect(first).toHaveAttribute("aria-current", "true");
      await page.keyboard.press("j");
      await expect(mine.nth(1)).toHaveAttribute("aria-current", "true");
      await expect(mine.nth(1)).toBeFocused();
      await page.keyboard.press("k");
      await expect(first).toHaveAttribute("aria-current", "true");
      await expect(first).toBeFocused();
      await page.keyboard.press("d");
    }
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`remove the ad from ${gone === "OLX" ? "Quikr" : "OLX"}`);
    await announced(page, `Done: Removed, ${listing.title}`);
  });

  await test.step("the seller's reply opens as a conversation; the answer takes it off", async () => {
    await openToday(page, "&kind=reply");
    const card = cardsOf(page, tag);
    await expect(card).toHaveCount(1);
    if (phone) await card.getByRole("button", { name: "Open conversation" }).tap();
    else {
      await card.click({ position: { x: 8, y: 8 } });
      await page.keyboard.press("o");
    }
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("log")).toContainText(`Any evening after six (${tag}).`);
    await expect(dialog.getByText("Waiting for an answer")).toBeVisible();
    await expectAccessible(page, testInfo, "today reply dialog");
    await dialog.getByRole("textbox", { name: /Your reply to Kavya/ }).fill("Thank you, the buyer will come at six.");
    await dialog.getByRole("button", { name: "Send Reply" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    const inbox = await sellerApi.get("/api/messages");
    expect(JSON.stringify(await inbox.json())).toContain("the buyer will come at six");
  });

  await test.step("the payout opens the payout dialog", async () => {
    await openToday(page, "&kind=payout");
    const card = cardsOf(page, listing.title);
    await card.getByRole("button", { name: "Process Payout" }).click();
    const dialog = page.getByRole("dialog", { name: "Process Payout" });
    await dialog.getByRole("button", { name: "Complete Payout" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  await test.step("a new sale's delist arrives without a reload; another admin's Done takes it away", async () => {
    await openToday(page, "&kind=delist");
    const second = await postListing(sellerApi, `Floor lamp ${tag}`);
    const posted = await owner.put(`/api/admin/listings/${second.id}/status`, {
      data: {
        platform: "facebook",
        status: "posted",
        postingUrl: `https://www.facebook.com/marketplace/item/${Date.now()}/`,
      },
    });
    expect(posted.ok()).toBe(true);
    const sale = await owner.post("/api/admin/sales", { data: { listingId: second.id, saleAmount: "1800" } });
    expect(sale.status()).toBe(201);
    const arrived = cardsOf(page, second.title);
    await page.clock.fastForward(QUEUE_POLL_MS);
    await expect(arrived).toHaveCount(1, LIVE);
    await announced(page, /new item/);
    const { delistTasks } = (await sale.json()) as { id: string; delistTasks: { id: string }[] };
    const tick = await owner.put(`/api/admin/sales/${(await sale.json()).id}/delist-tasks/${delistTasks[0].id}`, {
      data: { done: true },
    });
    expect(tick.ok()).toBe(true);
    await page.clock.fastForward(QUEUE_POLL_MS);
    await expect(arrived).toHaveCount(0, LIVE);
  });
  await owner.dispose();
  await sellerApi.dispose();
});
