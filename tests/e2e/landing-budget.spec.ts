import { gzipSync } from "node:zlib";
import { expect, type Page, type Response, type TestInfo, test } from "@playwright/test";

/**
 * The landing page's JavaScript budget (docs/ENGINEERING.md, issue 14 item 7): a signed-out visitor's first
 * load of / downloads at most 200 kB of JavaScript, gzipped. Measured on the built assets the server serves:
 * every JavaScript response of the load, each body gzipped at level 9, summed. The budget holds for a page that
 * starts in English and for one that starts in Hindi (a `hi-IN` browser, docs/decisions/131), which loads the Hindi
 * texts instead of the English ones.
 */
const BUDGET_BYTES = 200 * 1024;

const isJavaScript = (res: Response) =>
  /javascript/.test(res.headers()["content-type"] ?? "") || /\.m?js(\?|$)/.test(new URL(res.url()).pathname);

/** Loads / signed out until the sign-in card shows and the network is idle; checks its JavaScript against the budget. */
async function checkLandingBudget(
  page: Page,
  testInfo: TestInfo,
  start: string,
  texts: { authCard: string; continueWithEmail: string },
) {
  const scripts: Response[] = [];
  page.on("response", (res) => {
    if (isJavaScript(res)) scripts.push(res);
  });
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: texts.authCard }).getByRole("button", { name: texts.continueWithEmail }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");

  const sizes = await Promise.all(
    scripts.map(async (res) => ({
      url: new URL(res.url()).pathname,
      gzip: gzipSync(await res.body(), { level: 9 }).length,
    })),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kB = (total / 1024).toFixed(1);
  testInfo.annotations.push({
    type: `landing JavaScript (${start} start), gzip`,
    description: `${kB} kB in ${sizes.length} files`,
  });
  console.log(`landing page JavaScript (${start} start): ${kB} kB gzip in ${sizes.length} files`);

  expect(sizes.length, "the page runs on JavaScript: some must have loaded").toBeGreaterThan(0);
  expect(
    total,
    `${kB} kB: ${sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)}`)
      .join(", ")}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
}

test("a signed-out visitor's landing page loads at most 200 kB of JavaScript, gzipped", async ({ page }, testInfo) => {
  await checkLandingBudget(page, testInfo, "English", {
    authCard: "Sign up or log in",
    continueWithEmail: "Continue with Email",
  });
});

test.describe("a visitor whose browser is in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("their landing page, in Hindi from the first paint, loads at most 200 kB of JavaScript, gzipped", async ({
    page,
  }, testInfo) => {
    await checkLandingBudget(page, testInfo, "Hindi", {
      authCard: "साइन अप या लॉग इन",
      continueWithEmail: "ईमेल से जारी रखें",
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});
