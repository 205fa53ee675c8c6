import { expect, test } from "@playwright/test";
import { authCard } from "./auth-helpers.ts";

test.use({
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 290.0.0.13.76 (iPhone14,5; iOS 16_5; en_US; en; scale=3.00; 1170x2532; 489720907)",
});

test("inside Instagram's browser the page warns, promotes email and keeps Google from starting", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Instagram browser detected")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open in your main browser" })).toBeVisible();
  const card = authCard(page);
  await expect(card.getByRole("button", { name: "Continue with Email (Recommended)" })).toBeVisible();
  await card.getByRole("button", { name: "Continue with Google (may not work)" }).click();
  await expect(
    page.getByText("Google sign-in may not work in this browser. Try email sign-up or open in your main browser."),
  ).toBeVisible();
  await expect(card.getByRole("heading", { name: "Create account" })).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
