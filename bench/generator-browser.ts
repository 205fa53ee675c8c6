import { existsSync } from "node:fs";
import path from "node:path";
import { chromium, type LaunchOptions } from "@playwright/test";
import playwrightConfig from "../playwright.config.ts";
import { dropFiles, fixturePhoto } from "../tests/e2e/generator-helpers.ts";
import { type Row, startServerProcess, untilWarm } from "./lib.ts";

const FIVE = ["coffee.png", "motorcycle_left.png", "aloe_1000.jpg", "tv_sticker.jpg", "test.png"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const webIndex = path.resolve(import.meta.dirname, "..", "dist", "web", "index.html");

/**
 * Issue 14 item 6: what a seller waits for, measured in Chromium - from the click on "Generate Smart Listing" to
 * the "Review your listing" heading (upload, identification, copy and pricing as the screen calls them, and the
 * render), for one and for five photos, on a started server whose engine is warm. Enhancement is off (the
 * screen's default).
 */
export async function run(): Promise<Row[]> {
  // Said in the table rather than thrown, so that a full `npm run bench` still runs every other benchmark.
  if (!existsSync(webIndex))
    return [{ scenario: "browser benchmark not run: dist/web is missing, run `npm run build` first" }];
  const server = await startServerProcess();
  const launchOptions = playwrightConfig.projects?.[0]?.use?.launchOptions as LaunchOptions;
  const browser = await chromium.launch(launchOptions);
  try {
    await untilWarm(server);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const password = "bench-password-1";
    // The context's request client shares the browser's cookie jar: the page starts signed in.
    const registered = await context.request.post("/api/auth/register", {
      headers: { origin: server.url },
      data: {
        email: `bench-browser-${Date.now()}@example.test`,
        password,
        confirmPassword: password,
        firstName: "Bench",
      },
    });
    if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
    const page = await context.newPage();
    const rows: Row[] = [];
    for (const [label, files, reference] of [
      ["1 photo", ["coffee.png"], 1000],
      ["5 photos", FIVE, 2500],
    ] as const) {
      const times: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        await page.goto("/");
        await page.getByRole("heading", { name: "Smart Listing Generator" }).waitFor();
        await dropFiles(page, files.map(fixturePhoto));
        await page
          .getByRole("list", { name: "Selected photos" })
          .getByRole("listitem")
          .nth(files.length - 1)
          .waitFor();
        const generate = page.getByRole("button", { name: "Generate Smart Listing" });
        const cpu = server.cpuMs();
        const started = performance.now();
        await generate.click();
        await page.getByRole("heading", { name: "Review your listing" }).waitFor({ timeout: 60_000 });
        times.push(performance.now() - started);
        cpus.push(server.cpuMs() - cpu);
      }
      const ms = Math.round(median(times));
      rows.push({
        scenario: `browser: Generate click to "Review your listing", ${label}`,
        ms,
        worstMs: Math.round(Math.max(...times)),
        serverCpuMs: Math.round(median(cpus)),
        // The API budget for the same photos, for reference: the browser adds upload, three calls and a render.
        apiBudgetMs: reference,
        withinApiBudget: ms <= reference ? "yes" : "NO",
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
