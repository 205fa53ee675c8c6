import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";
import { searchAdminList } from "./admin-search.ts";
import { adminApi, E2E_ADMIN, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { PLANT, postListing as postAnyListing } from "./seed-listing.ts";

const postListing = (api: APIRequestContext, title: string) => postAnyListing(api, title, PLANT);

/**
 * Issue 11's journey: an admin records a sale of a seller's posted listing (₹12,000, payout ₹10,800, OLX), typed
 * as people write amounts ("12,000" and "₹10,800", decision 122); it leaves the seller's Dashboard; My Sales shows
 * it pending; the seller sets a UPI id; the admin pays it from Pending Payouts with the UPI QR and a reference; the
 * seller sees Paid with the date and reference; undoing a second sale restores that listing; the delist tasks for
 * the posted marketplaces can be ticked. A sale takes the listing off Pending Review and its count; My Sales says
 * which marketplaces it was withdrawn from; the undone listing's postings are queued again (decision 123).
 * The first sale is recorded through Marketplace Management's Mark as Sold dialog, the second through the API.
 */

/** Whether Pending Review (every page of it) holds the listing. */
async function inPendingReview(api: APIRequestContext, listingId: string) {
  let cursor = "";
  for (;;) {
    const res = await api.get(`/api/admin/listings?pending=true&limit=100${cursor && `&cursor=${cursor}`}`);
    expect(res.ok(), await res.text()).toBe(true);
    if (((await res.json()) as Array<{ id: string }>).some((l) => l.id === listingId)) return true;
    const next = res.headers()["x-next-cursor"];
    if (!next) return false;
    cursor = encodeURIComponent(next);
  }
}

const listingItem = (page: Page, title: string) =>
  page.getByRole("row", { name: title }).or(page.getByRole("article", { name: title }));

async function openDashboard(page: Page) {
  await page.goto("/?tab=manage");
  // The first visit loads the seller chunks on a busy machine: allow it longer than one assertion.
  await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible({ timeout: 30_000 });
}

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
};

test("a sale is recorded, the seller sets a UPI id, the admin pays it by UPI QR, and an undo restores a listing", async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey through two browsers; the shared 2-core machine can be slow.
  test.setTimeout(240_000);
  const tag = uniqueTag();
  await registerSellerViaApi(page.request, "Meera");
  const sold = await postListing(page.request, `Aloe plant ${tag}`);
  const second = await postListing(page.request, `Fern plant ${tag}`);
  const admin = await adminApi(baseURL ?? "");
  for (const platform of ["olx", "quikr"] as const) {
    const res = await admin.put(`/api/admin/listings/${sold.id}/status`, {
      data: { platform, status: "posted", postingUrl: adUrl(platform) },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The admin's own browser, the same size as the seller's.
  const adminContext = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const adminPage = await adminContext.newPage();
  const login = await adminPage.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);

  await test.step("recording the sale takes the listing off the seller's Dashboard", async () => {
    await openDashboard(page);
    await expect(listingItem(page, sold.title)).toBeVisible({ timeout: 30_000 });
    // The admin finds the listing in Marketplace Management and records the sale in the Mark Item as Sold dialog.
    await adminPage.goto("/admin?tab=marketplace");
    const searchBox = adminPage.getByRole("textbox", { name: "Search listings" });
    const card = await searchAdminList(adminPage, searchBox, sold.title, "admin-listing");
    const waiting = adminPage.getByLabel("Listings waiting");
    await expect(waiting).toHaveText(/^\d+$/);
    expect(await inPendingReview(admin, sold.id)).toBe(true);
    await card.getByRole("button", { name: "Mark as Sold" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Mark Item as Sold" });
    await dialog.getByLabel("Sale amount (₹)").fill("12,000");
    await dialog.getByRole("textbox", { name: "Marketplace" }).click();
    await adminPage.getByRole("option", { name: "OLX" }).click();
    await dialog.getByLabel("Payout amount (₹)").fill("₹10,800");
    // The summary the dashboard asks for once the sale is recorded.
    const summaryAfter = adminPage.waitForResponse(
      (r) => r.url().endsWith("/api/admin/summary") && r.request().method() === "GET",
    );
    await dialog.getByRole("button", { name: "Record Sale" }).click();
    await expect(adminPage.getByText("Sale recorded and user notified")).toBeVisible();
    // Sold means off the queue: the list no longer holds it, and the badge shows the server's count from after the
    // sale. (Other journeys add listings to the same queue meanwhile, so "one fewer than before" is checked where
    // nothing else writes: tests/api/sales/off-queue.test.ts.)
    const { pendingReview } = (await (await summaryAfter).json()) as { pendingReview: number };
    await expect(waiting).toHaveText(String(pendingReview));
    expect(await inPendingReview(admin, sold.id)).toBe(false);
    // Its card says why, and offers no way back into the queue while it is sold.
    const facebook = card.locator('[data-marketplace="facebook"]');
    await expect(facebook.getByText("Withdrawn - sold", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Update Status for Facebook" }).click();
    await expect(adminPage.getByRole("menuitem", { name: "Mark Posted" })).toBeVisible();
    await expect(adminPage.getByRole("menuitem", { name: "Reset Pending" })).toHaveCount(0);
    await adminPage.keyboard.press("Escape");
    await page.reload();
    await expect(listingItem(page, second.title)).toBeVisible({ timeout: 30_000 });
    await expect(listingItem(page, sold.title)).toHaveCount(0);
  });

  await test.step("My Sales shows the sale pending and the pending sum", async () => {
    await page.goto("/my-sales");
    await expect(page.getByRole("heading", { name: "My Sales" })).toBeVisible();
    const sale = page.getByTestId("my-sale").filter({ hasText: sold.title });
    await expect(sale).toContainText("Payout pending - Please ensure your payment details are updated");
    await expect(sale).toContainText("₹10,800");
    await expect(sale).toContainText("OLX");
    // Facebook was still queued when it sold: the seller reads why it no longer is.
    await expect(sale.getByTestId("withdrawn-postings")).toContainText("Withdrawn - sold, no longer queued on:");
    await expect(sale.getByLabel("Facebook: Withdrawn - sold")).toBeVisible();
    await expect(sale.getByLabel("OLX: Withdrawn - sold")).toHaveCount(0);
    await expect(page.getByTestId("stat-pending-payouts")).toHaveText("₹10,800");
    await expect(page.getByTestId("stat-total-sales")).toHaveText("1");
  });

  await test.step("the seller sets a UPI id", async () => {
    await page.getByLabel("UPI ID").fill("not-a-upi");
    await page.getByRole("button", { name: "Save Payout Information" }).click();
    await expect(page.getByText("Please enter a valid UPI ID, like name@bank")).toBeVisible();
    await page.getByLabel("UPI ID").fill("meera@okaxis");
    await page.getByRole("button", { name: "Save Payout Information" }).click();
    await expect(page.getByText("Your payout information has been updated successfully")).toBeVisible();
    await expect(page.getByText("UPI ID: meera@okaxis")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update" })).toBeVisible();
    // Saved: the sale no longer asks for payment details, it says where the money goes (issue 47 item 12).
    const sale = page.getByTestId("my-sale").filter({ hasText: sold.title });
    await expect(sale).toContainText("Payout pending - it will be sent to your UPI ID");
    await expect(sale).not.toContainText("Please ensure your payment details are updated");
  });

  await test.step("the admin pays it from Pending Payouts with the UPI QR and a reference", async () => {
    await adminPage.goto("/admin?tab=payouts");
    const card = await searchAdminList(
      adminPage,
      adminPage.getByLabel("Search pending payouts"),
      sold.title,
      "sale-card",
    );
    await expect(card).toContainText("UPI ID: meera@okaxis");
    await card.getByRole("button", { name: "Process Payout" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Process Payout" });
    await expect(dialog.getByLabel("Payout amount (₹)")).toHaveValue("10800.00");
    const qr = dialog.getByRole("img", { name: "UPI QR code to pay meera@okaxis" });
    await expect(qr).toBeVisible();
    const intent = await qr.getAttribute("data-upi-intent");
    expect(intent).toContain("upi://pay?pa=meera%40okaxis");
    expect(intent).toContain("am=10800.00&cu=INR");
    await dialog.getByLabel("UPI transaction reference (UTR)").fill("412345678901");
    await dialog.getByRole("button", { name: "Complete Payout" }).click();
    await expect(adminPage.getByText("Payout completed and user notified")).toBeVisible();
    await expect(adminPage.getByText("No pending payouts")).toBeVisible();
  });

  await test.step("the seller sees Paid with the date and the reference", async () => {
    await page.reload();
    const sale = page.getByTestId("my-sale").filter({ hasText: sold.title });
    await expect(sale).toContainText(`Paid on ${today()} via UPI · Reference 412345678901`);
    await expect(page.getByTestId("stat-pending-payouts")).toHaveText("₹0");
    await expect(page.getByTestId("stat-total-earnings")).toHaveText("₹10,800");
  });

  await test.step("the delist tasks for OLX and Quikr appear on Sales Tracking and can be ticked", async () => {
    await adminPage.goto("/admin?tab=sales");
    const card = await searchAdminList(adminPage, adminPage.getByLabel("Search sales"), sold.title, "sale-card");
    await expect(card.getByText("Paid", { exact: true })).toBeVisible();
    await expect(card).toContainText("Ref 412345678901");
    const olx = card.getByRole("checkbox", { name: "Removed from OLX" });
    await expect(olx).not.toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Removed from Quikr" })).not.toBeChecked();
    await olx.click();
    await expect(olx).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Removed from Quikr" })).not.toBeChecked();
  });

  await test.step("Undo Sale on a second sale restores that listing to the seller's Dashboard", async () => {
    const res = await admin.post("/api/admin/sales", { data: { listingId: second.id, saleAmount: "9000" } });
    expect(res.status(), await res.text()).toBe(201);
    expect(await inPendingReview(admin, second.id)).toBe(false);
    await adminPage.goto("/admin?tab=sales");
    const card = await searchAdminList(adminPage, adminPage.getByLabel("Search sales"), second.title, "sale-card");
    await expect(card.getByText("Pending Payout")).toBeVisible();
    await card.getByRole("button", { name: "Undo Sale" }).click();
    const confirm = adminPage.getByRole("dialog", { name: "Undo Sale" });
    await expect(confirm).toContainText("cannot be reversed");
    await confirm.getByRole("button", { name: "Undo Sale" }).click();
    await expect(adminPage.getByText("Sale undone and listing restored successfully")).toBeVisible();
    expect(await inPendingReview(admin, second.id)).toBe(true);
    await openDashboard(page);
    const restored = listingItem(page, second.title);
    await expect(restored).toBeVisible({ timeout: 30_000 });
    // Its postings are back as they were: queued on every marketplace.
    for (const name of ["OLX", "Quikr", "Facebook"]) await expect(restored.getByLabel(`${name}: Queued`)).toBeVisible();
  });

  await adminContext.close();
});

test("a signed-out visitor at /my-sales sees Login Required", async ({ page }) => {
  await page.goto("/my-sales");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
});
