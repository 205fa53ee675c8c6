/**
 * npm run bench [-- name ...]: runs the benchmarks and prints one table each.
 * Set TEST_DATABASE_URL (or run through scripts/with-postgres.sh) to measure on PostgreSQL instead of PGlite.
 */
import type { Row } from "./lib.ts";

const benchmarks: Record<string, () => Promise<{ run: () => Promise<Row[]> }>> = {
  health: () => import("./health.ts"),
  "health-during-classify": () => import("./health-during-classify.ts"),
  listings: () => import("./listings.ts"),
  generator: () => import("./generator.ts"),
  "first-generation": () => import("./first-generation.ts"),
  "generator-browser": () => import("./generator-browser.ts"),
  phone: () => import("./phone.ts"),
  enhance: () => import("./enhance.ts"),
  accuracy: () => import("./accuracy.ts"),
  admin: () => import("./admin.ts"),
  referrals: () => import("./referrals.ts"),
  activity: () => import("./activity.ts"),
  posting: () => import("./posting.ts"),
  "after-live": () => import("./after-live.ts"),
  "admin-day": () => import("./admin-day.ts"),
  analytics: () => import("./analytics.ts"),
  push: () => import("./push.ts"),
  buyers: () => import("./buyers.ts"),
  pricing: () => import("./pricing.ts"),
  "first-page": () => import("./first-page.ts"),
  lighthouse: () => import("./lighthouse.ts"),
};

const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(benchmarks);
for (const name of names) {
  const loader = benchmarks[name];
  if (!loader) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benchmarks).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  const rows = await (await loader()).run();
  console.table(rows);
}
process.exit(0);
