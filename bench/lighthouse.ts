import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { CHROMIUM_PATH, CLOSED_NETWORK_FLAGS } from "../tests/e2e/chromium.ts";
import { cookiesOf, type Row, registerSeller } from "./lib.ts";

/**
 * Issue 31 item 3: a phone's first visit, scored by Lighthouse 12's mobile preset (simulated 4x slower CPU,
 * 1.6 Mbps, 150 ms RTT; empty caches: a new Chromium profile per run) against the production server
 * (`node dist/server/main.js` with NODE_ENV=production, as `npm start` runs it) on its own DATA_DIR. The admin desk
 * is scored on the desktop preset. Each page runs LIGHTHOUSE_RUNS times (3 by default) and the median run (by
 * Performance score) is reported. Lighthouse simulates the network but its TBT comes from the host's real CPU
 * time scaled by 4: on a loaded machine TBT and Performance read worse than on an idle one, and on a host slower than
 * the preset assumes they read as a slower phone's. So each phone page is measured twice (LIGHTHOUSE_CPU=both):
 * at the preset's 4x, and at the slowdown Lighthouse's own calibration gives for this host's BenchmarkIndex
 * (LIGHTHOUSE_CPU=preset or calibrated measures one; docs/decisions/220).
 *
 * LIGHTHOUSE_ROOT serves another build (a copy of a `dist/` with node_modules linked beside it), to measure
 * "before" figures; LIGHTHOUSE_PAGES=landing,dashboard limits the pages; LIGHTHOUSE_SAVE=dir keeps every run's
 * report (JSON) there, to read its long tasks and main-thread breakdown, and beside it the paints the run observed
 * (`*.paints.json`: first paint and every largest-paint candidate, with its element).
 */
const root = process.env.LIGHTHOUSE_ROOT ?? path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** playwright.config.ts's closed-network flags, plus headless. */
const CHROME_FLAGS = ["--headless=new", ...CLOSED_NETWORK_FLAGS];
const ADMIN = { email: "admin@snaplist.test", password: "admin-secret-123" };
const KB = 1024;

/** docs/engineering.md's budgets (first visit). */
const BUDGET = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, landingJs: 170 * KB, sellerJs: 250 * KB };

interface PageSpec {
  name: string;
  path: string;
  who: "visitor" | "seller" | "admin";
  preset: "mobile" | "desktop";
  /** The JavaScript budget, where one applies. */
  jsBudget?: number;
  /** The seller has a listing that an admin recorded as sold. */
  sold?: boolean;
}

const PAGES: PageSpec[] = [
  { name: "landing", path: "/", who: "visitor", preset: "mobile", jsBudget: BUDGET.landingJs },
  { name: "login (/admin-login)", path: "/admin-login", who: "visitor", preset: "mobile", jsBudget: BUDGET.landingJs },
  { name: "Create Listings", path: "/", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs },
  { name: "Dashboard", path: "/?tab=manage", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs },
  { name: "Messages", path: "/?tab=messages", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs },
  { name: "Edit Listing", path: "/edit-listing/:id", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs },
  // A seller with one sale: the page draws its sales history and the payout form (docs/decisions/150).
  { name: "My Sales", path: "/my-sales", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs, sold: true },
  { name: "Referrals", path: "/referrals", who: "seller", preset: "mobile", jsBudget: BUDGET.sellerJs },
  { name: "admin desk", path: "/admin", who: "admin", preset: "desktop" },
];

interface Measure {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  jsBytes: number;
  scripts: { url: string; bytes: number }[];
  shifts: string[];
  /** Lighthouse's measure of this host's CPU (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
}

/**
 * The CPU slowdown that makes this host stand for the mobile preset's phone: Lighthouse's own calibration
 * (docs/throttling.md, "CPU throttling", and its calculator's formula: a BenchmarkIndex of 1,533 is the preset's 4x,
 * 1,300 is 3x, 800 is 2x, 150 is 1x). On a host slower than the preset assumes, its 4x simulates a slower phone than
 * the preset's, and Lighthouse warns so in its report (docs/decisions/220).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const m =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(m * 10) / 10;
}

/** "preset": the mobile preset's 4x only; "calibrated": this host's calibrated slowdown only; "both" (default). */
const CPU_MODE = (process.env.LIGHTHOUSE_CPU ?? "both") as "preset" | "calibrated" | "both";

export async function run(): Promise<Row[]> {
  if (!existsSync(path.join(root, "dist", "web", "index.html")) || !existsSync(path.join(root, "dist", "server"))) {
    return [{ page: "lighthouse benchmark not run: dist is missing, run `npm run build`" }];
  }
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((s) => s.trim().toLowerCase());
  const pages = only ? PAGES.filter((p) => only.some((o) => p.name.toLowerCase().startsWith(o))) : PAGES;
  const server = await startProductionServer();
  const rows: Row[] = [];
  const misses: string[] = [];
  try {
    for (const page of pages) {
      // The desktop preset has no CPU slowdown to calibrate.
      const modes =
        page.preset === "desktop" ? ["preset"] : CPU_MODE === "both" ? ["preset", "calibrated"] : [CPU_MODE];
      let slowdown: number | undefined;
      for (const mode of modes) {
        const runs: Measure[] = [];
        for (let i = 0; i < RUNS; i++) {
          // A just-signed-up seller per run: Create Listings is their first page.
          const cookie =
            page.who === "seller"
              ? await registerSeller(server.url)
              : page.who === "admin"
                ? await adminCookie(server.url)
                : "";
          let target = page.path;
          if (target.includes(":id")) target = target.replace(":id", await postListing(server.url, cookie));
          if (page.sold) await recordSale(server.url, await postListing(server.url, cookie));
          // Calibrated on the median BenchmarkIndex of the preset's runs, or of one preset run made for it.
          if (mode === "calibrated" && slowdown === undefined) {
            const probe = await measureAgainOnTraceError(`${server.url}${target}`, page.preset, cookie);
            slowdown = calibratedSlowdown(probe.benchmarkIndex);
          }
          const cpu = mode === "calibrated" ? slowdown : undefined;
          runs.push(await measureAgainOnTraceError(`${server.url}${target}`, page.preset, cookie, cpu));
        }
        runs.sort((a, b) => a.score - b.score);
        const m = runs[Math.floor(runs.length / 2)];
        const index = runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
        if (mode === "preset") slowdown = calibratedSlowdown(index);
        const cpuLabel =
          page.preset === "desktop" ? "1x" : mode === "preset" ? "4x (preset)" : `${slowdown}x (calibrated)`;
        rows.push({
          page: page.name,
          preset: page.preset,
          cpu: cpuLabel,
          benchmarkIndex: Math.round(index),
          performance: m.score,
          scores: runs.map((r) => r.score).join("/"),
          lcpS: (m.lcpMs / 1000).toFixed(1),
          tbtMs: Math.round(m.tbtMs),
          cls: Number(m.cls.toFixed(3)),
          sentKB: `${(m.bytes / KB).toFixed(0)} in ${m.requests}`,
          jsKB: Number((m.jsBytes / KB).toFixed(1)),
        });
        const miss = (what: string) => misses.push(`${page.name}, CPU ${cpuLabel}: ${what}`);
        if (m.score < BUDGET.score) miss(`Performance ${m.score} < ${BUDGET.score}`);
        if (page.preset === "mobile") {
          if (m.lcpMs > BUDGET.lcpMs) miss(`LCP ${(m.lcpMs / 1000).toFixed(1)} s > 2.5 s`);
          if (m.tbtMs > BUDGET.tbtMs) miss(`TBT ${Math.round(m.tbtMs)} ms > 200 ms`);
          if (m.cls > BUDGET.cls) miss(`CLS ${m.cls.toFixed(3)} > 0.1 (${m.shifts.join("; ")})`);
        }
        if (page.jsBudget && m.jsBytes > page.jsBudget) {
          miss(`JavaScript ${(m.jsBytes / KB).toFixed(1)} kB > ${page.jsBudget / KB} kB`);
        }
        if (process.env.LIGHTHOUSE_SCRIPTS) {
          for (const s of m.scripts) console.log(`  ${page.name}: ${(s.bytes / KB).toFixed(1)} kB ${s.url}`);
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`Lighthouse ${lighthouseVersion()}, median of ${RUNS} runs a page; TBT depends on this host's CPU load.`);
  for (const m of misses) console.log(`MISSES BUDGET - ${m}`);
  if (!misses.length) console.log("Every page meets its budgets.");
  return rows;
}

/**
 * Lighthouse now and then loses the start of its trace on this host ("NO_NAVSTART: ... Please run Lighthouse
 * again"), in a fresh browser, on any page: such a run is taken again, up to twice, rather than ending the bench.
 */
async function measureAgainOnTraceError(url: string, preset: "mobile" | "desktop", cookie: string, cpu?: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, preset, cookie, cpu);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes("NO_NAVSTART")) throw err;
      console.log(`Lighthouse lost the trace's start on ${url} (NO_NAVSTART): measuring again`);
    }
  }
}

/** One Lighthouse run; `cpu` replaces the mobile preset's CPU slowdown (its network stays the preset's). */
async function measure(url: string, preset: "mobile" | "desktop", cookie: string, cpu?: number): Promise<Measure> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
        ...(cpu === undefined
          ? {}
          : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } }),
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_")}-${preset}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, `${name}.paints.json`), paintsOf(result.artifacts));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const summary = (
      audit("resource-summary").details as unknown as {
        items: { resourceType: string; transferSize: number; requestCount: number }[];
      }
    ).items;
    const total = summary.find((i) => i.resourceType === "total");
    const script = summary.find((i) => i.resourceType === "script");
    const requests = (
      audit("network-requests").details as unknown as {
        items: { url: string; resourceType?: string; transferSize?: number }[];
      }
    ).items;
    const shiftItems =
      (
        audit("layout-shifts")?.details as unknown as {
          items?: { node?: { selector?: string; snippet?: string }; score?: number }[];
        }
      )?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: audit("largest-contentful-paint").numericValue ?? 0,
      tbtMs: audit("total-blocking-time").numericValue ?? 0,
      cls: audit("cumulative-layout-shift").numericValue ?? 0,
      bytes: total?.transferSize ?? 0,
      requests: total?.requestCount ?? 0,
      jsBytes: script?.transferSize ?? 0,
      scripts: requests
        .filter((r) => r.resourceType === "Script")
        .map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize ?? 0 }))
        .sort((a, b) => b.bytes - a.bytes),
      shifts: shiftItems.map((s) => `${s.node?.selector ?? s.node?.snippet ?? "?"} ${(s.score ?? 0).toFixed(3)}`),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } & Record<string, unknown> };
}

/**
 * The observed first paint and largest-paint candidates (element, size, time from navigation), from the run's trace:
 * Lighthouse's own "LCP element" audit fails against Debian's Chromium (a trace field it expects is missing).
 */
function paintsOf(artifacts: unknown): string {
  const events = (artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const start = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith("http"),
  )?.ts;
  const paints = events
    .filter((e) => /^(firstContentfulPaint|largestContentfulPaint::Candidate)$/.test(e.name))
    .map((e) => ({ name: e.name, ms: Math.round((e.ts - (start ?? e.ts)) / 1000), data: e.args?.data }));
  return JSON.stringify(paints, null, 1);
}

function lighthouseVersion(): string {
  return (
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, "..", "node_modules", "lighthouse", "package.json"), "utf8"),
    ) as {
      version: string;
    }
  ).version;
}

/** `npm start` without the build step: the built server in production mode, on a fresh DATA_DIR. */
async function startProductionServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "dist", "server", "main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "snaplist-lighthouse-")),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-00",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error("the server did not answer /api/health within 2 minutes");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login answered ${res.status}: ${await res.text()}`);
  return cookiesOf(res);
}

/** The seller posts one listing with a photo; answers its id. */
async function postListing(url: string, cookie: string): Promise<string> {
  const photo = readFileSync(path.resolve(import.meta.dirname, "..", "tests", "fixtures", "photos", "tv_sticker.jpg"));
  const form = new FormData();
  form.append("image", new Blob([photo], { type: "image/jpeg" }), "tv_sticker.jpg");
  const upload = await fetch(`${url}/api/upload`, { method: "POST", headers: { cookie, origin: url }, body: form });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const res = await fetch(`${url}/api/listings`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({
      title: "Samsung 55 inch 4K TV",
      description: "55 inch 4K smart TV with its remote and stand. Works perfectly.",
      price: "42000",
      category: "electronics",
      condition: "good",
      status: "active",
      imageUrls: [imageUrl],
    }),
  });
  if (res.status !== 201) throw new Error(`create listing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** An admin records a sale of the listing (₹12,000). */
async function recordSale(url: string, listingId: string) {
  const cookie = await adminCookie(url);
  const res = await fetch(`${url}/api/admin/sales`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify({ listingId, saleAmount: "12000" }),
  });
  if (!res.ok) throw new Error(`record sale answered ${res.status}: ${await res.text()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
  });
}
