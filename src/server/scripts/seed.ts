/**
 * npm run seed -- --listings N [--sellers M]
 * Fills the configured database (PGlite under DATA_DIR, or DATABASE_URL) with demo sellers, listings, photos,
 * postings, messages and sales, in batches, so that later work can measure at scale. Seeded sellers log in with
 * their email and the password "demo1234". No admin is created: admins come only from ADMIN_EMAIL or `npm run admin`.
 */
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq, inArray, sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { listingPhotos, listings, messages, postings, sales, users } from "../db/schema.ts";
import { withdrawWaitingPostings } from "../modules/postings/withdrawn.ts";
import { CONDITIONS, FIRST_NAMES, LAST_NAMES, SEED_ITEMS } from "./seed-catalog.ts";

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
    const sellerIds: string[] = [];
    await inBatches(sellerRows, async (batch) => {
      const rows = await db.insert(users).values(batch).returning({ id: users.id });
      sellerIds.push(...rows.map((r) => r.id));
    });

    let made = 0;
    let sold = 0;
    for (let offset = 0; offset < listingCount; offset += BATCH) {
      const n = Math.min(BATCH, listingCount - offset);
      const values = Array.from({ length: n }, () => {
        const item = pick(SEED_ITEMS);
        const condition = pick(CONDITIONS);
        const price = Math.round(item.price * (0.7 + rand() * 0.5));
        return {
          userId: pick(sellerIds),
          title: `${item.brand} ${item.model} - ${condition} condition`,
          description: `Selling my ${item.brand} ${item.model}. ${condition[0].toUpperCase()}${condition.slice(1)} condition, works as it should. Pickup or meet in the city.`,
          price: price.toFixed(2),
          imageUrl: "/uploads/demo.jpg",
          category: item.category,
          itemType: item.itemType,
          condition,
          status: rand() < 0.85 ? "active" : "draft",
          brand: item.brand,
          model: item.model,
          quickPrice: (price * 0.85).toFixed(2),
          medianPrice: price.toFixed(2),
          maxPrice: (price * 1.15).toFixed(2),
          confidenceScore: 0.6 + rand() * 0.35,
          createdAt: new Date(Date.now() - rand() * 90 * 86400_000),
        };
      });
      const inserted = await db.insert(listings).values(values).returning({
        id: listings.id,
        userId: listings.userId,
        status: listings.status,
        price: listings.price,
        title: listings.title,
      });
      await db
        .insert(listingPhotos)
        .values(inserted.map((l) => ({ listingId: l.id, position: 0, url: "/uploads/demo.jpg" })));
      const active = inserted.filter((l) => l.status === "active");
      const postingRows = active.flatMap((l) =>
        (["olx", "quikr", "facebook"] as const).map((marketplace) => {
          const r = rand();
          const status = r < 0.45 ? "posted" : r < 0.8 ? "pending" : r < 0.92 ? "pending_human" : "failed";
          return {
            listingId: l.id,
            marketplace,
            status,
            url: status === "posted" ? demoAdUrl(marketplace, Number.parseInt(l.id.slice(-8), 16)) : null,
            failureReason: status === "failed" ? "Technical issue encountered during posting process." : null,
          };
        }),
      );
      await inBatches(postingRows, (batch) => db.insert(postings).values(batch));
      const toSell = active.filter(() => rand() < 0.1);
      if (toSell.length) {
        await db.insert(sales).values(
          toSell.map((l) => {
            const paid = rand() < 0.5;
            return {
              listingId: l.id,
              userId: l.userId,
              saleAmount: l.price,
              payoutAmount: (Number(l.price) * 0.9).toFixed(2),
              marketplace: pick(["olx", "quikr", "facebook", "other"] as const),
              payoutStatus: paid ? "paid" : "pending",
              payoutDate: paid ? new Date() : null,
              payoutMethod: paid ? "upi" : null,
              markedSoldByAdminId: admin?.id ?? null,
              paidByAdminId: paid ? (admin?.id ?? null) : null,
            };
          }),
        );
        await db
          .update(listings)
          .set({ status: "sold" })
          .where(
            inArray(
              listings.id,
              toSell.map((l) => l.id),
            ),
          );
        // Each sold listing's posted marketplaces get their "remove the ad" task (docs/decisions/070).
        await db.execute(sql`
          insert into delist_tasks (sale_id, listing_id, title, marketplace, url)
          select s.id, s.listing_id, l.title, p.marketplace, p.url
          from sales s join postings p on p.listing_id = s.listing_id join listings l on l.id = s.listing_id
          where p.status = 'posted' and s.listing_id in (${sql.join(
            toSell.map((l) => sql`${l.id}::uuid`),
            sql`, `,
          )})
          on conflict do nothing`);
        // ...and their waiting postings leave the queue, as a recorded sale does (docs/decisions/123).
        await withdrawWaitingPostings(
          db,
          toSell.map((l) => l.id),
        );
        sold += toSell.length;
      }
      const notes = active
        .filter(() => rand() < 0.2)
        .map((l) => ({
          toUserId: l.userId,
          fromUserId: admin?.id ?? null,
          subject: `Update on your listing: ${l.title}`,
          message: "Your listing has been reviewed by our team and is queued for posting.",
          isSystemMessage: true,
          listingId: l.id,
        }));
      if (notes.length) await db.insert(messages).values(notes);
      made += n;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${sellerCount} sellers, ${made} listings (${sold} sold) in ${seconds}s on ${database.kind}.`);
  } finally {
    await database.close();
  }
}

await main();

/** A demo ad's address that contract/ad-address.ts accepts. */
function demoAdUrl(marketplace: "olx" | "quikr" | "facebook", id: number): string {
  if (marketplace === "olx") return `https://www.olx.in/item/demo-item-iid-${id}`;
  if (marketplace === "quikr") return `https://mumbai.quikr.com/Demo-item-W0QQAdIdZ${id}`;
  return `https://www.facebook.com/marketplace/item/${id}/`;
}
