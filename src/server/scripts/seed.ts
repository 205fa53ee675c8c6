/**
 * npm run seed -- --listings N [--sellers M]
 * Fills the configured database (PGlite under DATA_DIR, or DATABASE_URL) with demo sellers (in batches) and their
 * listings with the lives a shop sees - photos, postings, renewals, price drops, offers, questions, sales, delists,
 * payouts, messages, and each listing's history (seed-shop.ts, set-based) - so that later work can measure at scale. Seeded sellers log in with
 * their email and the password "demo1234". No admin is created: admins come only from ADMIN_EMAIL or `npm run admin`.
 */
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { FIRST_NAMES, LAST_NAMES } from "./seed-catalog.ts";
import { seedShop } from "./seed-shop.ts";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    console.error(`--${name} must be a whole number between 0 and 1000000`);
    process.exit(2);
  }
  return value;
}

/** Deterministic, so that two seeded databases look alike. */
let state = 42;
const rand = () => {
  state = (state * 1664525 + 1013904223) % 2 ** 32;
  return state / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Code prefixes that land in each marketing channel of the Referral System tab, and plain personal codes. */
const CODE_PREFIXES = ["INTERN", "ADS", "MARKETING", "SOCIAL", "FB", "INSTA", "FRIEND", "WORD", "", "", "", ""];

/**
 * Referral codes and referrers, a realistic mix: about half the sellers have a code; about 45% joined through an
 * earlier seller's code, early and popular codes more often (so a few referrers bring most people); no cycles,
 * since a referrer always joined before the people they referred.
 */
function referralMix<T extends { id: string; createdAt: Date }>(rows: T[], runId: string) {
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const holders: Array<{ id: string; code: string }> = [];
  return sorted.map((row, i) => {
    const referrer = holders.length && rand() < 0.45 ? holders[Math.floor(rand() ** 2 * holders.length)] : undefined;
    const code = rand() < 0.5 ? `${pick(CODE_PREFIXES)}${runId.toUpperCase()}${i.toString(36).toUpperCase()}` : null;
    if (code) holders.push({ id: row.id, code });
    return {
      ...row,
      referralCode: code,
      referredBy: referrer?.code ?? null,
      referredByUserId: referrer?.id ?? null,
    };
  });
}

async function main() {
  const listingCount = arg("listings", 200);
  const sellerCount = arg("sellers", Math.max(5, Math.ceil(listingCount / 20)));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const { db } = database;
  const started = Date.now();
  const runId = Date.now().toString(36);
  try {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    const passwordHash = await hash("demo1234");
    const sellerRows = referralMix(
      Array.from({ length: sellerCount }, (_, i) => ({
        id: randomUUID(),
        firstName: pick(FIRST_NAMES),
        lastName: pick(LAST_NAMES),
        email: `seller-${runId}-${i}@demo.snaplist.test`,
        passwordHash,
        upiId: rand() < 0.6 ? `seller${i}@upi` : null,
        paypalEmail: rand() < 0.3 ? `seller${i}@paypal.test` : null,
        createdAt: new Date(Date.now() - rand() * 120 * 86400_000),
      })),
      runId,
    );
    await inBatches(sellerRows, (batch) => db.insert(users).values(batch));

    // The listings and their lives, set-based in the database (seed-shop.ts).
    const { listings: made, sold } = await seedShop(db, {
      listings: listingCount,
      sellerEmailLike: `seller-${runId}-%`,
      adminId: admin?.id ?? null,
    });
    // Fresh statistics, so that the benchmarks that follow get the plans a running shop would.
    await db.execute(sql`analyze`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${sellerCount} sellers, ${made} listings (${sold} sold) in ${seconds}s on ${database.kind}.`);
  } finally {
    await database.close();
  }
}

await main();
