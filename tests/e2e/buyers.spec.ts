import { expect, test } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";

import { searchAdminList } from "./admin-search.ts";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { PLANT, postListing } from "./seed-listing.ts";

/**
 * Issue 42 at desktop size: an admin sends a buyer's question in two clicks, sees the seller's answer come back tied
 * to its ad, and records a buyer's offer (open, the amount, Enter) that the seller's lowest price lets them accept.
 * Desktop only (playwright.config.ts); the seller's side, at phone size, is in push.spec.ts.
 */
test("an admin relays a buyer's question and records and accepts an offer from the desk", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const seller = await browser.newContext({ baseURL });
  await registerSellerViaApi(seller.request, "Neha");
  const title = `Money plant ${uniqueTag()}`;
  const listing = await postListing(seller.request, title, PLANT);
  const floor = await seller.request.patch(`/api/listings/${listing.id}`, {
    data: {
      floorPrice: "100",
      availability: { days: ["sat"], windows: [{ from: "10:00", to: "12:00" }], area: "Aundh" },
    },
  });
  expect(floor.ok(), await floor.text()).toBe(true);
  const api = await adminApi(baseURL ?? "");
  const ad = adUrl("olx");
  const live = await api.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: "olx", status: "posted", postingUrl: ad },
  });
  expect(live.ok(), await live.text()).toBe(true);

  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: "Marketplace Management" }).click();
  const searchBox = page.getByRole("textbox", { name: "Search listings" });
  const card = await searchAdminList(page, searchBox, title, "admin-listing");
  await expect(card.getByTestId("seller-terms")).toContainText("Seller's lowest: ₹100");

  let actions = 0;
  await test.step("a question in two clicks", async () => {
    await card.getByRole("button", { name: "Ask seller" }).click();
    actions++;
    await page.getByRole("button", { name: "Is it still available?" }).click();
    actions++;
    await expect(page.getByText("Question sent to the seller")).toBeVisible();
    expect(actions).toBeLessThanOrEqual(2);
  });

  await test.step("the seller's answer comes back, tied to the question and its ad", async () => {
    const mine = (await (await seller.request.get("/api/questions")).json()) as { id: string; listingId: string }[];
    const q = mine.find((x) => x.listingId === listing.id);
    expect(q).toBeTruthy();
    const answered = await seller.request.post(`/api/questions/${q?.id}/answer`, { data: { reply: "viewing" } });
    expect(answered.ok(), await answered.text()).toBe(true);
    await page.reload();
    await page.getByRole("tab", { name: "Marketplace Management" }).click();
    const row = page.getByTestId("desk-question").filter({ hasText: title });
    await expect(row.getByText("Seller: Buyers can see it on Sat, 10:00–12:00, in Aundh.")).toBeVisible(FIRST_PAGE);
    await expect(row.getByRole("link", { name: "Open the ad" })).toHaveAttribute("href", ad);
    await row.getByRole("button", { name: "Told the buyer" }).click();
    await expect(row).toHaveCount(0);
  });

  await test.step("an offer: open, the amount, Enter; at the seller's lowest it is accepted in one click", async () => {
    const again = await searchAdminList(page, searchBox, title, "admin-listing");
    await again.getByRole("button", { name: "Record offer" }).click();
    await page.getByLabel("Buyer's offer").fill("120");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Offer recorded: you may accept it")).toBeVisible();
    await again.getByRole("button", { name: "Accept ₹120" }).click();
    await expect(again.getByTestId("offer").filter({ hasText: "Accepted" })).toBeVisible();
  });
  await api.dispose();
  await seller.close();
});
