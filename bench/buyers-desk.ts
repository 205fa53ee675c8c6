import { chromium, type Page } from "@playwright/test";
import { and, eq, sql } from "drizzle-orm";
import type { App } from "../src/server/app-types.ts";
import { postings, users } from "../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../src/server/modules/auth/session.ts";
import { CLOSED_NETWORK_FLAGS, JOURNEY_CHROMIUM_PATH } from "../tests/e2e/chromium.ts";
import { createListing, createUser } from "../tests/helpers/factories.ts";
import { type Row, startBenchServer } from "./lib.ts";

/**
 * Issue 42 item 6: the admin's actions on the desk, counted in Chromium as a person works (an action is a click, a
 * key press or one text entry): relaying a buyer's question (Marketplace Management, "Ask seller", a common
 * question), passing the seller's answer on (Today: the buyer item, Open the ad, Done "Told the buyer"), and
 * recording a buyer's offer ("Record offer", the amount, Enter). What the admin writes to the buyer on the
 * marketplace's own page is not the desk's.
 */
class Hands {
  actions = 0;
  constructor(private readonly page: Page) {}
  async click(where: ReturnType<Page["getByRole"]>) {
    this.actions++;
    await where.click();
  }
  async press(key: string) {
    this.actions++;
    await this.page.keyboard.press(key);
  }
  async enter(text: string) {
    this.actions++;
    await this.page.keyboard.insertText(text);
  }
}

async function asUser(app: App, userId: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) {
  const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, userId)}`;
  const res = await app.inject({ method, url, payload, headers: { cookie, origin: app.config.publicUrl } });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function deskActions(): Promise<Row[]> {
  const { app, url, database } = await startBenchServer({ ownOrigin: true });
  const browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CLOSED_NETWORK_FLAGS });
  try {
    const admin = await createUser(app, { isAdmin: true, firstName: "Asha" });
    await app.db.update(users).set({ adminRole: "owner" }).where(eq(users.id, admin.id));
    const seller = await createUser(app, { firstName: "Neha" });
    const listing = await createListing(app, seller, { title: "Bench money plant", price: "6000.00" });
    await asUser(app, seller.id, "PATCH", `/api/listings/${listing.id}`, { floorPrice: "5000" });
    await app.db
      .update(postings)
      .set({ status: "posted", url: "https://www.olx.in/item/bench-money-plant-iid-1800000001" })
      .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
    await app.db.execute(sql`delete from posting_claims`);

    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
    const token = await createSessionToken(app.db, admin.id);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url }]);
    // Opening the ad is a new tab on the marketplace: nothing to load on this closed network.
    await context.addInitScript(() => {
      window.open = () => ({ close() {}, location: { href: "" }, opener: null }) as unknown as Window;
    });
    const page = await context.newPage();
    const rows: Row[] = [];

    await page.goto("/admin?tab=marketplace");
    const card = page.getByTestId("admin-listing").filter({ hasText: "Bench money plant" });
    await card.waitFor({ timeout: 60_000 });
    let hands = new Hands(page);
    await hands.click(card.getByRole("button", { name: "Ask seller" }));
    await hands.click(page.getByRole("button", { name: "Is it still available?" }));
    await page.getByText("Question sent to the seller").first().waitFor();
    rows.push({ scenario: "relay a buyer's question to the seller", database, actions: hands.actions });

    const [question] = (await asUser(app, admin.id, "GET", `/api/admin/questions?listingId=${listing.id}`)) as {
      id: string;
    }[];
    await asUser(app, seller.id, "POST", `/api/questions/${question.id}/answer`, { reply: "available" });
    await page.goto("/admin?tab=today&kind=buyer");
    const item = page.locator("[data-testid=work-item][data-kind=buyer]");
    await item.first().waitFor({ timeout: 60_000 });
    // The first item is the selected one when Today opens: the keys act on it.
    await page.locator("[data-testid=work-item][aria-current=true]").waitFor();
    hands = new Hands(page);
    await hands.press("o");
    await page.waitForTimeout(50);
    await hands.press("d");
    await item.first().waitFor({ state: "detached", timeout: 20_000 });
    rows.push({
      scenario: "pass the seller's answer on (Today: open the ad, told the buyer)",
      database,
      actions: hands.actions,
    });

    await page.goto("/admin?tab=marketplace");
    await card.waitFor({ timeout: 60_000 });
    hands = new Hands(page);
    await hands.click(card.getByRole("button", { name: "Record offer" }));
    await page.getByLabel("Buyer's offer").waitFor();
    await hands.enter("5200");
    await hands.press("Enter");
    await page.getByText("Offer recorded").first().waitFor();
    rows.push({ scenario: "record a buyer's offer", database, actions: hands.actions });
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await app.close();
  }
}
