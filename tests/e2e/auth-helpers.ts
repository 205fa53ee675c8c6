import { type APIRequestContext, expect, type Page, request } from "@playwright/test";

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
  await expect(page.getByTestId("user-name")).toBeVisible(FIRST_PAGE);
  return { email, password };
}

/**
 * The first signed-in page loads the seller's or the admin's code (split from the landing page) and its first
 * data: on a busy 2-core machine that passes the default 10 s, as generator-helpers.ts and sales.spec.ts found.
 */
export const FIRST_PAGE = { timeout: 30_000 };

/**
 * Waits until the app has made the page live. A page the server sent drawn (the landing page, a seller's page:
 * docs/decisions/142 and 144) shows before its code runs, and its root is `aria-disabled` until then. Clicks and
 * fills wait for that by themselves (Playwright treats the controls as disabled); keys, drops and file inputs do
 * not, and what they do to the drawn HTML is lost - as it would be for a person.
 */
export const untilLive = (page: Page) =>
  expect(page.locator("#root")).not.toHaveAttribute("aria-disabled", "true", FIRST_PAGE);

/** The admin the e2e server creates at start-up (playwright.config.ts). */
export const E2E_ADMIN = { email: "admin@snaplist.test", password: "admin-secret-123" };

export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A request context signed in as the e2e admin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/auth/admin/login", { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/**
 * Registers a new seller through the API on `api` and returns their id. Passing `page.request` signs that
 * page in as the seller (the sign-up screens have journeys of their own).
 */
export async function registerSellerViaApi(api: APIRequestContext, firstName: string): Promise<{ id: string }> {
  const password = "secret123";
  const res = await api.post("/api/auth/register", {
    data: {
      firstName,
      lastName: "Seller",
      email: uniqueEmail(firstName.toLowerCase()),
      password,
      confirmPassword: password,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const me = await api.get("/api/auth/user");
  return (await me.json()) as { id: string };
}
