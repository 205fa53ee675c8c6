import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  request,
} from "@playwright/test";
import { adminApi, uniqueEmail } from "./auth-helpers.ts";

/** What `context.storageState()` answers: cookies (the session) and local storage. */
export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export interface SecondAdmin {
  id: string;
  email: string;
  password: string;
  firstName: string;
  /** Signed in as the new admin: pass to `browser.newContext({ storageState })`, or add its cookies to a context. */
  storageState: StorageState;
}

/**
 * Makes another admin through the Team API (issue 29 item 7): the e2e admin invites a fresh e-mail, and the
 * invite is accepted with a first name and password, which signs the new admin in. Answers the admin's details
 * and its signed-in storage state. For journeys that need two admins ("two admins claim the same posting").
 */
export async function inviteAndJoinAdmin(
  baseURL: string,
  opts: { firstName?: string; password?: string; role?: "owner" | "manager" | "poster" } = {},
): Promise<SecondAdmin> {
  const firstName = opts.firstName ?? "Ravi";
  const password = opts.password ?? "second-admin-123";
  const email = uniqueEmail(`admin-${firstName.toLowerCase()}`);
  const inviter = await adminApi(baseURL);
  const invited = await inviter.post("/api/admin/team/invites", { data: { email, role: opts.role ?? "owner" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  await inviter.dispose();

  const token = new URL(link).pathname.split("/").pop() as string;
  const joiner = await request.newContext({ baseURL });
  const accepted = await joiner.post(`/api/admin-invites/${token}/accept`, { data: { firstName, password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { id } = (await accepted.json()) as { id: string };
  const storageState = await joiner.storageState();
  await joiner.dispose();
  return { id, email, password, firstName, storageState };
}

/**
 * A second admin, signed in, in a browser context of its own (`browser.newContext`), ready to open /admin.
 * Close the context when done. A persistent context (the extension's) can take `admin.storageState.cookies`
 * with `context.addCookies`.
 */
export async function createSecondAdmin(
  browser: Browser,
  baseURL: string,
  opts: {
    firstName?: string;
    password?: string;
    role?: "owner" | "manager" | "poster";
    contextOptions?: BrowserContextOptions;
  } = {},
): Promise<SecondAdmin & { context: BrowserContext }> {
  const admin = await inviteAndJoinAdmin(baseURL, opts);
  const context = await browser.newContext({ ...opts.contextOptions, baseURL, storageState: admin.storageState });
  return { ...admin, context };
}

/**
 * On a phone the desk's summary cards start folded (issue 47 item 10): unfolds them when they are, so that a
 * journey reads them at either size.
 */
export async function showDeskSummary(page: Page) {
  const unfold = page.getByRole("button", { name: /^Show summary/ });
  await expect(page.getByTestId("summary-totalListings").or(unfold).first()).toBeVisible({ timeout: 30_000 });
  if (await unfold.isVisible()) await unfold.click();
  await expect(page.getByTestId("summary-totalListings")).toBeVisible();
}
