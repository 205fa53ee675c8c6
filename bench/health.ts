import { load, type Row, startBenchServer } from "./lib.ts";

/** /api/health throughput and latency: the ceiling every other API figure is compared with. */
export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer();
  try {
    await load({ url: `${url}/api/health`, seconds: 1 }); // warm-up
    const r = await load({ url: `${url}/api/health` });
    return [{ scenario: "GET /api/health", database, ...r }];
  } finally {
    await app.close();
  }
}
