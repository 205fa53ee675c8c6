import { sql } from "drizzle-orm";
import { users } from "../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { p95, type Row, startSeededApp } from "./lib.ts";

/**
 * The posting desk at scale (issue 10): p95 of each admin list's first page, a search, a status filter,
 * Pending Review, Creation Logs and the summary call, against the database `npm run seed` filled -
 * PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL (or TEST_DATABASE_URL, as scripts/with-postgres.sh sets).
 * Budgets (docs/engineering.md): p95 <= 100 ms on PostgreSQL, <= 300 ms on PGlite.
 *
 *   npm run seed -- --listings 100000 && npm run bench -- admin                      (PGlite)
 *   bash scripts/with-postgres.sh bash bench/admin-pg.sh                             (PostgreSQL)
 *
 * The seed writes no creation logs; when there are fewer than listings, this adds one per listing in SQL.
 * Requests go one at a time by default (BENCH_CONCURRENCY), so p95 is a request's own latency.
 */
export async function run(): Promise<Row[]> {
  const { app, base } = await startSeededApp();
  try {
    const count = async (table: string) =>
      Number(
        (
          (await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const listingCount = await count("listings");
    if ((await count("creation_logs")) < listingCount / 2) {
      await app.db.execute(sql`
        insert into creation_logs (listing_id, user_id, created_at, original_image_url, ai_detected_product,
          ai_detected_brand, ai_detected_model, ai_detected_category, ai_confidence_score, ai_suggested_prices,
          ai_generated_titles, ai_generated_description, user_selected_title, user_selected_price,
          user_selected_category)
        select l.id, l.user_id, l.created_at, l.image_url, l.title, l.brand, l.model, l.category, 80,
          jsonb_build_object('quickPrice', l.quick_price::text, 'medianPrice', l.median_price::text,
                             'maxPrice', l.max_price::text),
          jsonb_build_array(l.title, l.brand || ' ' || l.model), l.description, l.title, l.price, l.category
        from listings l`);
    }
    // A bulk load leaves the visibility map unset, so index-only scans would still read the heap; autovacuum sets
    // it on a live database. Measure the steady state.
    for (const table of ["listings", "postings", "creation_logs", "users", "messages", "sales"]) {
      await app.db.execute(sql.raw(`vacuum analyze ${table}`));
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
    const scenarios: Array<[string, string]> = [
      ["first page", "/api/admin/listings"],
      ["search 'samsung'", "/api/admin/listings?q=samsung"],
      ["search owner email", "/api/admin/listings?q=seller-"],
      ["search rare 'zzqx'", "/api/admin/listings?q=zzqx"],
      ["status filter failed", "/api/admin/listings?postingStatus=failed"],
      ["status filter + category", "/api/admin/listings?postingStatus=pending_human&category=books"],
      ["Pending Review", "/api/admin/listings?pending=true"],
      ["Creation Logs", "/api/admin/creation-logs"],
      ["summary", "/api/admin/summary"],
      ["user search", "/api/admin/users?q=priya"],
    ];
    const rows: Row[] = [];
    for (const [scenario, path] of scenarios) {
      await p95(`${base}${path}`, cookie); // warm-up round
      const m = await p95(`${base}${path}`, cookie);
      rows.push({ scenario, database, listings: listingCount, ...m, budget: m.p95Ms <= budget ? "met" : "MISSED" });
    }
    return rows;
  } finally {
    await app.close();
  }
}
