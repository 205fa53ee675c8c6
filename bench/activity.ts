import { sql } from "drizzle-orm";
import { users } from "../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { p95, type Row, startBenchServer } from "./lib.ts";

/**
 * The Activity view at scale (issue 23): 100,000 audit entries (BENCH_AUDIT_ENTRIES) from 5 admins over 180 days,
 * on a throwaway database (PostgreSQL under scripts/with-postgres.sh), then the first page and filtered pages.
 * Budget: 100 ms on PostgreSQL (the issue; the admin list budget), 300 ms on PGlite. A bench, not a test.
 *
 *   bash scripts/with-postgres.sh npm run bench -- activity
 */
const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 100_000);

export async function run(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer();
  try {
    const admins = await app.db
      .insert(users)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          email: `bench-audit-${i}@snaplist.test`,
          firstName: `Admin ${i}`,
          isAdmin: true,
        })),
      )
      .returning({ id: users.id });
    // 2,000 listings with 50 entries each on average; one sale per 10 listings; a spread of actions and times.
    await app.db.execute(sql`
      with l as (select gen_random_uuid() as id, n from generate_series(1, ${Math.ceil(ENTRIES / 50)}) n),
      a as (select array[${sql.join(
        admins.map((x) => sql`${x.id}::uuid`),
        sql`, `,
      )}] as ids)
      insert into audit_entries (at, actor_id, action, entity_type, entity_id, listing_id, sale_id, before, after, request_id, ip)
      select now() - (i * interval '155 seconds'), a.ids[1 + i % 5],
        (array['posting.status','posting.status','posting.status','sale.record','sale.payout','message.send','admin.sign_in','sale.delist_task'])[1 + i % 8],
        'listing', l.id, l.id, case when l.n % 10 = 0 then l.id end,
        jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'posted', 'url', 'https://www.olx.in/item/demo-iid-' || i),
        'req-' || i, '10.0.0.' || (i % 250)
      from generate_series(1, ${ENTRIES}) i cross join a
      join l on l.n = 1 + (i * 7919) % ${Math.ceil(ENTRIES / 50)}`);
    await app.db.execute(sql`vacuum analyze audit_entries`);
    const [row] = (
      (await app.db.execute(sql`select listing_id as "listingId", sale_id as "saleId" from audit_entries
        where sale_id is not null limit 1`)) as unknown as { rows: { listingId: string; saleId: string }[] }
    ).rows;
    const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, admins[0].id)}`;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const budget = database === "postgres" ? 100 : 300;
    const scenarios: Array<[string, string]> = [
      ["first page", "/api/admin/activity"],
      ["filter admin", `/api/admin/activity?actorId=${admins[3].id}`],
      ["filter action (rare)", "/api/admin/activity?action=sale.payout"],
      ["filter listing", `/api/admin/activity?listingId=${row.listingId}`],
      ["filter sale", `/api/admin/activity?saleId=${row.saleId}`],
      ["filter dates (30-60 days ago)", `/api/admin/activity?from=${day(60)}&to=${day(30)}`],
      [
        "admin + action + dates",
        `/api/admin/activity?actorId=${admins[1].id}&action=posting.status&from=${day(90)}&to=${day(60)}`,
      ],
    ];
    const rows: Row[] = [];
    for (const [scenario, path] of scenarios) {
      await p95(`${url}${path}`, cookie); // warm-up round
      const m = await p95(`${url}${path}`, cookie);
      rows.push({ scenario, database, entries: ENTRIES, ...m, budget: m.p95Ms <= budget ? "met" : "MISSED" });
    }
    return rows;
  } finally {
    await app.close();
  }
}
