import { expect, type Locator, type Page } from "@playwright/test";
import { untilLive } from "./auth-helpers.ts";

/**
 * Keyboard helpers for the accessibility journeys (issue 25 item 2): moving focus with Tab only, and checking
 * at every stop that the focused control shows it.
 */

/** What has focus, for messages. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing (body)";
    const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 50);
    return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${name}"`;
  });

/**
 * Why the focused element does not show its focus, or null when it does: a ring (outline or box-shadow) on the
 * element, a text field's or a native select's border in the primary colour (Mantine's input focus), or, for the
 * hidden input of a switch or checkbox, a ring on the box drawn beside it.
 */
export const focusProblem = (page: Page) =>
  page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "focus is on nothing";
    // Read the focused look, not a frame of the transition into it.
    const settling = [el, el.nextElementSibling].flatMap((e) => (e ? e.getAnimations() : []));
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
    const ring = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
    };
    if (ring(el)) return null;
    const probe = document.createElement("span");
    probe.style.color = "var(--mantine-primary-color-filled)";
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    if (el.matches("input, textarea, select") && getComputedStyle(el).borderColor === primary) return null;
    if (el.matches("input[type=checkbox], input[type=radio]") && ring(el.nextElementSibling)) return null;
    return `no visible focus on ${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}"`;
  });

export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus is visible. A target
 * that already has focus (a field the page focused itself) takes no press.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    expect(await focusProblem(page), `Tab stop ${i + 1}: ${await describeFocus(page)}`).toBeNull();
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} was not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/**
 * The first Tab on a page reaches the skip link; Enter on it moves focus to the page's main content. A page the
 * server sent drawn (decisions 142 and 144) is waited for until the app has made it live: keys pressed on the drawn
 * HTML do nothing, as they would for a person.
 */
export async function skipToMain(page: Page) {
  await untilLive(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusProblem(page)).toBeNull();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
}

/**
 * An open dialog keeps focus: focus starts inside it, Shift+Tab from its first control wraps to its last and Tab
 * from its last wraps to its first, never out to the page behind.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const where = () =>
    dialog.evaluate((d) => {
      const controls = [
        ...d.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, [tabindex]",
        ),
      ].filter((e) => e.tabIndex >= 0 && e.checkVisibility());
      const at = document.activeElement;
      return {
        inside: d.contains(at),
        first: controls[0] === at,
        last: controls.at(-1) === at,
        count: controls.length,
      };
    });
  let now = await where();
  expect(now.inside, `focus is not in the dialog but on ${await describeFocus(page)}`).toBe(true);
  for (let i = 0; !now.first && i < now.count; i++) {
    await page.keyboard.press("Shift+Tab");
    now = await where();
    expect(now.inside, `Shift+Tab left the dialog for ${await describeFocus(page)}`).toBe(true);
  }
  expect(now.first, `Shift+Tab never reached the dialog's first control`).toBe(true);
  await page.keyboard.press("Shift+Tab");
  expect((await where()).last, `Shift+Tab on the first control went to ${await describeFocus(page)}`).toBe(true);
  await page.keyboard.press("Tab");
  expect((await where()).first, `Tab on the last control went to ${await describeFocus(page)}`).toBe(true);
}

/**
 * Tabs through the whole page from the top, once round, checking that every stop shows its focus. Returns the
 * stops, described, so that a test can also say what it expected to pass through.
 */
export async function tabThroughPage(page: Page, max = 200) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const here = await describeFocus(page);
    // Past the last control focus leaves the page (the browser's own UI): one round is done.
    if (here === "nothing (body)" && i > 0) return stops;
    expect(await focusProblem(page), `Tab stop ${i + 1}: ${here}`).toBeNull();
    stops.push(here);
  }
  throw new Error(`more than ${max} Tab stops: ${stops.slice(-5).join(", ")}`);
}
