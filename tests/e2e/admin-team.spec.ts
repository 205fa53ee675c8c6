import { expect, test } from "@playwright/test";
import { createSecondAdmin } from "./admins.ts";
import { E2E_ADMIN, FIRST_PAGE, uniqueEmail, uniqueTag } from "./auth-helpers.ts";
import { expectAccessible } from "./axe.ts";

/**
 * Issue 29 item 7: a team of admins. The e2e admin invites a second admin from the Team tab; the link, opened in
 * a second browser, lets the new admin choose a name and password and lands on the desk. The first admin then
 * deactivates them: the second admin's desk is signed out at its next request, and signing in again is refused.
 */
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("an admin invites a second admin, who joins, and is then deactivated", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("team");
  const firstName = `Ravi${uniqueTag().slice(-5)}`;
  const password = "joined-admin-123";

  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);

  let link = "";
  await test.step("the Team tab lists the admins; Invite an admin shows the link once, with Copy", async () => {
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Team" }).click();
    await expect(page).toHaveURL(/tab=team/);
    const admins = page.getByRole("table", { name: "Admins" });
    await expect(admins.getByRole("row").filter({ hasText: E2E_ADMIN.email })).toContainText("(you)", FIRST_PAGE);
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("button", { name: "Create invite link" }).click();
    const linkBox = page.getByRole("textbox", { name: "Invite link" });
    await expect(linkBox).toHaveValue(new RegExp(`^${baseURL}/admin-invite/[A-Za-z0-9_-]+$`));
    link = await linkBox.inputValue();
    await page.getByRole("button", { name: /copy invite link/i }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByLabel("Open invites")).toContainText(email);
    await expect(page.getByLabel("Open invites")).toContainText("Expires in 48 hours");
    await expectAccessible(page, testInfo, "admin team");
  });

  const second = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const secondPage = await second.newPage();
  await test.step("the link, opened in another browser, makes a new admin who lands on the desk", async () => {
    await secondPage.goto(link);
    await expect(secondPage.getByRole("heading", { name: "Join the admin team" })).toBeVisible(FIRST_PAGE);
    await expect(secondPage.getByText(email)).toBeVisible();
    await expectAccessible(secondPage, testInfo, "accept invite");
    await secondPage.getByRole("button", { name: "Join the team" }).click();
    await expect(secondPage.getByRole("alert")).toContainText("First name is required");
    await secondPage.getByRole("textbox", { name: "First Name" }).fill(firstName);
    await secondPage.getByLabel(/^Password/).fill(password);
    await secondPage.getByLabel("Confirm Password").fill(password);
    await secondPage.getByRole("button", { name: "Join the team" }).click();
    await expect(secondPage).toHaveURL(/\/admin$/, FIRST_PAGE);
    await expect(secondPage.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible(FIRST_PAGE);
    // The link worked once.
    const again = await second.request.get(`/api/admin-invites/${link.split("/").pop()}`);
    expect(again.status()).toBe(404);
  });

  await test.step("the first admin sees the new admin and deactivates them, after a confirmation", async () => {
    await page.reload();
    const row = page.getByRole("table", { name: "Admins" }).getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(firstName, FIRST_PAGE);
    await expect(row).toContainText("Off");
    await expect(page.getByLabel("Open invites")).not.toContainText(email);
    await row.getByRole("button", { name: `Deactivate ${firstName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Deactivate admin" });
    await expect(dialog).toContainText(email);
    await expectAccessible(page, testInfo, "deactivate admin dialog");
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(row).toContainText("Deactivated");
    await expect(row.getByRole("button", { name: `Reactivate ${firstName}` })).toBeVisible();
  });

  await test.step("the deactivated admin is signed out at the next request, and cannot sign in again", async () => {
    expect((await second.request.get("/api/admin/team")).status()).toBe(401);
    await secondPage.reload();
    await expect(secondPage.getByRole("heading", { name: "Admin Access Required" })).toBeVisible(FIRST_PAGE);
    await secondPage.getByRole("link", { name: "Admin Login" }).click();
    await secondPage.getByLabel("Email").fill(email);
    await secondPage.getByLabel(/^Password/).fill(password);
    await secondPage.getByRole("button", { name: "Access Admin Panel" }).click();
    await expect(secondPage.getByText("This account has been deactivated")).toBeVisible();
  });

  await test.step("Activity's admin filter lists the team and keeps the choice in the URL", async () => {
    await page.goto("/admin?tab=activity");
    await page.getByRole("textbox", { name: "Admin" }).click();
    await page.getByRole("option", { name: `${firstName} (deactivated)` }).click();
    await expect(page).toHaveURL(/admin=[0-9a-f-]{36}/);
    await expect(page.getByTestId("activity-entry").first()).toContainText(/joined|signed in/i, FIRST_PAGE);
  });
  await second.close();
});

test("createSecondAdmin gives a signed-in second admin for two-admin journeys", async ({ browser, baseURL }) => {
  const admin = await createSecondAdmin(browser, baseURL ?? "", { firstName: "Asha" });
  const page = await admin.context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible(FIRST_PAGE);
  const me = (await (await admin.context.request.get("/api/auth/user")).json()) as { id: string; isAdmin: boolean };
  expect(me).toMatchObject({ id: admin.id, isAdmin: true });
  await admin.context.close();
});
