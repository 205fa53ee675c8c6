import { type Row, registerSeller, type ServerProcess, startServerProcess, untilWarm } from "./lib.ts";
import { httpSend, photoToListing } from "./photo-to-listing.ts";

const FIVE = ["coffee.png", "motorcycle_left.png", "aloe_1000.jpg", "tv_sticker.jpg", "test.png"];

/**
 * Issue 14 item 6: the first generation after start-up. A fresh server process (the real entry point) starts,
 * health is polled until it reports the engine warm, a seller registers, and their first photo-to-listing is timed
 * over HTTP, then a first five-photo one. For comparison, the same on a server started with AI_WARMUP=false,
 * where the first photo pays for loading the models.
 */
export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const warmUp of [true, false]) {
    const started = performance.now();
    const server = await startServerProcess({ AI_WARMUP: String(warmUp) });
    try {
      const listening = performance.now() - started;
      const engine = (await server.health()).engine;
      const warm = warmUp ? await untilWarm(server) : undefined;
      const label = warmUp ? "warm-up on (default)" : "AI_WARMUP=false";
      rows.push({
        scenario: `start-up, ${label}: ms to listen, warmUpMs from then to warm`,
        ms: Math.round(listening),
        cpuMs: Math.round(server.cpuMs()),
        engineAtListen: engine,
        warmUpMs: warm ? Math.round(warm.ms) : "-",
        healthDuringWarmUp: warm
          ? `p50 ${warm.healthMs.p50} / p99 ${warm.healthMs.p99} / max ${warm.healthMs.max} ms (${warm.healthMs.answers})`
          : "-",
        budgetMs: "-",
      });
      rows.push(await timed(server, `first photo to listing, 1 photo, ${label}`, ["coffee.png"], warmUp ? 1000 : "-"));
      rows.push(await timed(server, `first photo to listing, 5 photos, ${label}`, FIVE, warmUp ? 2500 : "-"));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

async function timed(server: ServerProcess, scenario: string, files: string[], budget: number | "-"): Promise<Row> {
  const cookie = await registerSeller(server.url);
  const r = await photoToListing(httpSend(server.url), cookie, files, server.cpuMs);
  const ms = Math.round(r.ms);
  return {
    scenario,
    ms,
    cpuMs: Math.round(r.cpuMs),
    engineAtListen: "",
    warmUpMs: "",
    healthDuringWarmUp: "",
    budgetMs: budget,
    ok: budget === "-" ? "" : ms <= budget ? "yes" : "NO",
  };
}
