import { expect, type Page, test } from "@playwright/test";
import { adminApi, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";

/**
 * Issue 7's journey: an admin changes a posting status (a system message) and sends a message; the seller sees
 * the badge, opens the message (it moves to Read, the badge drops), replies, and the reply reaches the admin.
 * Accounts are made through the API (the sign-up screens have their own journeys); every run uses a new seller.
 */
const unique = uniqueTag;

/** Registers a new seller in the page's browser context, so the page is signed in as them. */
const registerSeller = (page: Page) => registerSellerViaApi(page.request, "Meera");

/** The Messages entry of the top navigation (desktop) or of the bottom navigation (phone). */
const messagesNav = (page: Page) =>
  page
    .getByRole("navigation")
    .getByRole("link", { name: /Messages/ })
    .or(page.getByRole("navigation").getByRole("tab", { name: /Messages/ }))
    .filter({ visible: true })
    .first();

test("a seller reads an admin's message, replies, and the admin receives the reply", async ({ page, baseURL }) => {
  const seller = await registerSeller(page);
  const created = await page.request.post("/api/listings", {
    data: {
      title: `Canon EOS 200D ${unique()}`,
      description: "Body, kit lens and charger. Shutter count 4,000.",
      price: "32000",
      category: "electronics",
      condition: "good",
      status: "active",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const listing = (await created.json()) as { id: string; title: string };

  const admin = await adminApi(baseURL ?? "");
  const posted = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: {
      platform: "olx",
      status: "posted",
      postingUrl: `https://www.olx.in/item/canon-eos-200d-iid-${Date.now()}${Math.floor(Math.random() * 1000)}`,
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const subject = `We need more details for your listing: ${listing.title}`;
  const sent = await admin.post("/api/admin/messages", {
    data: {
      toUserId: seller.id,
      subject,
      message: "Is the original box included? Buyers ask for it.",
      messageType: "info_request",
      listingId: listing.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto("/");
  const nav = messagesNav(page);
  await expect(nav).toContainText("2", FIRST_PAGE);
  await nav.click();

  await expect(page.getByRole("heading", { name: "Unread Messages (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Read Messages (0)" })).toBeVisible();

  // The status change arrived as an automated message naming the product.
  await page.getByRole("button", { name: `Unread: Update on your listing: ${listing.title}` }).click();
  const article = page.getByRole("article", { name: "Message" });
  await expect(article).toContainText("is now live on OLX");
  await expect(article).toContainText("This is an automated message.");
  await expect(nav).toContainText("1");
  await backToInbox(page);

  // The admin's own message: opening it moves it to Read and the badge drops to nothing.
  await page.getByRole("button", { name: `Unread: ${subject}` }).click();
  await expect(article.getByRole("heading", { name: subject })).toBeVisible();
  await expect(article).toContainText("Info Request");
  await expect(article).toContainText(`Listing: ${listing.title}`);
  await expect(article).not.toContainText("This is an automated message.");
  await expect(nav).not.toContainText(/\d/);

  await article.getByRole("button", { name: "Reply" }).click();
  await article.getByRole("button", { name: "Send Reply" }).click();
  await expect(article.getByText("Reply message is required")).toBeVisible();
  await article.getByRole("textbox", { name: "Your Reply" }).fill("Yes, the original box and the manual are included.");
  await article.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply sent")).toBeVisible();
  await expect(article.getByRole("textbox", { name: "Your Reply" })).toBeHidden();

  await backToInbox(page);
  await expect(page.getByRole("heading", { name: "Unread Messages (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Read Messages (2)" })).toBeVisible();

  const inbox = await admin.get("/api/messages");
  const reply = ((await inbox.json()) as Array<Record<string, unknown>>).find((m) => m.fromUserId === seller.id);
  expect(reply).toMatchObject({
    subject: `Re: ${subject}`,
    message: "Yes, the original box and the manual are included.",
    messageType: "general",
    listingId: listing.id,
    isRead: false,
  });
  await admin.dispose();
});

test("a seller with no messages sees the empty inbox", async ({ page }) => {
  await registerSeller(page);
  await page.goto("/");
  await messagesNav(page).click();
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(page.getByText("We'll send you updates about your listings here")).toBeVisible();
});

/**
 * With a message open, a phone shows only that message and a way back to the inbox; a wider screen keeps the inbox
 * beside it and has no Back button (chosen by CSS from Mantine's `sm`, 48em: the page the server draws is right).
 */
async function backToInbox(page: Page) {
  const back = page.getByRole("button", { name: "Back to inbox" });
  const inboxHeading = page.getByRole("heading", { name: /^Unread Messages/ });
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await expect(inboxHeading).toBeHidden();
    await back.click();
    await expect(inboxHeading).toBeVisible();
  } else {
    await expect(back).toBeHidden();
    await expect(inboxHeading).toBeVisible();
  }
}
