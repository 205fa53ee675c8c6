import { expect, type Page } from "@playwright/test";

export const uniqueEmail = (tag = "e2e") =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export const authCard = (page: Page) => page.getByRole("region", { name: "Sign up or log in" });

/** Signs up through the landing page's email form and waits for the seller home. */
export async function signUpWithEmail(
  page: Page,
  opts: { firstName?: string; email?: string; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "secret123";
  await page.goto("/");
  const card = authCard(page);
  await card.getByRole("button", { name: "Continue with Email" }).click();
  if (opts.firstName) await card.getByLabel("First Name").fill(opts.firstName);
  await card.getByLabel("Email").fill(email);
  await card.getByLabel(/^Password/).fill(password);
  await card.getByLabel("Confirm Password").fill(password);
  await card.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("user-name")).toBeVisible();
  return { email, password };
}
