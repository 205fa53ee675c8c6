import { chromium, type Page } from "@playwright/test";
import { type SQL, sql } from "drizzle-orm";
import { MARKETPLACES, type Marketplace } from "../src/contract/enums.ts";
import { WORK_KINDS, type WorkKind, type WorkQueue } from "../src/contract/work-queue.ts";
import type { App } from "../src/server/app-types.ts";
import type { Db } from "../src/server/db/client.ts";
import { rowsOf } from "../src/server/db/rows.ts";
import { users } from "../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { SOURCES } from "../src/server/modules/queue/sources/index.ts";
import type { PageQuery } from "../src/server/modules/queue/sources/shared.ts";
import { readTargets } from "../src/server/modules/queue/targets.ts";
import { CLOSED_NETWORK_FLAGS, JOURNEY_CHROMIUM_PATH } from "../tests/e2e/chromium.ts";
import { createListing, createMessage, createUser } from "../tests/helpers/factories.ts";
import { explainingDb, p95, type Row, startBenchServer, startSeededApp } from "./lib.ts";

/**
 * Issue 41 item 4 (docs/decisions/160): `npm run bench -- admin-day`.
 *
 * 1. The queue at scale: with a seeded database (`npm run seed -- --listings 100000`, at DATABASE_URL or
 *    TEST_DATABASE_URL; `bash scripts/with-postgres.sh bash bench/admin-day-pg.sh` does both), p50/p95 of Today's
 *    first page (and its filtered pages and counts) over BENCH_REQUESTS requests one at a time, and the EXPLAIN
 *    ANALYZE plan of every source's page and count. Budget: p95 <= 100 ms on PostgreSQL.
 * 2. A scripted day on a fresh database, worked through Today in Chromium as an admin would, top to bottom with the
 *    keyboard: 100 new listings, 30 edits of live listings, 20 sales, 15 renewals due, 40 seller replies. Every
 *    action is counted per kind of item: a key press, a click, or one text entry (a pasted ad address, a typed
 *    reply). What happens on the marketplace's own page (the posting assistant's part) is not the desk's and is
 *    measured by `npm run bench -- posting`.
 */

const SEEDED_AT_LEAST = 1000;

async function exec<T>(db: Db, q: SQL) {
  return rowsOf<T>(await db.execute(q));
}

/**
 * The seed writes every ad, sale and delist at one moment and never answers anything. This spreads them as a
 * running shop has them (once: it marks its work with the seller replies it adds): waiting postings over the last 5
 * days, live ads' dates over 60 days (expiring 30 days on), sales over 90 days with the delists of the last 2 days
 * still open, 3% of live ads with an open update task, and 500 seller replies waiting over 2 days.
 */
async function shapeSeededShop(db: Db, adminId: string) {
  const marked = await exec<{ n: number }>(db, sql`select count(*)::int as n from messages where needs_answer`);
  if (Number(marked[0]?.n) > 0) return false;
  await db.execute(sql`
    update postings set updated_at = now() - random() * interval '5 days' where status in ('pending', 'pending_human')`);
  await db.execute(sql`
    update postings set live_since = now() - (random() * 60) * interval '1 day', expires_at = null
    where status = 'posted' and live_since is null`);
  await db.execute(sql`update postings set expires_at = live_since + interval '30 days' where status = 'posted'`);
  await db.execute(sql`update sales set sale_date = now() - random() * interval '90 days'`);
  await db.execute(sql`
    update delist_tasks t set created_at = s.sale_date,
      done_at = case when s.sale_date < now() - interval '2 days' then s.sale_date + interval '3 hours' end
    from sales s where s.id = t.sale_id`);
  await db.execute(sql`
    insert into posting_update_tasks (posting_id, listing_id, changes, created_at, updated_at)
    select p.id, p.listing_id, '[{"field":"price","before":"12000.00","after":"10500.00"}]'::jsonb,
      now() - random() * interval '3 days', now()
    from postings p join listings l on l.id = p.listing_id and not l.is_sold
    where p.status = 'posted' and random() < 0.03
    on conflict do nothing`);
  await db.execute(sql`
    insert into messages (from_user_id, to_user_id, subject, message, needs_answer, created_at)
    select u.id, ${adminId}, 'Re: Update on your listing', 'When will it be live on OLX?', true,
      now() - random() * interval '2 days'
    from (select id from users where not is_admin order by random() limit 500) u`);
  for (const table of ["postings", "sales", "delist_tasks", "posting_update_tasks", "messages", "listings"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return true;
}

/** Each source's page and count, as EXPLAIN ANALYZE tells them (PostgreSQL only). */
async function printPlans(app: App) {
  const targets = await readTargets(app.db);
  const now = app.clock.now();
  const explaining = explainingDb(app);
  const [admin] = await exec<{ id: string }>(app.db, sql`select id from users where is_admin limit 1`);
  for (const kind of WORK_KINDS) {
    const q: PageQuery = {
      now,
      minutes: targets[kind],
      claim: "any",
      adminId: admin.id,
      limit: 51,
      renewalWindowDays: app.config.afterLive.renewalWindowDays,
    };
    console.log(`\n-- ${kind}: first page`);
    await SOURCES[kind].page(explaining, q);
    console.log(`\n-- ${kind}: count`);
    await SOURCES[kind].count(explaining, q);
  }
  console.log("\n-- posting: unclaimed, OLX");
  await SOURCES.posting.page(explaining, {
    now,
    minutes: targets.posting,
    claim: "unclaimed",
    marketplace: "olx",
    adminId: admin.id,
    limit: 51,
    renewalWindowDays: 3,
  });
  console.log("\n-- posting: mine");
  await SOURCES.posting.page(explaining, {
    now,
    minutes: targets.posting,
    claim: "mine",
    adminId: admin.id,
    limit: 51,
    renewalWindowDays: 3,
  });
}

async function queueAtScale(rows: Row[]) {
  const { app, base } = await startSeededApp();
  try {
    const listingCount = Number((await exec<{ n: number }>(app.db, sql`select count(*)::int as n from listings`))[0].n);
    if (listingCount < SEEDED_AT_LEAST) {
      console.log(`The database holds ${listingCount} listings: seed it first (npm run seed -- --listings 100000).`);
      return;
    }
    const adminOf = async (email: string, role: "owner" | "poster" | "manager") => {
      await app.db
        .insert(users)
        .values({ email, firstName: "Bench", isAdmin: true, adminRole: role })
        .onConflictDoUpdate({ target: users.email, set: { isAdmin: true, adminRole: role } });
      const [u] = await app.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
      return { id: u.id, cookie: `${SESSION_COOKIE}=${await createSessionToken(app.db, u.id)}` };
    };
    const ownerAdmin = await adminOf("bench-owner@snaplist.test", "owner");
    const owner = ownerAdmin.cookie;
    const poster = (await adminOf("bench-poster@snaplist.test", "poster")).cookie;
    if (await shapeSeededShop(app.db, ownerAdmin.id)) console.log("Shaped the seeded shop for Today (once).");
    const database = app.dbKind;
    const budget = database === "postgres" ? 100 : 300;
    const first = (await (await fetch(`${base}/api/admin/queue`, { headers: { cookie: owner } })).json()) as WorkQueue;
    const total = Object.values(first.counts).reduce((n, c) => n + (c?.total ?? 0), 0);
    console.log(`Today at ${listingCount} listings: ${total} items`, JSON.stringify(first.counts));
    const scenarios: Array<[string, string, string]> = [
      ["Today, first page (owner, every kind)", "/api/admin/queue", owner],
      ["Today, first page (poster)", "/api/admin/queue", poster],
      ["Today, unclaimed", "/api/admin/queue?unclaimed=true", owner],
      ["Today, mine", "/api/admin/queue?mine=true", owner],
      ["Today, postings on OLX", "/api/admin/queue?kind=posting&marketplace=olx", owner],
      ["Today, second page", `/api/admin/queue?cursor=${first.nextCursor ?? ""}`, owner],
      ["Today's counts (the header's poll)", "/api/admin/queue/counts", owner],
    ];
    for (const [scenario, path, cookie] of scenarios) {
      await p95(`${base}${path}`, cookie);
      const m = await p95(`${base}${path}`, cookie);
      rows.push({ scenario, database, listings: listingCount, ...m, budget: m.p95Ms <= budget ? "met" : "MISSED" });
    }
    if (database === "postgres") await printPlans(app);
  } finally {
    await app.close();
  }
}

/** The admin's hands on the desk: every action is counted against the kind of the item it works. */
class Hands {
  readonly counts = new Map<WorkKind, { items: number; actions: number }>();
  constructor(private readonly page: Page) {}
  private add(kind: WorkKind, n = 1) {
    const c = this.counts.get(kind) ?? { items: 0, actions: 0 };
    c.actions += n;
    this.counts.set(kind, c);
  }
  finished(kind: WorkKind) {
    const c = this.counts.get(kind) ?? { items: 0, actions: 0 };
    c.items++;
    this.counts.set(kind, c);
  }
  async press(kind: WorkKind, key: string) {
    this.add(kind);
    await this.page.keyboard.press(key);
  }
  async enter(kind: WorkKind, text: string) {
    this.add(kind);
    await this.page.keyboard.insertText(text);
  }
  async click(kind: WorkKind, name: string) {
    this.add(kind);
    await this.page.getByRole("dialog").getByRole("button", { name }).click();
  }
}

let adSerial = 100_000;
const adUrl = (m: Marketplace) =>
  m === "olx"
    ? `https://www.olx.in/item/bench-iid-${adSerial++}`
    : m === "quikr"
      ? `https://www.quikr.com/home/bench-W0QQAdIdZ${adSerial++}`
      : `https://www.facebook.com/marketplace/item/${adSerial++}/`;

async function asAdmin(app: App, cookie: string, method: "PUT" | "POST" | "PATCH", url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { cookie, origin: app.config.publicUrl },
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The shop before the day: 65 listings live on all three marketplaces (30 to be edited, 20 to sell, 15 to renew). */
async function liveListings(app: App, cookie: string, n: number) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const seller = await createUser(app, { upiId: `seller${i}@okaxis`, firstName: `Seller${i}` });
    const listing = await createListing(app, seller, { title: `Live item ${i}` });
    for (const m of MARKETPLACES) {
      await asAdmin(app, cookie, "PUT", `/api/admin/listings/${listing.id}/status`, {
        platform: m,
        status: "posted",
        postingUrl: adUrl(m),
      });
    }
    made.push({ seller, listing });
  }
  return made;
}

async function scriptedDay(rows: Row[]) {
  const { app, url } = await startBenchServer({ ownOrigin: true });
  const browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CLOSED_NETWORK_FLAGS });
  try {
    const admin = await createUser(app, { isAdmin: true, firstName: "Asha" });
    await app.db.update(users).set({ adminRole: "owner" }).where(sql`${users.id} = ${admin.id}`);
    const token = await createSessionToken(app.db, admin.id);
    const cookie = `${SESSION_COOKIE}=${token}`;
    // Before the day (not counted).
    const live = await liveListings(app, cookie, 65);
    await app.db.execute(sql`delete from posting_claims`);

    // The day's events.
    for (let i = 0; i < 100; i++) await createListing(app, await createUser(app), { title: `New item ${i}` });
    for (const { seller, listing } of live.slice(0, 30)) {
      const res = await app.inject({
        method: "PATCH",
        url: `/api/listings/${listing.id}`,
        payload: { price: "1350" },
        headers: { cookie: `${SESSION_COOKIE}=${await createSessionToken(app.db, seller.id)}`, origin: url },
      });
      if (res.statusCode !== 200) throw new Error(`edit: ${res.statusCode} ${res.body}`);
    }
    for (const { listing } of live.slice(30, 50)) {
      await asAdmin(app, cookie, "POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "1400" });
    }
    const soon = new Date(Date.now() + 36 * 3_600_000).toISOString();
    for (const { listing } of live.slice(50, 65)) {
      await app.db.execute(sql`
        update postings set expires_at = ${soon}::timestamptz where listing_id = ${listing.id} and marketplace = 'olx'`);
    }
    for (let i = 0; i < 40; i++) {
      const seller = await createUser(app, { firstName: `Replier${i}` });
      // The team's question, written directly (the send limit is for people, not for a script of 40).
      const note = await createMessage(app, seller, {
        from: admin,
        subject: `Your listing ${i}`,
        message: "Could you add a photo of the label?",
      });
      const res = await app.inject({
        method: "POST",
        url: "/api/messages",
        payload: { originalMessageId: note.id, message: `Added it, thanks (${i}).` },
        headers: { cookie: `${SESSION_COOKIE}=${await createSessionToken(app.db, seller.id)}`, origin: url },
      });
      if (res.statusCode !== 201) throw new Error(`reply: ${res.statusCode}`);
    }

    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url }]);
    // The assistant's tab is not the desk's: a new tab opens nothing here.
    await context.addInitScript(() => {
      window.open = () => ({ close() {}, location: { href: "" }, opener: null }) as unknown as Window;
    });
    const page = await context.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Today" }).waitFor({ timeout: 60_000 });
    // The first page is in (or the day is empty) before the first key.
    await page
      .getByTestId("work-item")
      .first()
      .or(page.getByText(/^Nothing waiting/))
      .waitFor({ timeout: 60_000 });
    const hands = new Hands(page);
    const started = performance.now();
    const current = page.locator("[data-testid=work-item][aria-current=true]");
    for (let n = 0; ; n++) {
      if ((await page.getByTestId("work-item").count()) === 0 && (await page.getByText(/^Nothing waiting/).count()))
        break;
      if (n > 2000) throw new Error("the day did not end");
      await current.waitFor();
      const kind = (await current.getAttribute("data-kind")) as WorkKind;
      const key = `${kind}:${await current.getAttribute("aria-labelledby")}`;
      await workOne(page, hands, kind);
      // The desk moves to the next item by itself once this one has left the list.
      await page
        .waitForFunction(
          (k) => !document.querySelector(`[data-testid=work-item][aria-labelledby="${k.slice(k.indexOf(":") + 1)}"]`),
          key,
          { timeout: 20_000 },
        )
        .catch(async (err) => {
          const shot = `/tmp/admin-day-stuck-${n}.png`;
          await page.screenshot({ path: shot });
          throw new Error(`item ${n} (${key}) did not leave Today; see ${shot}: ${err}`);
        });
      hands.finished(kind);
      // A dialog that closed is gone before the next key (its closing animation still holds the focus).
      await page.getByRole("dialog").waitFor({ state: "detached", timeout: 10_000 });
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    let items = 0;
    let actions = 0;
    for (const kind of WORK_KINDS) {
      const c = hands.counts.get(kind);
      if (!c) continue;
      items += c.items;
      actions += c.actions;
      rows.push({
        scenario: `scripted day: ${kind}`,
        items: c.items,
        actions: c.actions,
        perItem: Math.round((c.actions / c.items) * 100) / 100,
      });
    }
    rows.push({
      scenario: "scripted day: all",
      items,
      actions,
      perItem: Math.round((actions / items) * 100) / 100,
      seconds,
    });
    await context.close();
  } finally {
    await browser.close();
    await app.close();
  }
}

let lastSend = 0;

/** One item, worked with the desk's keys: Open (O) and Done (D), and what a dialog asks for. */
async function workOne(page: Page, hands: Hands, kind: WorkKind) {
  switch (kind) {
    case "posting": {
      const marketplace = (
        (await page.locator("[data-testid=work-item][aria-current=true] .mantine-Badge-root").nth(1).textContent()) ??
        "OLX"
      ).toLowerCase() as Marketplace;
      await hands.press(kind, "d");
      await page.getByRole("dialog").getByRole("textbox").waitFor();
      await hands.enter(kind, adUrl(marketplace === "facebook" ? "facebook" : marketplace));
      await hands.press(kind, "Enter");
      return;
    }
    case "update":
    case "renewal":
    case "delist":
      // O opens the ad's page with the posting assistant (its own actions are the posting bench's); D once done.
      await hands.press(kind, "o");
      await page.waitForTimeout(50);
      await hands.press(kind, "d");
      return;
    case "payout":
      await hands.press(kind, "o");
      await page.getByRole("dialog", { name: "Process Payout" }).waitFor();
      await hands.click(kind, "Complete Payout");
      return;
    case "reply": {
      await hands.press(kind, "o");
      await page.getByRole("dialog").getByRole("textbox").waitFor();
      await hands.enter(kind, "Thank you, that is all we need.");
      // An admin may send 30 messages a minute (per-user limit); a person never types faster, the script would.
      const wait = lastSend + 2_100 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      lastSend = Date.now();
      await hands.click(kind, "Send Reply");
      return;
    }
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  if (process.env.ADMIN_DAY_SKIP_SCALE !== "true") await queueAtScale(rows);
  if (process.env.ADMIN_DAY_SKIP_DAY !== "true") await scriptedDay(rows);
  return rows;
}
