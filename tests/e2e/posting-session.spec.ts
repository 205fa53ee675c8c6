import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import type { AdminListing } from "../../src/contract/admin-listings.ts";
import { postingStatusOf, postingUrlOf } from "../../src/contract/listings.ts";
import type { Claim } from "../../src/contract/posting-desk.ts";
import { createSecondAdmin } from "./admins.ts";
import { E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";
import { postListing } from "./seed-listing.ts";

/**
 * Issue 29 item 1 at the desk: a posting session walks the waiting postings one at a time with the keys, two
 * admins starting at once never hold the same posting and each sees the other's claim, and the assistant's token
 * is created, shown once and revoked.
 *
 * Other journeys add listings to the same queue at the same time: every session here is narrowed to this
 * journey's own listings (the session's "Only listings matching" search, by a unique word in their titles), so it
 * never claims, posts or skips anyone else's.
 */
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** A seller with `count` listings titled "<word> <tag> n", all waiting on OLX, Quikr and Facebook. */
async function seedWaiting(baseURL: string, word: string, count: number) {
  const tag = uniqueTag();
  const seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Kiran");
  const listings = [];
  for (let i = 1; i <= count; i++) listings.push(await postListing(seller, `${word} ${tag} ${i}`));
  await seller.dispose();
  return { tag, listings };
}

const said = (page: Page) => page.getByTestId("session-said");
const posting = (page: Page) => page.getByTestId("session-posting");
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const setClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);

async function claimsOf(api: APIRequestContext): Promise<Claim[]> {
  const res = await api.get("/api/admin/postings/claims");
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Claim[];
}

/** A published ad's address on each marketplace (isPublishedAdUrl). */
const adUrlFor = (m: string) =>
  m === "olx"
    ? `https://www.olx.in/item/lamp-iid-${Date.now()}`
    : m === "quikr"
      ? `https://www.quikr.com/home-lifestyle/lamp-W0QQAdIdZ${Date.now()}`
      : `https://www.facebook.com/marketplace/item/${Date.now()}`;

/** The listing as the desk lists it (found by its unique title). */
async function adminListing(api: APIRequestContext, title: string): Promise<AdminListing> {
  const res = await api.get(`/api/admin/listings?q=${encodeURIComponent(title)}`);
  const [listing] = (await res.json()) as AdminListing[];
  expect(listing?.title).toBe(title);
  return listing;
}

test("an admin walks a posting session with the keys", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { tag, listings } = await seedWaiting(baseURL as string, "Session TV", 1);
  const [listing] = listings;
  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);

  await test.step("Start posting on the desk, narrowed to this journey's listing", async () => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Start posting" }).click();
    await expect(page).toHaveURL(/\/admin\/posting$/);
    await page.getByLabel("Only listings matching (optional)").fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await page.getByRole("button", { name: "Start posting" }).click();
  });

  await test.step("the oldest posting is claimed: OLX first, with its kit, the keys and the time left", async () => {
    await expect(posting(page).getByRole("heading", { name: listing.title })).toBeVisible(FIRST_PAGE);
    await expect(posting(page).getByText("OLX", { exact: true })).toBeVisible();
    await expect(page.getByTestId("claim-time-left")).toHaveText("Yours for 15 min");
    await expect(page.getByRole("list", { name: "Keyboard shortcuts" })).toContainText("Copy title");
    await expect(page.getByRole("button", { name: /^Copy title/ })).toHaveAttribute("aria-keyshortcuts", "T");
    await expect(page.getByRole("button", { name: /^Skip/ })).toHaveAttribute("aria-keyshortcuts", "S");
    const open = page.getByRole("link", { name: "Open in OLX" });
    await expect(open).toHaveAttribute("href", `https://www.olx.in/post#snaplist-posting=${listing.id}.olx`);
    await expect(open).toHaveAttribute("target", "_blank");
    await expectAccessible(page, testInfo, "posting session");
  });

  await test.step("T copies the title; M refuses an address that is not an OLX ad and sends nothing", async () => {
    await page.keyboard.press("t");
    await expect(said(page)).toHaveText("Title copied");
    expect(await clipboard(page)).toBe(listing.title);
    await setClipboard(page, "https://example.com/item/1");
    await page.keyboard.press("m");
    await expect(said(page)).toContainText("Not a published OLX ad's address");
    await expect(page.getByTestId("claim-time-left")).toBeVisible();
  });

  const adUrl = `https://www.olx.in/item/tv-iid-${Date.now()}`;
  await test.step("M marks it posted with the address on the clipboard", async () => {
    await setClipboard(page, adUrl);
    await page.keyboard.press("m");
    await expect(said(page)).toHaveText("Marked posted on OLX");
    const seen = await adminListing(page.request, listing.title);
    expect([postingStatusOf(seen, "olx"), postingUrlOf(seen, "olx")]).toEqual(["posted", adUrl]);
  });

  await test.step("Next brings Quikr; Skip releases it and brings Facebook; Skip again ends the session", async () => {
    // The key and the button are the same action: the first Skip is the button, the second the key.
    await page.keyboard.press("N");
    await expect(posting(page).getByText("Quikr", { exact: true })).toBeVisible();
    const held = (await claimsOf(page.request)).filter((c) => c.listingId === listing.id);
    expect(held.map((c) => [c.marketplace, c.mine])).toEqual([["quikr", true]]);
    await page.getByRole("button", { name: /^Skip/ }).click();
    await expect(posting(page).getByText("Facebook", { exact: true })).toBeVisible();
    await page.keyboard.press("S");
    await expect(page.getByRole("heading", { name: "Nothing is waiting to be posted" })).toBeVisible();
    await expect(said(page)).toHaveText("Nothing is waiting to be posted");
    // Skipped postings are released and still waiting for another session.
    expect((await claimsOf(page.request)).filter((c) => c.listingId === listing.id)).toEqual([]);
    const seen = await adminListing(page.request, listing.title);
    expect([postingStatusOf(seen, "quikr"), postingStatusOf(seen, "facebook")]).toEqual(["pending", "pending"]);
  });
});

test("two admins start posting at once and never hold the same posting", async ({ browser, baseURL, page }) => {
  test.setTimeout(120_000);
  const { tag, listings } = await seedWaiting(baseURL as string, "Shared desk lamp", 2);
  const viewport = page.viewportSize() ?? undefined;
  const asha = await createSecondAdmin(browser, baseURL as string, { firstName: "Asha", contextOptions: { viewport } });
  const ravi = await createSecondAdmin(browser, baseURL as string, { firstName: "Ravi", contextOptions: { viewport } });
  const contexts: BrowserContext[] = [asha.context, ravi.context];
  try {
    const [pageA, pageB] = await Promise.all(contexts.map((c) => c.newPage()));
    const session = `/admin/posting?q=${tag}&run=1`;
    await Promise.all([pageA.goto(session), pageB.goto(session)]);
    const headingA = posting(pageA).getByRole("heading");
    const headingB = posting(pageB).getByRole("heading");
    await expect(headingA).toBeVisible(FIRST_PAGE);
    await expect(headingB).toBeVisible(FIRST_PAGE);

    // The server's claims: one each, never the same posting.
    const mine = async (p: Page) =>
      (await claimsOf(p.request)).filter((c) => c.mine && listings.some((l) => l.id === c.listingId));
    const [heldA, heldB] = await Promise.all([mine(pageA), mine(pageB)]);
    expect(heldA).toHaveLength(1);
    expect(heldB).toHaveLength(1);
    expect(`${heldA[0].listingId}:${heldA[0].marketplace}`).not.toBe(`${heldB[0].listingId}:${heldB[0].marketplace}`);

    // Ravi leaves his session (his claim is released) and finds Asha's posting on the desk.
    const aTitle = listings.find((l) => l.id === heldA[0].listingId)?.title as string;
    await pageB.goto("/admin?tab=marketplace");
    await pageB.getByRole("textbox", { name: "Search listings" }).fill(aTitle);
    const card = pageB.getByTestId("admin-listing").filter({ hasText: aTitle });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    const row = card.locator(`[data-marketplace="${heldA[0].marketplace}"]`);
    await expect(row.getByTestId("posting-claim")).toHaveText("Asha is posting this (15 min left)");
    await expect(row.getByRole("button", { name: /^Update Status for/ })).toBeDisabled();
    await expect.poll(async () => (await mine(pageB)).length).toBe(0);

    // Asha's posting is taken over meanwhile (she released it in another tab; Ravi claimed it): her Mark Posted
    // is refused, the session says so, and Next goes on to another posting.
    const taken = `/api/admin/postings/${heldA[0].listingId}/${heldA[0].marketplace}/claim`;
    expect((await pageA.request.delete(taken)).status()).toBe(204);
    expect((await pageB.request.post(taken)).status()).toBe(200);
    await setClipboard(pageA, adUrlFor(heldA[0].marketplace));
    await pageA.getByRole("button", { name: /^Mark Posted/ }).click();
    await expect(pageA.getByTestId("claim-lost")).toContainText("Ravi is posting this (15 min left)");
    await expect(said(pageA)).toContainText("Claim lost");
    await pageA.getByRole("button", { name: /^Next/ }).click();
    await expect(pageA.getByTestId("claim-time-left")).toHaveText("Yours for 15 min");
    const [now] = await mine(pageA);
    expect(`${now.listingId}:${now.marketplace}`).not.toBe(`${heldA[0].listingId}:${heldA[0].marketplace}`);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test("the assistant's token is shown once and can be revoked", async ({ page }, testInfo) => {
  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Posting assistant" }).click();
  await expect(page.getByRole("heading", { name: "Posting assistant" })).toBeVisible(FIRST_PAGE);
  await expect(page.getByRole("link", { name: "Download the assistant (zip)" })).toHaveAttribute(
    "href",
    "/api/admin/extension.zip",
  );
  const name = `Journey browser ${uniqueTag()}`;
  await page.getByLabel("Browser name").fill(name);
  await page.getByRole("button", { name: "Create a token for this browser" }).click();
  const shown = page.getByTestId("new-token");
  await expect(shown).toContainText("it will not be shown again");
  await expect(page.getByTestId("new-token-value")).toHaveText(/^slx_\S{20,}$/);
  await expectAccessible(page, testInfo, "posting assistant set-up");
  await shown.getByRole("button", { name: /copy token/i }).click();
  expect(await clipboard(page)).toBe(await page.getByTestId("new-token-value").textContent());

  await page.reload();
  const table = page.getByRole("table", { name: "Your assistant tokens" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible(FIRST_PAGE);
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  await expect(row).toContainText("Never");
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("dialog", { name: "Revoke token" }).getByRole("button", { name: "Revoke" }).click();
  await expect(row.getByText("Revoked")).toBeVisible();
});
