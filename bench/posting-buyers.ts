import type { Page } from "@playwright/test";
import { adIdOf } from "../src/contract/assistant-update.ts";
import type { Marketplace } from "../src/contract/enums.ts";
import { listingWithPhotos, panel } from "../tests/e2e/assistant-helpers.ts";
import { type AdValues, CHAT_PAGES, serveReplicas } from "../tests/e2e/marketplace-replicas/serve.ts";
import { adUrl } from "../tests/helpers/ad-urls.ts";
import type { Row } from "./lib.ts";
import { type BenchSnapList, browserWithToken } from "./posting-assistant.ts";

/**
 * Issue 49 item 4: the admin's actions to record a buyer's offer and relay a buyer's question from the assistant's
 * panel, on the main replicas' ad and chat pages (an action is a click, a key press, or one text entry or paste), and
 * how long the seller's answer takes to show in the panel once given (the panel asks every BUYER_POLL_MS).
 */

async function liveAd(on: BenchSnapList, m: Marketplace, title: string) {
  const listing = await listingWithPhotos(on.seller, title);
  await on.seller.patch(`/api/listings/${listing.id}`, { data: { floorPrice: "38000" } });
  const url = adUrl(m);
  const posted = await on.admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: m, status: "posted", postingUrl: url },
  });
  if (!posted.ok()) throw new Error(`Mark Posted answered ${posted.status()}: ${await posted.text()}`);
  return { listing, url };
}

/** Waits for the panel's buyer tools on `page`: the ad's heading. */
const buyersShown = (page: Page) =>
  panel(page)
    .getByRole("heading", { name: /^Buyers: / })
    .waitFor({ timeout: 30_000 });

export async function panelBuyers(on: BenchSnapList): Promise<Row[]> {
  const { context } = await browserWithToken(on.dir, on.admin, "Bench buyers browser");
  const rows: Row[] = [];
  try {
    const { ads, adKey } = await serveReplicas(context);
    for (const origin of ["https://www.olx.in", "https://www.quikr.com", "https://www.facebook.com"]) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
    }
    const { listing, url } = await liveAd(on, "olx", "Sony 55 inch TV (buyers)");
    ads.set(adKey("olx", adIdOf("olx", url) ?? ""), { title: listing.title, price: "42000", adUrl: url } as AdValues);

    // Record offer on the ad's own page: the button, the amount, Enter.
    const page = await context.newPage();
    await page.goto(url);
    await buyersShown(page);
    let actions = 0;
    actions++;
    await panel(page).getByRole("button", { name: "Record offer" }).click();
    actions++;
    await page.keyboard.insertText("36000");
    actions++;
    await page.keyboard.press("Enter");
    await panel(page)
      .getByText(/^Offer of ₹36,000\.00 recorded/)
      .waitFor({ timeout: 15_000 });
    rows.push({ way: "record a buyer's offer from the panel (OLX ad page)", actions });

    // Ask the seller on the chat page: the button, a common question.
    const chat = await context.newPage();
    await chat.goto(CHAT_PAGES.olx);
    await buyersShown(chat);
    actions = 0;
    actions++;
    await panel(chat).getByRole("button", { name: "Ask the seller" }).click();
    actions++;
    await panel(chat).getByRole("button", { name: "Is it still available?" }).click();
    await panel(chat).getByText("Question sent to the seller").waitFor({ timeout: 15_000 });
    rows.push({ way: "relay a buyer's common question from the panel (OLX chat)", actions });

    // The buyer's own words, copied from the chat (not the panel's) and pasted: the button, the paste.
    await chat.evaluate(() => navigator.clipboard.writeText("Can you deliver it to Powai on Sunday?"));
    actions = 0;
    actions++;
    await panel(chat).getByRole("button", { name: "Ask the seller" }).click();
    actions++;
    await chat.keyboard.press("Control+V");
    await panel(chat).getByText("Question sent to the seller").waitFor({ timeout: 15_000 });
    rows.push({ way: "relay the buyer's words pasted, from the panel (OLX chat)", actions });

    // The seller answers in SnapList: the panel shows it within its poll.
    const mine = (await (await on.seller.get("/api/questions")).json()) as Array<{ id: string; common: string | null }>;
    const question = mine.find((q) => q.common === "available");
    const started = performance.now();
    await on.seller.post(`/api/questions/${question?.id}/answer`, { data: { reply: "available" } });
    await panel(chat).getByText("The seller answered: Yes, it is still available.").waitFor({ timeout: 30_000 });
    rows.push({
      way: "the seller's answer shown in the panel after it is given",
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    });
    const worst = Math.max(rows[0].actions as number, 0);
    const ask = Math.max(rows[1].actions as number, rows[2].actions as number);
    rows.push({
      way: `offers and questions from the panel: ${worst} and ${ask} actions (budget <= 3 and <= 2) - ${worst <= 3 && ask <= 2 ? "met" : "MISSED"}`,
    });
    return rows;
  } finally {
    await context.close();
  }
}
