import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { App } from "../src/server/app-types.ts";
import { createUser, loginCookie } from "../tests/helpers/factories.ts";
import { load, type Row, startBenchServer } from "./lib.ts";

/**
 * GET /api/listings for sellers with 50 listings each (a photo and three postings each, some live, some with an
 * offer) against /api/health on the same listening server. Budget (ENGINEERING.md): at least 25% of health's
 * throughput, p99 at most 50 ms. Measured over many sellers, one after another, so that the 2-second list cache
 * (docs/decisions/035) cannot stand in for the read path: the one-seller row shows what the cache gives. The read path
 * is the listings' stored cards (docs/decisions/171).
 */
const SELLERS = Number(process.env.BENCH_SELLERS ?? 1000);
const PER_SELLER = 50;

async function seed(app: App): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < SELLERS; i++) {
    const seller = await createUser(app);
    cookies.push(await loginCookie(app, seller));
  }
  // Set-based: 50 listings a seller, one in five a draft, the rest queued on three marketplaces, one in three live
  // on OLX, one in ten with an offer (the list's JSON reads them all).
  await app.db.execute(sql`
    insert into listings (user_id, title, description, price, status, category, image_url, created_at)
    select u.id, 'Bench item ' || g, 'A well kept item in good condition.', 1000 + g, case when g % 5 = 0 then 'draft'
      else 'active' end, 'electronics', '/uploads/bench.jpg', now() - g * interval '1 minute'
    from users u cross join generate_series(1, ${PER_SELLER}) g where not u.is_admin`);
  await app.db.execute(sql`
    insert into listing_photos (listing_id, position, url) select id, 0, image_url from listings`);
  await app.db.execute(sql`
    insert into postings (listing_id, marketplace, status, url, live_since, expires_at)
    select l.id, m, case when m = 'olx' and right(l.title, 1) in ('1', '4', '7') then 'posted' else 'pending' end,
      case when m = 'olx' and right(l.title, 1) in ('1', '4', '7')
        then 'https://www.olx.in/item/bench-iid-' || (row_number() over ())::text end,
      case when m = 'olx' and right(l.title, 1) in ('1', '4', '7') then now() end,
      case when m = 'olx' and right(l.title, 1) in ('1', '4', '7') then now() + interval '30 days' end
    from listings l cross join unnest(array['olx', 'quikr', 'facebook']) m where l.status = 'active'`);
  await app.db.execute(sql`
    insert into offers (listing_id, marketplace, amount)
    select p.listing_id, 'olx', 900 from postings p where p.status = 'posted' and right(p.url, 1) = '0'`);
  await app.db.execute(sql`analyze`);
  return cookies;
}

/** Autocannon that signs each request in as the next seller in turn. */
async function loadRotating(url: string, cookies: string[]) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
    requests: [
      {
        method: "GET",
        path: "/api/listings",
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length] } }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers under load`);
  return { requestsPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, p50Ms: result.latency.p50 };
}

export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer();
  try {
    const cookies = await seed(app);
    await load({ url: `${url}/api/health`, seconds: 1 }); // warm-up
    // The steady state: every seller's list was read once since its last change, so its cards are stored
    // (docs/decisions/171). The first read after a change makes that listing's card again.
    for (const cookie of cookies) await fetch(`${url}/api/listings`, { headers: { cookie } });
    const health = await load({ url: `${url}/api/health` });
    // Any signed-in call pays the session lookup; this row shows that floor apart from the listing query.
    const signedInHealth = await load({ url: `${url}/api/health`, headers: { cookie: cookies[0] } });
    const oneSeller = await load({ url: `${url}/api/listings`, headers: { cookie: cookies[0] } });
    const many = await loadRotating(url, cookies);
    const share = Math.round((many.requestsPerSec / health.requestsPerSec) * 1000) / 10;
    return [
      { scenario: "GET /api/health", database, ...health },
      { scenario: "GET /api/health with a session cookie", database, ...signedInHealth },
      { scenario: "GET /api/listings, one seller (the cache answers)", database, ...oneSeller },
      {
        scenario: `GET /api/listings, ${SELLERS} sellers in turn (50 listings each)`,
        database,
        ...many,
        ofHealthPct: share,
        budget: share >= 25 && many.p99Ms <= 50 ? "met" : "MISSED",
      },
    ];
  } finally {
    await app.close();
  }
}
