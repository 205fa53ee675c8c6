import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import type { ListingDto } from "../../src/contract/listings.ts";
import { adUrl } from "../helpers/ad-urls.ts";
import { adminApi, E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { fixturePhoto } from "./generator-helpers.ts";
import { expectFocusTrapped, isFocused, skipToMain, tabThroughPage, tabTo } from "./keyboard.ts";
import { postListing } from "./seed-listing.ts";

/**
 * Issue 25 item 2: a seller and an admin do their work with the keyboard alone. After each navigation the page
 * is driven by page.keyboard only (Tab, Shift+Tab, Enter, Space, arrows, typing) - no clicks. At every Tab stop
 * the focused control must show that it has focus. The one exception is the operating system's file picker,
 * which a browser does not draw: the journey opens it from the keyboard (Enter on the drop zone) and hands it the
 * files through Playwright's file-chooser event. Runs at desktop size (playwright.config.ts).
 */

const toast = (page: Page, text: string) => page.locator(".mantine-Notification-root").getByText(text);

test("a seller creates and posts a listing with the keyboard, and hears the generator's progress", async ({ page }) => {
  test.setTimeout(120_000); // a generation on the CPU
  await registerSellerViaApi(page.request, "Kavya");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible(FIRST_PAGE);
  await skipToMain(page);

  // The drop zone opens the file picker on Enter; the picker itself is the operating system's.
  const dropzone = page.getByRole("button", { name: /^Drag photos here or click to choose/ });
  // Waited for before the Tabs, not just before the Enter: Playwright turns on Chromium's file-chooser interception
  // without waiting for it, and an Enter sent at once could open the picker first; then no event came (2 of 32
  // runs; the page did call the input's click() with the user's activation).
  const chooser = page.waitForEvent("filechooser");
  await tabTo(page, dropzone);
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(
    ["tv_sticker.jpg", "test.png"].map((name) => {
      const f = fixturePhoto(name);
      return { name: f.name, mimeType: f.mimeType, buffer: Buffer.from(f.base64, "base64") };
    }),
  );
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(2);

  // Everything the live region says, in order, from Generate to the finished listing.
  await page.getByTestId("generation-announcer").evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = region.textContent ?? "";
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  const generate = page.getByRole("button", { name: "Generate Smart Listing" });
  await tabTo(page, generate);
  await page.keyboard.press("Enter");
  const live = page.getByTestId("generation-announcer");
  await expect(live).toHaveText("Your listing is ready", { timeout: 60_000 });
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live).toHaveAttribute("role", "status");
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  // Progress first, the result last; which steps in between get a turn depends on how fast the server answers.
  expect(said[0]).toBe("Uploading and identifying your item…");
  expect(said.at(-1)).toBe("Your listing is ready");
  expect(said.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible();

  const post = page.getByRole("button", { name: "Post to Platforms" });
  await tabTo(page, post);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Posted Successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add photos" })).toBeVisible();
  const listings = (await (await page.request.get("/api/listings")).json()) as ListingDto[];
  expect(listings).toHaveLength(1);
  expect(listings[0]).toMatchObject({ status: "active", imageUrls: [expect.any(String), expect.any(String)] });
});

test("a seller reads and answers a message, then sets payout details, with the keyboard", async ({ page, baseURL }) => {
  const seller = await registerSellerViaApi(page.request, "Farhan");
  const listing = await postListing(page.request, `Canon EOS 200D ${uniqueTag()}`);
  const admin = await adminApi(baseURL ?? "");
  const subject = `We need more details for your listing: ${listing.title}`;
  const sent = await admin.post("/api/admin/messages", {
    data: {
      toUserId: seller.id,
      subject,
      message: "Is the original box included?",
      messageType: "info_request",
      listingId: listing.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await test.step("the message: open it, reply, send", async () => {
    await page.goto("/?tab=messages");
    const row = page.getByRole("button", { name: `Unread: ${subject}` });
    await expect(row).toBeVisible(FIRST_PAGE);
    await skipToMain(page);
    await tabTo(page, row);
    await page.keyboard.press("Enter");
    const article = page.getByRole("article", { name: "Message" });
    await expect(article.getByRole("heading", { name: subject })).toBeVisible();
    await tabTo(page, article.getByRole("button", { name: "Reply" }));
    await page.keyboard.press("Enter");
    await tabTo(page, article.getByRole("textbox", { name: "Your Reply" }));
    await page.keyboard.type("Yes, the box and the manual are included.");
    await tabTo(page, article.getByRole("button", { name: "Send Reply" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Reply sent")).toBeVisible();
    const inbox = (await (await admin.get("/api/messages")).json()) as Array<Record<string, unknown>>;
    expect(inbox.find((m) => m.fromUserId === seller.id)).toMatchObject({
      subject: `Re: ${subject}`,
      message: "Yes, the box and the manual are included.",
    });
  });

  await test.step("payout details on My Sales", async () => {
    await page.goto("/my-sales");
    const upi = page.getByRole("textbox", { name: "UPI ID" });
    await expect(upi).toBeVisible(FIRST_PAGE);
    await skipToMain(page);
    await tabTo(page, upi);
    await page.keyboard.type("farhan@okaxis");
    await tabTo(page, page.getByRole("button", { name: "Save Payout Information" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Your payout information has been updated successfully")).toBeVisible();
    await expect(page.getByText("UPI ID: farhan@okaxis")).toBeVisible();
  });
  await admin.dispose();
});

/** A seller with a listing and a UPI id, made in a browser context of their own. */
async function sellerWithListing(baseURL: string) {
  const api: APIRequestContext = await request.newContext({ baseURL });
  await registerSellerViaApi(api, "Gauri");
  const listing = await postListing(api, `Bajaj ceiling fan ${uniqueTag()}`);
  const payout = await api.put("/api/user/payout-info", { data: { upiId: "gauri@okaxis" } });
  expect(payout.ok(), await payout.text()).toBe(true);
  await api.dispose();
  return listing;
}

test("an admin marks a listing posted, marks it sold and pays the seller out, with the keyboard", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const listing = await sellerWithListing(baseURL ?? "");
  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const card = page.getByTestId("admin-listing").filter({ hasText: listing.title });
  const olxUrl = adUrl("olx");

  await test.step("Marketplace Management: find the listing, mark it posted on OLX", async () => {
    await page.goto("/admin?tab=marketplace");
    const search = page.getByRole("textbox", { name: "Search listings" });
    await expect(search).toBeVisible(FIRST_PAGE);
    await skipToMain(page);
    await tabTo(page, search);
    await page.keyboard.type(listing.title);
    await expect(page.getByTestId("admin-listing")).toHaveCount(1, { timeout: 30_000 });
    const status = card.getByRole("button", { name: "Update Status for OLX" });
    await tabTo(page, status);
    await page.keyboard.press("Enter");
    const markPosted = page.getByRole("menuitem", { name: "Mark Posted" });
    await expect(markPosted).toBeVisible();
    if (!(await isFocused(markPosted))) await page.keyboard.press("ArrowDown");
    await expect(markPosted).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Mark Posted on OLX" });
    const url = dialog.getByRole("textbox", { name: "Posting URL" });
    await expect(url).toBeFocused();
    await expectFocusTrapped(page, dialog);
    // Escape closes it and gives focus back to the control that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(status).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(markPosted).toBeVisible();
    if (!(await isFocused(markPosted))) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(url).toBeFocused();
    await page.keyboard.type(olxUrl);
    await tabTo(page, dialog.getByRole("button", { name: "Mark Posted" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Status updated and user has been notified")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(status).toBeFocused();
    await expect(card.locator('[data-marketplace="olx"]').getByText("Posted", { exact: true })).toBeVisible();
  });

  await test.step("Mark Item as Sold: amounts typed, the marketplace chosen with the arrow keys", async () => {
    const markSold = card.getByRole("button", { name: "Mark as Sold" });
    await tabTo(page, markSold);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Mark Item as Sold" });
    await expect(dialog.getByRole("textbox", { name: "Sale amount (₹)" })).toBeFocused();
    await page.keyboard.type("12,000");
    const marketplace = dialog.getByRole("textbox", { name: "Marketplace" });
    await tabTo(page, marketplace);
    await page.keyboard.press("ArrowDown");
    const olx = page.getByRole("option", { name: "OLX" });
    await expect(olx).toBeVisible();
    for (let i = 0; i < 6 && (await olx.getAttribute("data-combobox-selected")) === null; i++) {
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    await expect(marketplace).toHaveValue("OLX");
    await tabTo(page, dialog.getByRole("textbox", { name: "Payout amount (₹)" }));
    await page.keyboard.type("10,800");
    await tabTo(page, dialog.getByRole("button", { name: "Record Sale" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Sale recorded and user notified")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText("Sold", { exact: true })).toBeVisible();
  });

  await test.step("Pending Payouts: Process Payout with the UPI reference", async () => {
    await page.goto("/admin?tab=payouts");
    const search = page.getByRole("textbox", { name: "Search pending payouts" });
    await expect(search).toBeVisible(FIRST_PAGE);
    await skipToMain(page);
    await tabTo(page, search);
    await page.keyboard.type(listing.title);
    const sale = page.getByTestId("sale-card").filter({ hasText: listing.title });
    await expect(page.getByTestId("sale-card")).toHaveCount(1, { timeout: 30_000 });
    await expect(sale).toContainText("UPI ID: gauri@okaxis");
    await tabTo(page, sale.getByRole("button", { name: "Process Payout" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Process Payout" });
    await expect(dialog.getByLabel("Payout amount (₹)")).toHaveValue("10800.00");
    await tabTo(page, dialog.getByRole("textbox", { name: "UPI transaction reference (UTR)" }));
    await page.keyboard.type("412345678901");
    await tabTo(page, dialog.getByRole("button", { name: "Complete Payout" }));
    await page.keyboard.press("Enter");
    await expect(toast(page, "Payout completed and user notified")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("No pending payouts")).toBeVisible();
  });
});

test("every control on the landing page, a seller's Dashboard and the admin's desk shows its focus", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Continue with Email" })).toBeVisible(FIRST_PAGE);
  const landing = await tabThroughPage(page);
  expect(landing[0]).toBe('a "Skip to main content"');

  const listing = await sellerWithListing(baseURL ?? "");
  await registerSellerViaApi(page.request, "Ishaan");
  await postListing(page.request, `Study lamp ${uniqueTag()}`);
  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible(FIRST_PAGE);
  const dashboard = await tabThroughPage(page);
  expect(dashboard).toContain('a "Skip to main content"');
  expect(dashboard.some((stop) => stop.startsWith('button "Delete Study lamp'))).toBe(true);

  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto("/admin?tab=marketplace");
  const search = page.getByRole("textbox", { name: "Search listings" });
  await expect(search).toBeVisible(FIRST_PAGE);
  await tabTo(page, search);
  await page.keyboard.type(listing.title);
  await expect(page.getByTestId("admin-listing")).toHaveCount(1, { timeout: 30_000 });
  const desk = await tabThroughPage(page);
  // The list's scrolling region is a stop of its own.
  expect(desk).toContain('div[role=region] "Listings"');
  expect(desk).toContain('button "Update Status for Facebook"');
});
