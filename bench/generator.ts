import { buildApp } from "../src/server/app.ts";
import type { App } from "../src/server/app-types.ts";
import { testConfig } from "../tests/helpers/app.ts";
import { createUser, loginCookie } from "../tests/helpers/factories.ts";
import type { Row } from "./lib.ts";
import { photoToListing as listingFromPhotos, ownCpuMs } from "./photo-to-listing.ts";

const FIVE = ["coffee.png", "motorcycle_left.png", "aloe_1000.jpg", "tv_sticker.jpg", "test.png"];
const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 5);

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
