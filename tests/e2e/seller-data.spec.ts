import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { searchAdminList } from "./admin-search.ts";
import { adminApi, authCard, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { PLANT, postListing as postAnyListing } from "./seed-listing.ts";

const postListing = (api: APIRequestContext, title: string) => postAnyListing(api, title, PLANT);

/**
 * Issue 24 item 4's journey: a seller downloads their data from the account menu (the ZIP holds their listing and
 * its photo) and deletes their account - told first that a payout is still pending; afterwards they cannot sign
 * in, their listings are gone from Marketplace Management, and Sales Tracking still shows the sale under an
 * anonymous label with its amounts (docs/decisions/129).
 */
const PASSWORD = "secret123";

/** The label the kept sale carries: the first 8 hex digits of the sha256 of the seller's id. */
const labelOf = (userId: string) => `Deleted seller #${createHash("sha256").update(userId).digest("hex").slice(0, 8)}`;

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
}

test("a seller downloads their data and deletes their account; the sale stays, anonymous, on Sales Tracking", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const seller = await registerSellerViaApi(page.request, "Meera");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
  const kept = await postListing(page.request, `Aloe plant ${tag}`);
  const sold = await postListing(page.request, `Fern plant ${tag}`);
  const admin = await adminApi(baseURL ?? "");
  const sale = await admin.post("/api/admin/sales", {
    data: { listingId: sold.id, saleAmount: "12000", marketplace: "olx", payoutAmount: "10800" },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  await test.step("Download my data: the ZIP holds the listing and its photo", async () => {
    await page.goto("/?tab=manage");
    await expect(page.getByTestId("user-name")).toHaveText("Meera", FIRST_PAGE);
    await openAccountMenu(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^snaplist-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const data = JSON.parse(Buffer.from(zip["snaplist-data.json"]).toString("utf8")) as {
      profile: { email: string };
      listings: Array<{ id: string; title: string; photos: Array<{ file: string | null }> }>;
      sales: Array<{ listingId: string; saleAmount: string }>;
    };
    expect(data.profile.email).toBe(me.email);
    const listing = data.listings.find((l) => l.id === kept.id);
    expect(listing?.title).toBe(kept.title);
    const file = listing?.photos[0]?.file as string;
    expect(file).toMatch(/^photos\/.+\.jpg$/);
    // The photo in the ZIP is the one the server keeps, byte for byte.
    const served = await page.request.get(kept.imageUrl);
    expect(Buffer.from(zip[file]).equals(await served.body())).toBe(true);
    expect(data.sales).toEqual([expect.objectContaining({ listingId: sold.id, saleAmount: "12000.00" })]);
  });

  await test.step("Delete my account: warned about the pending payout, confirmed with the password", async () => {
    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account" });
    const warning = dialog.getByTestId("unpaid-payout-warning");
    await expect(warning).toContainText("A payout is still pending");
    await expect(warning).toContainText("₹10,800");
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await dialog.getByRole("textbox", { name: "Password" }).fill("not-my-password");
    // Not until the seller says they understand the payout cannot be paid afterwards.
    await expect(confirm).toBeDisabled();
    await warning.getByRole("checkbox").check();
    await confirm.click();
    await expect(dialog.getByText("That password is not right. Please try again.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await confirm.click();
    await expect(page.getByText("Account deleted")).toBeVisible(FIRST_PAGE);
    await expect(authCard(page)).toBeVisible();
  });

  await test.step("they cannot sign in any more", async () => {
    const card = authCard(page);
    await card.getByRole("button", { name: "Log in" }).click();
    await card.getByLabel("Email").fill(me.email);
    await card.getByLabel(/^Password/).fill(PASSWORD);
    await card.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });

  const adminContext = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const adminPage = await adminContext.newPage();
  const login = await adminPage.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);

  await test.step("their listings are gone from Marketplace Management", async () => {
    await adminPage.goto("/admin?tab=marketplace");
    await adminPage.getByRole("textbox", { name: "Search listings" }).fill(tag);
    await expect(adminPage.getByText("No listings found")).toBeVisible(FIRST_PAGE);
    await expect(adminPage.getByTestId("admin-listing")).toHaveCount(0);
  });

  await test.step("Sales Tracking still shows the sale under an anonymous label with its amounts", async () => {
    await adminPage.goto("/admin?tab=sales");
    const card = await searchAdminList(adminPage, adminPage.getByLabel("Search sales"), sold.title, "sale-card");
    await expect(card).toContainText(`Seller: ${labelOf(seller.id)}`);
    await expect(card.getByText("Account deleted")).toBeVisible();
    await expect(card).toContainText("Sale: ₹12,000");
    await expect(card).toContainText("Payout: ₹10,800");
    await expect(card.getByText("Pending Payout")).toBeVisible();
    await expect(card).not.toContainText(me.email);
    // Nobody to pay, message or give the listing back to.
    await expect(card.getByRole("button", { name: "Process Payout" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Undo Sale" })).toHaveCount(0);
  });

  await adminContext.close();
  await admin.dispose();
});

test("a seller who just signed in with Google deletes their account without a password", async ({ page }) => {
  await page.goto("/");
  await authCard(page).getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByTestId("user-name")).toHaveText("Gita", FIRST_PAGE);
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account" });
  await expect(dialog).toContainText("You signed in with Google a few minutes ago");
  await expect(dialog.getByRole("textbox", { name: "Password" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Account deleted")).toBeVisible(FIRST_PAGE);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("an admin deletes a seller's account from the Referral System, after typing the seller's email", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await registerSellerViaApi(page.request, `Kiran${tag}`);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
  const listing = await postListing(page.request, `Road bike ${tag}`);

  const adminContext = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const adminPage = await adminContext.newPage();
  expect((await adminPage.request.post("/api/auth/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  await adminPage.goto("/admin?tab=referrals");
  const card = await searchAdminList(adminPage, adminPage.getByLabel("Search users"), me.email, "referral-user-card");
  await card.getByRole("button", { name: /^Account of / }).click();
  await adminPage.getByRole("menuitem", { name: "Delete seller account" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Delete seller account" });
  await expect(dialog).toContainText("1 listing(s)");
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the seller's email to confirm").fill(me.email);
  await confirm.click();
  await expect(adminPage.getByText("Account deleted")).toBeVisible();
  await expect(adminPage.getByTestId("referral-user-card").filter({ hasText: me.email })).toHaveCount(0);

  // The seller's session is over, and the listing is gone from the desk.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const desk = await adminPage.request.get(`/api/admin/listings?q=${encodeURIComponent(listing.title)}`);
  expect(await desk.json()).toEqual([]);
  await adminContext.close();
});
