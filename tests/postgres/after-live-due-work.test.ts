import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { App } from "../../src/server/app-types.ts";
import { messages, postings, priceSuggestions } from "../../src/server/db/schema.ts";
import { ManualClock } from "../../src/server/lib/clock.ts";
import { runDueWork } from "../../src/server/modules/postings/due-work.ts";
import { testConfig } from "../helpers/app.ts";
import { createListing, createUser } from "../helpers/factories.ts";

/**
 * Issue 30 item 4: the due-work job runs on every server; on one PostgreSQL each due listing gets exactly one
 * suggestion and one notice, however the servers' runs interleave (row lock with skip locked + the partial
 * unique index of open suggestions). Runs only in the PostgreSQL pass (tests/postgres).
 */
const DAY = 86_400_000;
const clock = new ManualClock(new Date("2026-11-03T09:00:00.000Z"));
const config = await testConfig();
const servers: App[] = [];
for (let i = 0; i < 2; i++) servers.push(await buildApp({ ...config }, { clock }));
afterAll(() => Promise.all(servers.map((s) => s.close())));
const [a, b] = servers;

describe("the due-work job on two servers", () => {
  it("makes one suggestion and one notice per due listing, whichever server gets there", async () => {
    const seller = await createUser(a);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const l = await createListing(a, seller, { price: `${10000 + i * 100}.00` });
      ids.push(l.id);
    }
    // Each its own ad: one address is one listing's (docs/decisions/182).
    for (const [n, id] of ids.entries())
      await a.db
        .update(postings)
        .set({ status: "posted", url: `https://www.olx.in/item/ad-iid-${n + 1}`, liveSince: clock.now() })
        .where(and(eq(postings.listingId, id), eq(postings.marketplace, "olx")));
    clock.advance(15 * DAY);
    const runs = await Promise.all([runDueWork(a), runDueWork(b), runDueWork(a), runDueWork(b)]);
    expect(runs.reduce((n, r) => n + r.suggestions, 0)).toBe(30);
    const rows = await a.db.select().from(priceSuggestions).where(inArray(priceSuggestions.listingId, ids));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.listingId)).size).toBe(30);
    const notices = await a.db.select().from(messages).where(eq(messages.toUserId, seller.id));
    expect(notices).toHaveLength(30);
  });
});
