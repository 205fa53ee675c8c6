import { expect, test } from "@playwright/test";
import { E2E_ADMIN, uniqueTag } from "./auth-helpers.ts";
import { chooseOption, dropFiles, fixturePhoto, signUp, tierAmounts } from "./generator-helpers.ts";

/**
 * Issue #14: what SnapList cannot recognise becomes a question, the main photo decides what the item is, and what
 * the seller typed by hand is never overwritten.
 */
const review = (page: import("@playwright/test").Page) =>
  expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible({ timeout: 60_000 });

test("a cat photo is a question, not a confident listing; the answer rewrites the listing and the log keeps both", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "Kavya");
  await dropFiles(page, [fixturePhoto("chelsea.png")]);
  await page.getByRole("button", { name: "Generate Smart Listing" }).click();
  await review(page);

  const question = page.getByRole("alert", { name: "We're not sure what this is" });
  await expect(question).toContainText("What is it?");
  const before = await tierAmounts(page);
  const answer = `Persian cat scratching post ${uniqueTag()}`;
  const field = question.getByRole("textbox", { name: "What is it?" });
  // Suggestions come from the lexicon as the seller types.
  await field.fill("motorc");
  await expect(page.getByRole("option", { name: "Motorcycle" })).toBeVisible();
  await field.fill(answer);
  await question.getByRole("button", { name: "Update listing" }).click();
  await expect(question).toBeHidden({ timeout: 30_000 });

  const title = page.getByRole("textbox", { name: "Title" });
  await expect(title).toHaveValue(/Persian cat scratching post/i);
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(/Persian cat scratching post/i);
  const after = await tierAmounts(page);
  expect(after).not.toEqual(before);
  expect(after.quick).toBeLessThanOrEqual(after.median);
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft Saved").first()).toBeVisible();

  // The admin's Creation Logs show the AI's guess beside the seller's answer.
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin-login");
  await adminPage.getByLabel("Email").fill(E2E_ADMIN.email);
  await adminPage.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await adminPage.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.goto("/admin?tab=logs");
  const log = adminPage.getByTestId("creation-log").filter({ hasText: answer });
  await expect(log.getByLabel("AI Analysis")).toContainText(`Seller said: ${answer}`, { timeout: 15_000 });
  await expect(log.getByLabel("AI Analysis")).toContainText(/AI guess: \S+/);
  await admin.close();
});

test("a cup as the main photo with a Samsung label second is a cup listing, with the mixed-photos warning", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "Ravi");
  await dropFiles(page, [fixturePhoto("coffee.png"), fixturePhoto("test.png")]);
  await page.getByRole("button", { name: "Generate Smart Listing" }).click();
  await review(page);
  await expect(page.getByText("Your photos seem to show different items")).toBeVisible();
  await expect(page.getByRole("alert", { name: "We're not sure what this is" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(/cup/i);
  await expect(page.getByRole("textbox", { name: "Title" })).not.toHaveValue(/samsung/i);
  const badges = page.getByRole("list", { name: "AI Detected" }).getByRole("listitem");
  await expect(badges.filter({ hasText: "Brand:" })).toHaveCount(0);
});

test("a hand-edited title survives a storage change; the new text is offered, and prices still update", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "Imran");
  await dropFiles(page, [fixturePhoto("test.png")]);
  await page.getByRole("button", { name: "Generate Smart Listing" }).click();
  await review(page);
  const title = page.getByRole("textbox", { name: "Title" });
  const description = page.getByRole("textbox", { name: "Description" });
  await title.fill("My Galaxy S21, one careful owner");
  const oldDescription = await description.inputValue();
  const before = await tierAmounts(page);

  await page.getByRole("textbox", { name: "Storage" }).fill("256");
  const offer = page.getByRole("alert").filter({ hasText: "Update text from details?" });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(title).toHaveValue("My Galaxy S21, one careful owner");
  // The description was not edited by hand: it follows the details.
  await expect(description).not.toHaveValue(oldDescription);
  await expect(description).toHaveValue(/256/);
  expect(await tierAmounts(page)).not.toEqual(before);

  await offer.getByRole("button", { name: "Keep mine" }).click();
  await expect(offer).toBeHidden();
  await expect(title).toHaveValue("My Galaxy S21, one careful owner");

  // A later change offers again; taking it replaces the title.
  await chooseOption(page, "Condition", "Excellent");
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole("button", { name: "Update text" }).click();
  await expect(title).not.toHaveValue("My Galaxy S21, one careful owner");
  await expect(title).toHaveValue(/Galaxy S21/);
});
