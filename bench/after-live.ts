import { sql } from "drizzle-orm";
import { users } from "../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { dueListingIds } from "../src/server/modules/postings/price-suggestions/service.ts";
import { p95, type Row, startSeededApp } from "./lib.ts";

/**
 * After it goes live at scale (issue 30, docs/decisions/136): p50/p95 of the due-work job's query, the Update tasks
 * and Renewals due queues, the "live more than N days" filter and the summary, against the database `npm run seed`
 * filled (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL / TEST_DATABASE_URL), and their EXPLAIN plans.
 *
 *   npm run seed -- --listings 100000 && npm run bench -- after-live                 (PGlite)
 *   bash scripts/with-postgres.sh bash bench/after-live-pg.sh                         (PostgreSQL)
 *
 * The seed writes posted ads without live dates: this gives every posted ad a live_since in the last 60 days (and
 * its 30-day expiry), an open update task to 3% of them and a decided or open suggestion to 5% of the listings.
 */
const RUNS = Number(process.env.BENCH_REQUESTS ?? 200);

async function timed(fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

export async function run(): Promise<Row[]> {
  const { app, base } = await startSeededApp();
  const exec = async <T>(q: ReturnType<typeof sql>) => (await app.db.execute(q)) as unknown as { rows: T[] };
  try {
    const listingCount = Number((await exec<{ n: number }>(sql`select count(*)::int as n from listings`)).rows[0].n);
    const dated = Number(
      (await exec<{ n: number }>(sql`select count(*)::int as n from postings where live_since is not null`)).rows[0].n,
    );
    if (dated === 0) {
      await exec(sql`
        update postings set live_since = now() - (random() * 60) * interval '1 day'
        where status = 'posted'`);
      await exec(sql`update postings set expires_at = live_since + interval '30 days' where status = 'posted'`);
      await exec(sql`
        insert into posting_update_tasks (posting_id, listing_id, changes, created_at, updated_at)
        select p.id, p.listing_id, '[{"field":"price","before":"12000.00","after":"10500.00"}]'::jsonb,
          now() - random() * interval '5 days', now()
        from postings p join listings l on l.id = p.listing_id and not l.is_sold
        where p.status = 'posted' and random() < 0.03`);
      await exec(sql`
        insert into price_suggestions (listing_id, current_price, suggested_price, reason, created_at, decided_at, decision)
        select x.id, x.price, round(x.price * 0.9), '{"code":"markdown","params":{"days":15,"percent":10}}'::jsonb,
          now() - interval '20 days', x.decided, case when x.decided is null then null else 'declined' end
        from (select l.id, l.price, case when random() < 0.7 then now() - interval '10 days' end as decided
              from listings l where random() < 0.05) x`);
    }
    for (const table of ["listings", "postings", "posting_update_tasks", "price_suggestions", "users", "sales"]) {
      await exec(sql.raw(`vacuum analyze ${table}`));
    }
    const email = "bench-admin@snaplist.test";
    await app.db
      .insert(users)
      .values({ email, firstName: "Bench", isAdmin: true })
      .onConflictDoUpdate({ target: users.email, set: { isAdmin: true } });
    const [admin] = await app.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
    const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, admin.id)}`;
    const database = app.dbKind;
    const budget = database === "postgres" ? 100 : 300;
    const rows: Row[] = [];
    const row = (scenario: string, m: { p50Ms: number; p95Ms: number; maxMs: number }) =>
      rows.push({ scenario, database, listings: listingCount, ...m, budget: m.p95Ms <= budget ? "met" : "MISSED" });

    const now = new Date();
    const threshold = app.config.afterLive.priceSuggestionDays;
    await dueListingIds(app.db, now, threshold, 500);
    row("due-work query (500 due ids)", await timed(() => dueListingIds(app.db, now, threshold, 500)));
    for (const [scenario, path] of [
      ["Update tasks queue", "/api/admin/update-tasks"],
      ["Renewals due queue", "/api/admin/renewals"],
      ["listings liveMoreThanDays=14", "/api/admin/listings?liveMoreThanDays=14"],
      ["listings liveMoreThanDays=59", "/api/admin/listings?liveMoreThanDays=59"],
      ["summary (with renewals, tasks)", "/api/admin/summary"],
    ] as const) {
      await p95(`${base}${path}`, cookie);
      row(scenario, await p95(`${base}${path}`, cookie));
    }

    // The plans, for the decision record.
    const cutoff = new Date(now.getTime() - threshold * 86_400_000).toISOString();
    const dueBy = new Date(now.getTime() + app.config.afterLive.renewalWindowDays * 86_400_000).toISOString();
    const plans: Array<[string, ReturnType<typeof sql>]> = [
      [
        "due-work query",
        sql`select l.id from listings l
          where l.id in (select p.listing_id from postings p where p.status = 'posted' and p.live_since <= ${cutoff}::timestamptz)
            and l.status = 'active' and not l.is_sold
            and not exists (select 1 from price_suggestions s where s.listing_id = l.id
                            and (s.decided_at is null or s.decided_at > ${cutoff}::timestamptz))
          limit 500`,
      ],
      [
        "Renewals due page",
        sql`select p.* from postings p join listings pl on pl.id = p.listing_id and not pl.is_sold
          where p.status = 'posted' and p.expires_at <= ${dueBy}::timestamptz
          order by p.expires_at, p.id limit 51`,
      ],
      [
        "summary: renewals due count",
        sql`select count(*) from postings p
          where p.status = 'posted' and p.expires_at <= ${dueBy}::timestamptz
            and not exists (select 1 from listings l where l.id = p.listing_id and l.is_sold)`,
      ],
      [
        "Update tasks page",
        sql`select * from posting_update_tasks t where t.done_at is null
          order by t.created_at asc nulls last, t.id asc nulls last limit 51`,
      ],
      [
        "liveMoreThanDays=14 page ids",
        sql`select l.id, l.created_at from listings l where exists (select 1 from postings po where po.listing_id = l.id
            and po.status = 'posted' and po.live_since < ${cutoff}::timestamptz)
          order by l.created_at desc nulls last, l.id desc nulls last limit 51`,
      ],
    ];
    if (database === "postgres") {
      for (const [name, q] of plans) {
        const plan = await exec<{ "QUERY PLAN": string }>(sql`explain (analyze, costs off, timing off) ${q}`);
        console.log(`\n-- ${name}\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
      }
    }
    return rows;
  } finally {
    await app.close();
  }
}
