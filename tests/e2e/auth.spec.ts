import { expect, test } from "@playwright/test";
import { authCard, signUpWithEmail, uniqueEmail } from "./auth-helpers.ts";

test("sign up with email, see the first name, log out, log in again", async ({ page }) => {
  const { email, password } = await signUpWithEmail(page, { firstName: "Asha" });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-name")).toHaveText("Asha");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(authCard(page)).toBeVisible();
  await expect(page.getByTestId("user-name")).toBeHidden();

  await page.getByRole("banner").getByRole("button", { name: "Log In", exact: true }).click();
  const card = authCard(page);
  await expect(card.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await card.getByLabel("Email").fill(email.toUpperCase());
  await card.getByLabel(/^Password/).fill(password);
  await card.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByTestId("user-name")).toHaveText("Asha");
});

test("a wrong password shows 'Login failed' with the server's message", async ({ page }) => {
  const { email } = await signUpWithEmail(page);
  await page.getByRole("button", { name: "Log out" }).click();
  const card = authCard(page);
  await card.getByRole("button", { name: "Log in" }).click();
  await card.getByLabel("Email").fill(email);
  await card.getByLabel(/^Password/).fill("not-my-password");
  await card.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("registration shows each section 5 message, in order, and then succeeds", async ({ page }) => {
  await page.goto("/");
  const card = authCard(page);
  await card.getByRole("button", { name: "Continue with Email" }).click();
  const submit = card.getByRole("button", { name: "Create account" });
  const email = card.getByLabel("Email");
  const password = card.getByLabel(/^Password/);
  const confirm = card.getByLabel("Confirm Password");
  await expect(email).toHaveAttribute("type", "email");
  await expect(password).toHaveAttribute("placeholder", /at least 6 characters/i);

  await email.fill("not-an-email");
  await password.fill("123");
  await confirm.fill("456");
  await submit.click();
  await expect(page.getByText("Registration failed")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await email.fill(uniqueEmail());
  await submit.click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await password.fill("secret123");
  await submit.click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await confirm.fill("secret123");
  await submit.click();
  await expect(page.getByTestId("user-name")).toBeVisible();
});

test("switching the card's modes clears the fields", async ({ page }) => {
  await page.goto("/");
  const card = authCard(page);
  await expect(card.getByRole("heading", { name: "Sign up for free" })).toBeVisible();
  await card.getByRole("button", { name: "Continue with Email" }).click();
  await expect(card.getByRole("heading", { name: "Create account" })).toBeVisible();
  await card.getByLabel("Email").fill("typed@example.test");
  await card.getByRole("button", { name: "Log in" }).click();
  await expect(card.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(card.getByLabel("Email")).toHaveValue("");
  await card.getByLabel("Email").fill("again@example.test");
  await card.getByRole("button", { name: "Sign up" }).click();
  await expect(card.getByLabel("Email")).toHaveValue("");
  await card.getByRole("button", { name: "Back to options" }).click();
  await expect(card.getByRole("heading", { name: "Sign up for free" })).toBeVisible();
});

test("the landing page has its sections and links to the admin login", async ({ page }) => {
  await page.goto("/");
  for (const title of [
    "AI-Powered Analysis",
    "Instant Pricing",
    "Multi-Platform Posting",
    "Verified Listings",
    "Simple Upload",
    "Performance Analytics",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Start with Google" })).toBeVisible();
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(authCard(page).getByRole("heading", { name: "Create account" })).toBeVisible();
  await expect(page.getByText("By signing up, you agree to our Terms of Service and Privacy Policy.")).toBeVisible();
  await page.getByRole("link", { name: "Admin Login" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("an auth_error in the address shows 'Sign-in blocked', opens the email form and clears the query", async ({
  page,
}) => {
  await page.goto("/?auth_error=Google%20said%20no.&suggestion=Use%20email.");
  await expect(page.getByText("Sign-in blocked")).toBeVisible();
  await expect(page.getByText("Google said no. Use email.")).toBeVisible();
  await expect(authCard(page).getByRole("heading", { name: "Create account" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("Google sign-in against the local provider creates an account and lands on /", async ({ page }) => {
  await page.goto("/");
  await authCard(page).getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByTestId("user-name")).toHaveText("Gita");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("the seller home keeps its tab in the address, from the navigation", async ({ page, isMobile }) => {
  await signUpWithEmail(page, { firstName: "Tabs" });
  const nav = page.getByRole("navigation", { name: isMobile ? "Tabs" : "Main" });
  await nav.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\?tab=messages$/);
  await expect(nav.getByRole("link", { name: "Messages" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\?tab=manage$/);
  await page.reload();
  await expect(
    page.getByRole("navigation", { name: isMobile ? "Tabs" : "Main" }).getByRole("link", { name: "Dashboard" }),
  ).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Create Listings" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  if (isMobile) {
    await page.getByRole("button", { name: "More pages" }).click();
    await page.getByRole("menuitem", { name: "My Sales" }).click();
  } else {
    await nav.getByRole("link", { name: "My Sales" }).click();
  }
  await expect(page).toHaveURL(/\/my-sales$/);
});

test("a referral code from the landing address is sent with the registration", async ({ page }) => {
  await page.goto("/register?ref=friend42");
  const card = authCard(page);
  await expect(card.getByRole("heading", { name: "Create account" })).toBeVisible();
  await card.getByLabel("Email").fill(uniqueEmail("referred"));
  await card.getByLabel(/^Password/).fill("secret123");
  await card.getByLabel("Confirm Password").fill("secret123");
  const request = page.waitForRequest((r) => r.url().endsWith("/api/auth/register"));
  await card.getByRole("button", { name: "Create account" }).click();
  expect((await request).postDataJSON()).toMatchObject({ referralCode: "FRIEND42" });
  await expect(page.getByTestId("user-name")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pendingReferralCode"))).toBeNull();
});

test("a seller whose session ends is told so and sent to sign in again", async ({ page, context }) => {
  await page.clock.install();
  // The poll has started once it has answered: only then does the next one wait on the page's clock.
  const firstPoll = page.waitForResponse((r) => r.url().endsWith("/api/messages/unread-count") && r.ok());
  await signUpWithEmail(page, { firstName: "Lost" });
  await firstPoll;
  // The page leaves for sign-in 500 ms after its toast: hold that navigation until the journey has seen the toast,
  // which a busy machine could otherwise show and take away between two checks.
  let toastSeen = () => {};
  const seen = new Promise<void>((resolve) => {
    toastSeen = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/auth/google",
    async (route) => {
      await seen;
      await route.continue();
    },
  );
  // The session ends elsewhere: the cookie is gone and the next poll is refused.
  await context.clearCookies();
  let refused = false;
  await page.route("**/api/messages/unread-count", (route) => {
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: "application/json",
      body: '{"message":"Please log in to continue."}',
    });
  });
  // A poll due on the page's clock can still be waiting on a busy machine: move the clock on until it has run,
  // and no further (a later jump would also fire the 500 ms redirect timer at once).
  await expect
    .poll(
      async () => {
        if (!refused) await page.clock.fastForward(31_000);
        return refused;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  toastSeen();
  // The journeys' server offers Google, so the browser goes through the local provider and comes back signed in.
  await expect(page.getByTestId("user-name")).toHaveText("Gita");
});
