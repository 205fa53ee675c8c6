import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { searchAdminList } from "./admin-search.ts";
import { E2E_ADMIN, FIRST_PAGE, registerSellerViaApi, uniqueEmail, uniqueTag } from "./auth-helpers.ts";

/** A fresh browser context with this project's device (desktop or phone): browser.newContext alone ignores it. */
function newContext(browser: Browser, baseURL: string | undefined) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  return browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
}

const toastText = (page: Page, text: string) => page.getByRole("alert").getByText(text, { exact: true });

test("a referral travels from A's share link and code to the admin's analytics", async ({ browser, baseURL }) => {
  test.setTimeout(150_000); // four people's sessions in one journey
  const tag = uniqueTag();
  // Seller A generates a code and copies the share link.
  const a = await newContext(browser, baseURL);
  await a.grantPermissions(["clipboard-read", "clipboard-write"]);
  const pageA = await a.newPage();
  const sellerA = await registerSellerViaApi(pageA.request, `Anita${tag}`);
  await pageA.goto("/referrals");
  await expect(pageA.getByTestId("referral-code")).toHaveText("Not Generated", FIRST_PAGE);
  await expect(pageA.getByText("No referrals yet")).toBeVisible();
  await expect(pageA.getByText("How It Works")).toBeVisible();
  await pageA.getByRole("button", { name: "Generate Referral Code" }).click();
  await expect(toastText(pageA, "Referral Code Generated")).toBeVisible();
  await expect(pageA.getByTestId("referral-code")).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await pageA.getByTestId("referral-code").textContent()) ?? "";
  const shareInput = pageA.getByRole("textbox", { name: "Share link" });
  await expect(shareInput).toHaveValue(`${baseURL}/register?ref=${code}`);
  await pageA.getByRole("button", { name: "Copy share link" }).click();
  await expect(toastText(pageA, "Copied!")).toBeVisible();
  const shareLink = await pageA.evaluate(() => navigator.clipboard.readText());
  expect(shareLink).toBe(`${baseURL}/register?ref=${code}`);

  // A visitor opens the link, signs up by email and is linked to A.
  const b = await newContext(browser, baseURL);
  const pageB = await b.newPage();
  await pageB.goto(shareLink);
  const card = pageB.getByRole("region", { name: "Sign up or log in" });
  const password = "secret123";
  await card.getByLabel("First Name").fill(`Bela${tag}`);
  await card.getByLabel("Email").fill(uniqueEmail("bela"));
  await card.getByLabel(/^Password/).fill(password);
  await card.getByLabel("Confirm Password").fill(password);
  await card.getByRole("button", { name: "Create account" }).click();
  await expect(pageB.getByTestId("user-name")).toBeVisible();
  const meB = await (await pageB.request.get("/api/auth/user")).json();
  expect(meB).toMatchObject({ referredBy: code, referredByUserId: sellerA.id });
  await pageB.goto("/referrals");
  await expect(pageB.getByTestId("referred-by")).toHaveText(`Anita${tag} Seller`);

  // Seller C, who closed the referral popup, enters A's code in the referral bar: one referral box at a time
  // (issue 47 item 8), the bar is back once the popup has been seen.
  const c = await newContext(browser, baseURL);
  const pageC = await c.newPage();
  await registerSellerViaApi(pageC.request, `Chandra${tag}`);
  await pageC.goto("/");
  await expect(pageC.getByText("Were you invited by a friend?")).toBeVisible(FIRST_PAGE);
  await expect(pageC.getByRole("textbox", { name: "Referral code" })).toHaveCount(0);
  await pageC.getByRole("button", { name: "No thanks" }).click();
  await pageC.getByRole("textbox", { name: "Referral code" }).fill(code.toLowerCase());
  await pageC.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toastText(pageC, "Referral linked!")).toBeVisible();
  await expect(toastText(pageC, `You've been linked to Anita${tag} Seller.`)).toBeVisible();
  // A second code is refused with the server's message.
  await pageC.getByRole("textbox", { name: "Referral code" }).fill(code);
  await pageC.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toastText(pageC, "Referral linking failed")).toBeVisible();
  await expect(toastText(pageC, "Your account is already linked to a referrer.")).toBeVisible();

  // A's Referrals page lists both with Joined badges.
  await pageA.reload();
  await expect(pageA.getByTestId("referral-count")).toHaveText("2");
  const list = pageA.getByRole("list", { name: "Your referrals" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByText(`Bela${tag}`)).toBeVisible();
  await expect(list.getByText(`Chandra${tag} Seller`)).toBeVisible();
  await expect(list.getByText("Joined")).toHaveCount(2);

  // The admin's Referral System tab counts them.
  const admin = await newContext(browser, baseURL);
  const pageAdmin = await admin.newPage();
  expect((await pageAdmin.request.post("/api/auth/admin/login", { data: E2E_ADMIN })).ok()).toBe(true);
  await pageAdmin.goto("/admin?tab=referrals");
  await expect(pageAdmin.getByTestId("stat-conversion-rate")).toHaveText(/^\d+%$/);
  expect(Number(await pageAdmin.getByTestId("stat-total-referrals").textContent())).toBeGreaterThanOrEqual(2);
  const searchUsers = pageAdmin.getByRole("textbox", { name: "Search users" });
  const cardA = await searchAdminList(pageAdmin, searchUsers, `Anita${tag}`, "referral-user-card");
  await expect(cardA.getByText("Referred 2 users")).toBeVisible();
  await expect(cardA.getByText("Active", { exact: true })).toBeVisible();
  await expect(cardA.getByText(code)).toBeVisible();

  // Community Growth: A's code is a top source; ranges change the figures; the report downloads.
  await pageAdmin.goto("/admin?tab=growth");
  const sources = pageAdmin.getByRole("list", { name: "Top Referral Sources" });
  await expect(sources.getByRole("listitem").filter({ hasText: code })).toContainText("2 users");
  await expect(pageAdmin.getByTestId("stat-conversion-rate")).toHaveText(/^\d+\.\d%$/);
  const rows = pageAdmin.getByRole("table", { name: "Daily Growth Breakdown" }).locator("tbody tr");
  await expect(rows).toHaveCount(30);
  await pageAdmin.getByRole("button", { name: "7 Days" }).click();
  await expect(rows).toHaveCount(7);
  const download = pageAdmin.waitForEvent("download");
  await pageAdmin.getByRole("button", { name: "Export Report" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^community-report-7d-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile(await file.path(), "utf8");
  expect(text).toContain("OVERVIEW");
  expect(text).toContain("TOP REFERRERS");
  expect(text).toContain("DAILY GROWTH");
  await expect(toastText(pageAdmin, "Report downloaded")).toBeVisible();

  for (const ctx of [a, b, c, admin]) await ctx.close();
});

test("a new seller sees the referral popup once and can link from it", async ({ browser, baseURL }) => {
  const tag = uniqueTag();
  const owner = await newContext(browser, baseURL);
  const ownerPage = await owner.newPage();
  await registerSellerViaApi(ownerPage.request, `Owner${tag}`);
  const { referralCode } = await (await ownerPage.request.post("/api/referrals/generate")).json();

  const ctx = await newContext(browser, baseURL);
  const page = await ctx.newPage();
  await registerSellerViaApi(page.request, `Newbie${tag}`);
  // A signed-in seller who follows a share link lands on the home page with the code.
  await page.goto(`/register?ref=${referralCode.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/\\?ref=${referralCode.toLowerCase()}$`));
  const popup = page.getByRole("region", { name: "Were you invited by a friend?" });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("textbox", { name: "Your referrer's code" })).toHaveValue(referralCode);
  await popup.getByRole("button", { name: "Link code" }).click();
  await expect(toastText(page, "Referral linked!")).toBeVisible();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("user-name")).toBeVisible();
  await expect(popup).toBeHidden();

  // Shown once: a seller who closes it does not see it again.
  const other = await newContext(browser, baseURL);
  const otherPage = await other.newPage();
  await registerSellerViaApi(otherPage.request, `Other${tag}`);
  const marked = otherPage.waitForResponse((r) => r.url().endsWith("/api/referrals/popup/seen") && r.ok());
  await otherPage.goto("/");
  await marked;
  const otherPopup = otherPage.getByRole("region", { name: "Were you invited by a friend?" });
  await otherPopup.getByRole("button", { name: "No thanks" }).click();
  await expect(otherPopup).toBeHidden();
  // Hidden must mean "the server says seen", not "not asked yet": the reloaded page carries the answer it draws
  // from (docs/decisions/143).
  const reloaded = await otherPage.reload();
  expect(await reloaded?.text()).toContain('{"key":["/api/referrals/popup"],"data":{"seen":true}}');
  await expect(otherPage.getByTestId("user-name")).toBeVisible();
  await expect(otherPopup).toBeHidden();
  for (const c of [owner, ctx, other]) await c.close();
});
