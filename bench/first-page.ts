import { existsSync } from "node:fs";
import path from "node:path";
import { p95, type Row, registerSeller, startBenchServer } from "./lib.ts";

/**
 * What a first page costs the server (issue 31, docs/decisions/143 and 144): the time to answer a phone's first
 * `GET /` as a visitor (a copy made once, compressed once) and as a signed-in seller, whose page carries its
 * answers and comes drawn by the build's Node copy of the client (compressed per request). BENCH_REQUESTS and
 * BENCH_CONCURRENCY as for the other benchmarks (lib.ts).
 */
export async function run(): Promise<Row[]> {
  const webDir = path.resolve(import.meta.dirname, "..", "dist", "web");
  if (!existsSync(path.join(webDir, "index.html"))) return [{ page: "not run: dist is missing, run `npm run build`" }];
  const { app, url } = await startBenchServer({
    prepare: async (config) => {
      config.webDir = webDir;
    },
  });
  try {
    const seller = await registerSeller(url);
    const cases: [string, string, string][] = [
      ["visitor: the landing page", "/", ""],
      ["seller: Create Listings", "/", seller],
      ["seller: Dashboard", "/?tab=manage", seller],
      ["seller: Messages", "/?tab=messages", seller],
    ];
    const rows: Row[] = [];
    for (const [page, address, cookie] of cases) {
      const body = await (await fetch(`${url}${address}`, { headers: { cookie } })).text();
      await p95(`${url}${address}`, cookie); // warm-up round
      rows.push({
        page,
        drawn: /data-page="(seller|visitor)"/.test(body) ? "yes" : "no",
        ...(await p95(`${url}${address}`, cookie)),
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}
