import { expect, test } from "@playwright/test";

test("the landing page opens with the referral bar", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "SnapList", level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Referral code" })).toBeVisible();
});

test("an unknown path shows the 404 card, also after a reload", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the referral bar upper-cases, prefills from ?ref= and refuses an empty code", async ({ page }) => {
  await page.goto("/?ref=friend42");
  const input = page.getByRole("textbox", { name: "Referral code" });
  await expect(input).toHaveValue("FRIEND42");
  await input.fill("");
  await input.pressSequentially("abc");
  await expect(input).toHaveValue("ABC");
  await input.fill("");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Enter referral code")).toBeVisible();
  await expect(page.getByText("Please enter a referral code to continue.")).toBeVisible();
});

test("dismissing the referral bar is remembered but the bar returns on the next load", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Dismiss referral bar" }).click();
  await expect(page.getByRole("textbox", { name: "Referral code" })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("referralBarDismissed"))).toBe("true");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Referral code" })).toBeVisible();
});
