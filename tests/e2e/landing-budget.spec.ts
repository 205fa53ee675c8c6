import { gzipSync } from "node:zlib";
import { expect, type Response, test } from "@playwright/test";
import { authCard } from "./auth-helpers.ts";

/**
 * The landing page's JavaScript budget (docs/ENGINEERING.md, issue 14 item 7): a signed-out visitor's first
 * load of / downloads at most 200 kB of JavaScript, gzipped. Measured on the built assets the server serves:
 * every JavaScript response of the load, each body gzipped at level 9, summed.
 */
const BUDGET_BYTES = 200 * 1024;

const isJavaScript = (res: Response) =>
  /javascript/.test(res.headers()["content-type"] ?? "") || /\.m?js(\?|$)/.test(new URL(res.url()).pathname);

test("a signed-out visitor's landing page loads at most 200 kB of JavaScript, gzipped", async ({ page }, testInfo) => {
  const scripts: Response[] = [];
  page.on("response", (res) => {
    if (isJavaScript(res)) scripts.push(res);
  });
  await page.goto("/");
  await expect(authCard(page).getByRole("button", { name: "Continue with Email" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const sizes = await Promise.all(
    scripts.map(async (res) => ({
      url: new URL(res.url()).pathname,
      gzip: gzipSync(await res.body(), { level: 9 }).length,
    })),
  );
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kB = (total / 1024).toFixed(1);
  testInfo.annotations.push({ type: "landing JavaScript, gzip", description: `${kB} kB in ${sizes.length} files` });
  console.log(`landing page JavaScript: ${kB} kB gzip in ${sizes.length} files`);

  expect(sizes.length, "the page runs on JavaScript: some must have loaded").toBeGreaterThan(0);
  expect(
    total,
    `${kB} kB: ${sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)}`)
      .join(", ")}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
});
