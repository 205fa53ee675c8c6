import { expect, type Page, type TestInfo } from "@playwright/test";
import axe from "axe-core";

/**
 * Issue 25 item 3: axe-core on every page, admin tab and open dialog (docs/decisions/130). The WCAG 2.0 and 2.1
 * A and AA rules run; a serious or critical violation fails the test (softly, so one run lists every screen that
 * fails); moderate and minor ones are listed in the report as annotations and in each screen's attachment.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The sizes the issue scanned at: a 1366 px laptop, and a 390 px phone for the phone projects. */
export function scanViewport(testInfo: TestInfo) {
  return testInfo.project.use.isMobile ? { width: 390, height: 844 } : { width: 1366, height: 800 };
}

/**
 * Waits until no finite animation runs (a modal fading in, a toast sliding in): colours read mid-fade are not the
 * colours a person reads. Spinners and animated bars run forever and are not waited for.
 */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * What axe finds on the page as it is now. axe runs in the page itself (the app has no frames), and its script
 * (1.5 MB) goes in once per document, not once per scan as @axe-core/playwright put it: a11y.spec.ts's 72 scans
 * took 18 s instead of 29. Passes are not collected, only what fails.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    AXE_TAGS,
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map(
      (n) => `${n.target.join(" ")}${n.failureSummary ? ` - ${n.failureSummary.split("\n")[1]?.trim()}` : ""}`,
    ),
  }));
}

/** Scans the page as it is now and records what axe finds under `screen`. */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string) {
  await settled(page);
  const where = `${screen} at ${page.viewportSize()?.width} px`;
  const findings = await axeFindings(page);
  await testInfo.attach(`axe: ${where}`, {
    body: JSON.stringify({ screen, width: page.viewportSize()?.width, findings }, null, 2),
    contentType: "application/json",
  });
  const blocking = findings.filter((f) => f.impact === "serious" || f.impact === "critical");
  for (const f of findings.filter((f) => !blocking.includes(f))) {
    testInfo.annotations.push({
      type: `axe ${f.impact ?? "unknown"}`,
      description: `${where}: ${f.rule} (${f.help}) on ${f.nodes.length} element(s): ${f.nodes.slice(0, 3).join("; ")}`,
    });
  }
  expect
    .soft(
      blocking.map((f) => `${f.impact} ${f.rule}: ${f.help} - ${f.nodes.slice(0, 5).join(" | ")}`),
      `${where}: serious or critical axe violations`,
    )
    .toEqual([]);
}
