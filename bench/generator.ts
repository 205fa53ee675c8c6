import { readFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../src/server/app.ts";
import type { App } from "../src/server/app-types.ts";
import { testConfig } from "../tests/helpers/app.ts";
import { createUser, loginCookie } from "../tests/helpers/factories.ts";
import type { Row } from "./lib.ts";
import { photoToListing as listingFromPhotos, ownCpuMs } from "./photo-to-listing.ts";

const photosDir = path.resolve(import.meta.dirname, "..", "tests", "fixtures", "photos");
const FIVE = ["coffee.png", "motorcycle_left.png", "aloe_1000.jpg", "tv_sticker.jpg", "test.png"];
const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** What each fixture photo shows; rows without an expectation are hard cases, shown but not scored. */
const EXPECTED: { file: string; category?: string; brand?: string; model?: string }[] = [
  { file: "coffee.png", category: "home" },
  { file: "coffee.heic", category: "home" },
  { file: "coffee.avif", category: "home" },
  { file: "motorcycle_left.png", category: "automotive" },
  { file: "aloe_1000.jpg", category: "home" },
  { file: "tv_sticker.jpg", category: "electronics", brand: "Sony", model: "KD-55X85J" },
  { file: "test.png", category: "electronics", brand: "Samsung", model: "Galaxy S21" },
  { file: "chelsea.png" },
  { file: "stuff.jpg" },
  { file: "fruits.jpg" },
];

/** classify + generate-copy + smart-pricing through the real routes, in-process. */
async function photoToListing(app: App, cookie: string, files: string[]) {
  return listingFromPhotos((req) => app.inject({ method: "POST", ...req }), cookie, files, ownCpuMs);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run(): Promise<Row[]> {
  const app = await buildApp(await testConfig({ LOG_LEVEL: "silent" }));
  try {
    const cookie = await loginCookie(app, await createUser(app));
    const rows: Row[] = [];
    // Cold: the first request of the process loads centernet (wasm) and the tesseract worker.
    const cold1 = await photoToListing(app, cookie, ["coffee.png"]);
    rows.push({
      scenario: "photo to listing, 1 photo, cold",
      ms: Math.round(cold1.ms),
      cpuMs: Math.round(cold1.cpuMs),
      budgetMs: "-",
    });
    const cold5 = await photoToListing(app, cookie, FIVE);
    rows.push({
      scenario: "photo to listing, 5 photos, first run",
      ms: Math.round(cold5.ms),
      cpuMs: Math.round(cold5.cpuMs),
      budgetMs: "-",
    });
    for (const [label, files, budget] of [
      ["1 photo, warm (median of fixtures)", undefined, 1000],
      ["5 photos, warm", FIVE, 2500],
    ] as const) {
      const times: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) {
        const set = files ?? [FIVE[i % FIVE.length]];
        const r = await photoToListing(app, cookie, [...set]);
        times.push(r.ms);
        cpus.push(r.cpuMs);
      }
      const ms = Math.round(median(times));
      rows.push({
        scenario: `photo to listing, ${label}`,
        ms,
        cpuMs: Math.round(median(cpus)),
        worstMs: Math.round(Math.max(...times)),
        budgetMs: budget,
        ok: ms <= budget ? "yes" : "NO",
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

/** Category and brand hit rate of the offline engine over the fixture photos. */
export async function accuracy(): Promise<Row[]> {
  const app = await buildApp(await testConfig({ LOG_LEVEL: "silent" }));
  try {
    const cookie = await loginCookie(app, await createUser(app));
    const rows: Row[] = [];
    let catHits = 0;
    let catTotal = 0;
    let brandHits = 0;
    let brandTotal = 0;
    for (const e of EXPECTED) {
      readFileSync(path.join(photosDir, e.file));
      const { classify: c } = await photoToListing(app, cookie, [e.file]);
      const catOk = e.category ? c.category === e.category : undefined;
      const brandOk = e.brand ? c.brand === e.brand && (!e.model || c.model === e.model) : undefined;
      if (catOk !== undefined) {
        catTotal++;
        if (catOk) catHits++;
      }
      if (brandOk !== undefined) {
        brandTotal++;
        if (brandOk) brandHits++;
      }
      rows.push({
        photo: e.file,
        expected: [e.category, e.brand, e.model].filter(Boolean).join(" / ") || "(hard case)",
        answered: [c.category, c.itemType, c.brand, c.model].filter(Boolean).join(" / "),
        confidence: c.confidence,
        hit: catOk === undefined ? "-" : catOk && brandOk !== false ? "yes" : "NO",
      });
    }
    rows.push({
      photo: "category hit rate",
      expected: `${catHits}/${catTotal}`,
      answered: "",
      confidence: "",
      hit: `${Math.round((100 * catHits) / catTotal)}%`,
    });
    rows.push({
      photo: "brand+model hit rate",
      expected: `${brandHits}/${brandTotal}`,
      answered: "",
      confidence: "",
      hit: `${Math.round((100 * brandHits) / brandTotal)}%`,
    });
    return rows;
  } finally {
    await app.close();
  }
}
