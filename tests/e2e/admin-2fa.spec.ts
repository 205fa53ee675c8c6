import { test as base, expect, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { FIRST_PAGE } from "./auth-helpers.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";

/**
 * Issue 23 item 5 (docs/decisions/124): an admin enrols in two-factor, logs out from the header, logs in with a
 * code, then with a recovery code, which fails the second time. On a server of its own that requires two-factor for admins, so the
 * shared e2e admin that other journeys sign in with a password never has it.
 */
const ADMIN = { email: "two-factor-admin@snaplist.test", password: "two-factor-secret-1" };

const test = base.extend<object, { server: OwnServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // One port per parallel worker, clear of the shared server (E2E_PORT) and its Google stand-in (+1000).
      const port = Number(process.env.E2E_PORT ?? 4321) + 500 + workerInfo.parallelIndex;
      const server = await startOwnServer(port, {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_REQUIRE_2FA: "true",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

/** A code `stepsAhead` 30-second steps from now: enrolment uses this step, sign-in the next, so none repeats. */
const totp = (secret: string, stepsAhead: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function passwordStep(page: Page, url: string) {
  await page.goto(`${url}/admin-login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

const dashboard = (page: Page) => page.getByRole("heading", { name: "Admin Dashboard" });

/** Logs out from the admin header (on a phone, its menu), then checks the admin area is closed. */
async function logOut(page: Page, url: string) {
  await expect(dashboard(page)).toBeVisible(FIRST_PAGE);
  const menu = page.getByRole("button", { name: "Admin menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
  } else await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(`${url}/`);
  await page.goto(`${url}/admin`);
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible(FIRST_PAGE);
}

test("an admin enrols in two-factor, then signs in with a code, and with a recovery code that works only once", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  // Required for every admin: the password alone leads to enrolment, not the dashboard.
  await passwordStep(page, server.url);
  await expect(page).toHaveURL(/\/admin\/two-factor$/, FIRST_PAGE);
  await expect(page.getByText("Two-factor sign-in is required for admins.")).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel(/Code from the app/).fill(totp(secret, 0));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();

  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(dashboard(page)).toBeVisible(FIRST_PAGE);

  await logOut(page, server.url);
  await passwordStep(page, server.url);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await codeStep(page, totp(secret, 1));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(dashboard(page)).toBeVisible(FIRST_PAGE);

  await logOut(page, server.url);
  await passwordStep(page, server.url);
  await codeStep(page, recovery[0]);
  await expect(dashboard(page)).toBeVisible(FIRST_PAGE);

  // The same recovery code a second time is refused, and the page stays at the code step.
  await logOut(page, server.url);
  await passwordStep(page, server.url);
  await codeStep(page, recovery[0]);
  await expect(page.getByText("Admin login failed")).toBeVisible();
  await expect(page.getByText("That code is not right.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
});
