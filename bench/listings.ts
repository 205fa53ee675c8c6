import { createListing, createUser, loginCookie } from "../tests/helpers/factories.ts";
import { load, type Row, startBenchServer } from "./lib.ts";

/**
 * GET /api/listings for a seller with 50 listings (photos and three postings each) against /api/health on the
 * same listening server. Budget (docs/engineering.md): at least 25% of health's throughput, p99 at most 50 ms.
 */
export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer();
  try {
    const seller = await createUser(app);
    for (let i = 0; i < 50; i++) {
      await createListing(app, seller, {
        status: i % 5 === 0 ? "draft" : "active",
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
    const headers = { cookie: await loginCookie(app, seller) };
    await load({ url: `${url}/api/health`, seconds: 1 }); // warm-up
    await load({ url: `${url}/api/listings`, headers, seconds: 1 });
    const health = await load({ url: `${url}/api/health` });
    // Any signed-in call pays the session lookup; this row shows that floor apart from the listing query.
    const signedInHealth = await load({ url: `${url}/api/health`, headers });
    const listings = await load({ url: `${url}/api/listings`, headers });
    const share = Math.round((listings.requestsPerSec / health.requestsPerSec) * 1000) / 10;
    return [
      { scenario: "GET /api/health", database, ...health },
      { scenario: "GET /api/health with a session cookie", database, ...signedInHealth },
      {
        scenario: "GET /api/listings (50 listings)",
        database,
        ...listings,
        ofHealthPct: share,
        budget: share >= 25 && listings.p99Ms <= 50 ? "met" : "MISSED",
      },
    ];
  } finally {
    await app.close();
  }
}
