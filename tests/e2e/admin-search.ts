import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Types `text` into an admin list's search box and returns the one card that matches, once the list shows
 * nothing else. The search is debounced and answered by the server: until its answer is on screen the unfiltered
 * list is still there, and a click aimed at a card can land where the filtered list puts something else.
 */
export async function searchAdminList(page: Page, box: Locator, text: string, cardTestId: string): Promise<Locator> {
  await box.fill(text);
  const cards = page.getByTestId(cardTestId);
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  const card = cards.filter({ hasText: text });
  await expect(card).toHaveCount(1);
  return card;
}
