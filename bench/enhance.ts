import { readFileSync } from "node:fs";
import path from "node:path";
import { type EnhanceMode, enhanceStored } from "../src/server/modules/generator/enhance/service.ts";
import { closeDetector } from "../src/server/modules/generator/identify/detector.ts";
import { intakeImage } from "../src/server/modules/uploads/intake.ts";
import type { Row } from "./lib.ts";

const photosDir = path.resolve(import.meta.dirname, "..", "tests", "fixtures", "photos");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 300;

/**
 * Enhancement latency per operation on stored photos (the JPEG intake produced), as the routes run it: the blur
 * operations include finding the subject with the detector (its own thread), which runs alongside sharp.
 */
export async function run(): Promise<Row[]> {
  const limits = { maxBytes: 50 * 1024 * 1024, maxPixels: 50_000_000 };
  const photos = await Promise.all(
    ["coffee.png", "motorcycle_left.png", "aloe_1000.jpg", "tv_sticker.jpg"].map(async (f) => ({
      file: f,
      ...(await intakeImage(readFileSync(path.join(photosDir, f)), limits)),
    })),
  );
  const target = { targetWidth: 2048, targetHeight: 2048 };
  const ops: Record<string, [EnhanceMode, { enhanceLighting: boolean; blurBackground: boolean }]> = {
    upscale: ["upscale", { enhanceLighting: true, blurBackground: false }],
    "upscale, no lighting": ["upscale", { enhanceLighting: false, blurBackground: false }],
    "blur background (photo's own size)": ["blur", { enhanceLighting: true, blurBackground: true }],
    combo: ["combo", { enhanceLighting: true, blurBackground: true }],
  };
  // Warm-up: the detector's thread starts and libvips loads its operations once.
  await enhanceStored(photos[0], { ...target, ...ops.combo[1] }, "combo");
  const rows: Row[] = [];
  for (const [name, [mode, opts]] of Object.entries(ops)) {
    const times: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const p of photos) {
        const cpu = process.cpuUsage();
        const t = performance.now();
        await enhanceStored(p, { ...target, ...opts }, mode);
        times.push(performance.now() - t);
        const used = process.cpuUsage(cpu);
        cpus.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    const median = Math.round(times[Math.floor(times.length / 2)]);
    rows.push({
      operation: name,
      medianMs: median,
      p90Ms: Math.round(times[Math.floor(times.length * 0.9)]),
      // CPU time of the process (libvips works on libuv's pool): unlike wall time it does not grow when other
      // programs share the machine, so it tells whether a missed budget is ours or the machine's.
      cpuMs: Math.round(cpus[Math.floor(cpus.length / 2)]),
      budgetMs: BUDGET_MS,
      ok: median <= BUDGET_MS ? "yes" : "NO",
    });
  }
  await closeDetector();
  return rows;
}
