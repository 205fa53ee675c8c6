import { expect, test } from "@playwright/test";
import { FIRST_PAGE, signUpWithEmail } from "./auth-helpers.ts";

test("an admin logs in at /admin-login and reaches /admin", async ({ page }) => {
  await page.goto("/admin-login");
  await expect(page.getByText("This area is restricted to authorised administrators.")).toBeVisible();
  await page.getByLabel("Email").fill("admin@snaplist.test");
  await page.getByLabel(/^Password/).fill("admin-secret-123");
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible(FIRST_PAGE);
});

test("the admin login refuses a seller with 'Admin login failed'", async ({ page }) => {
  const { email, password } = await signUpWithEmail(page);
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(page.getByText("Admin login failed")).toBeVisible();
  await expect(page.getByText("This account does not have admin access.")).toBeVisible();
});

test("a seller at /admin sees 'Admin Access Required'", async ({ page }) => {
  await signUpWithEmail(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("You do not have admin privileges to access this dashboard.")).toBeVisible();
});

test("a visitor at /admin-dashboard is asked to log in with admin credentials", async ({ page }) => {
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("Please log in with admin credentials to access this dashboard.")).toBeVisible();
  await page.getByRole("link", { name: "Admin Login" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
});
