import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * The screen widths each project checks (issue 14 item 7): the phone project a 360 px and a
 * 390 px phone; a desktop one its own desktop plus the 1366 px laptop on which the Dashboard's badges were cut.
 */
export function widthsFor(testInfo: TestInfo): number[] {
  return testInfo.project.use.isMobile ? [360, 390] : [1280, 1366];
}

/** Waits until the browser has laid the page out again (after a resize). */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Whether the page fits `width`: no sideways scroll, and (in a phone's browser, which widens its layout viewport
 * to fit wide content instead of scrolling) a layout viewport as wide as the screen. On failure it names the
 * elements that stick out.
 */
function measureFit(page: Page, width: number) {
  return page.evaluate((screenWidth) => {
    const scrollWidth = document.documentElement.scrollWidth;
    const innerWidth = window.innerWidth;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > screenWidth + 0.5 && culprits.length < 6) {
        culprits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" ends at ${r.right}`);
      }
    }
    return { fits: scrollWidth <= innerWidth && innerWidth <= screenWidth, scrollWidth, innerWidth, culprits };
  }, width);
}

/** Badge and button labels shown cut (text wider than its box, which the browser clips or ends with "..."). */
function cutLabels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".mantine-Badge-label, .mantine-Button-label, .mantine-Tabs-tabLabel")]
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `"${el.textContent}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`),
  );
}

/** Sellers' photos shown cropped: every photo of ours must be shown whole (object-fit: contain). */
function croppedPhotos(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("img")]
      .filter((img) => /^(blob:|\/uploads\/)/.test(img.getAttribute("src") ?? ""))
      .filter((img) => img.checkVisibility())
      .filter((img) => getComputedStyle(img).objectFit !== "contain")
      .map((img) => `${img.alt || img.getAttribute("src")}: object-fit ${getComputedStyle(img).objectFit}`),
  );
}

/**
 * Buttons (button elements and role=button) the page shows without a spoken name, read from the accessibility
 * tree in one go (a toast may close while a slower check walks the page), each with the lines above it for
 * context.
 */
async function unnamedButtons(page: Page) {
  const lines = (await page.locator("body").ariaSnapshot()).split("\n");
  return lines.flatMap((line, i) =>
    /^\s*- button(?: \[[^\]]*\])*:?\s*$/.test(line) ? [lines.slice(Math.max(0, i - 2), i + 2).join(" / ")] : [],
  );
}

/**
 * Checks the page at each width: it fits (document width <= viewport width), no badge or button label is cut,
 * every photo of the seller's is whole, and every visible button has an accessible name. `ready` is something
 * the page shows once loaded.
 */
export async function checkScreen(page: Page, name: string, ready: Locator, widths: number[]) {
  const height = page.viewportSize()?.height ?? 800;
  await expect(ready).toBeVisible({ timeout: 30_000 });
  for (const width of widths) {
    const where = `${name} at ${width} px`;
    await page.setViewportSize({ width, height });
    await nextFrame(page);
    await expect
      .poll(() => measureFit(page, width), { message: `${where}: sideways scroll` })
      .toMatchObject({
        fits: true,
      });
    await expect.poll(() => cutLabels(page), { message: `${where}: cut labels` }).toEqual([]);
    await expect.poll(() => croppedPhotos(page), { message: `${where}: cropped photos` }).toEqual([]);
    // Once, not polled: a toast's nameless close button must not pass by closing itself meanwhile.
    expect(await unnamedButtons(page), `${where}: buttons without a name`).toEqual([]);
  }
}

/**
 * The boxes of the visible controls a toast covers (docs/decisions/120): buttons, links, inputs, menus and their
 * items, options, radios, switches, tabs. While a modal dialog is open the page behind its overlay cannot be
 * reached, so then only the dialog's controls and the dropdowns above it count. Also reports a toast partly off
 * screen.
 */
function controlsUnderToast(toast: Locator) {
  return toast.evaluate((alert) => {
    const t = alert.getBoundingClientRect();
    const problems: string[] = [];
    if (t.left < 0 || t.top < 0 || t.right > window.innerWidth || t.bottom > window.innerHeight) {
      problems.push(`the toast is partly off screen: ${JSON.stringify(t)}`);
    }
    const roles = ["button", "link", "menuitem", "option", "menu", "listbox", "radio", "checkbox", "switch", "tab"];
    const selector = ["a[href]", "button", "input:not([type=hidden])", "select", "textarea"]
      .concat(roles.map((role) => `[role=${role}]`))
      .join(", ");
    const modal = [...document.querySelectorAll("[role=dialog][aria-modal=true]")].filter((d) => d.checkVisibility());
    const scope = modal.at(-1);
    const candidates = scope
      ? [
          ...scope.querySelectorAll(selector),
          ...[...document.querySelectorAll("[role=menu], [role=listbox], .mantine-Popover-dropdown")]
            .filter((f) => !scope.contains(f))
            .flatMap((f) => [f, ...f.querySelectorAll(selector)]),
        ]
      : [...document.querySelectorAll(selector)];
    for (const el of candidates) {
      if (alert.contains(el) || !el.checkVisibility()) continue;
      // A disabled control cannot be tapped (src/web/app/toastPlacement.ts lets a toast sit on one).
      if (el.matches(":disabled, [aria-disabled=true], [data-disabled=true]")) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) continue;
      if (r.right > t.left && r.left < t.right && r.bottom > t.top && r.top < t.bottom) {
        const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40);
        problems.push(
          `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[${el.getAttribute("role")}]` : ""} "${name}"`,
        );
      }
    }
    return problems;
  });
}

/**
 * Checks at each width that the showing toast covers no control (issue 22 item 7), hovering it so that it stays
 * up (Mantine holds a hovered toast's timer) and retrying until it has settled after its slide-in or a resize.
 * The viewport is left as it was found.
 */
export async function expectToastClearOfControls(page: Page, toast: Locator, widths: number[], name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport.height });
    await nextFrame(page);
    await expect(async () => {
      await toast.hover({ timeout: 2_000 });
      expect(await controlsUnderToast(toast), `${name} at ${width} px: controls under the toast`).toEqual([]);
    }).toPass({ timeout: 10_000 });
  }
  await page.setViewportSize(viewport);
  await nextFrame(page);
}
