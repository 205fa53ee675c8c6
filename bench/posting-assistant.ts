import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { AD_MANAGE_PAGES } from "../src/contract/ad-address.ts";
import { adIdOf } from "../src/contract/assistant-update.ts";
import type { Marketplace } from "../src/contract/enums.ts";
import { MARKETPLACE_LIMITS } from "../src/contract/marketplace-kit/limits.ts";
import { assistantLaunchUrl } from "../src/contract/posting-desk.ts";
import { launchWithAssistant, listingWithPhotos, panel, saveToken } from "../tests/e2e/assistant-helpers.ts";
import { heldOutListing, postOnHeldOut, scoreSubmission } from "../tests/e2e/held-out/run.ts";
import { serveHeldOut } from "../tests/e2e/marketplace-replicas/held-out/serve.ts";
import { type AdValues, type ReplicaOptions, serveReplicas } from "../tests/e2e/marketplace-replicas/serve.ts";
import { adUrl } from "../tests/helpers/ad-urls.ts";
import type { Row } from "./lib.ts";

/**
 * Issue 40's measures of the posting assistant beyond the main replicas: what it fills on the held-out set untaught,
 * what a teach costs, and the actions a renewal and a delist take an ad.
 */

const MARKETPLACES = ["olx", "quikr", "facebook"] as const;

async function browserWithToken(dir: string, admin: APIRequestContext, name: string) {
  const launched = await launchWithAssistant(dir);
  const created = await admin.post("/api/admin/extension-tokens", { data: { name } });
  const { token } = (await created.json()) as { token: string };
  await (await saveToken(launched.context, launched.extensionId, token)).getByText(/^Connected as/).waitFor();
  return { context: launched.context, token };
}

/** Untaught on the held-out forms: fields right per form, and the actions an admin took (open, Publish). */
export async function heldOut(dir: string, admin: APIRequestContext, seller: APIRequestContext): Promise<Row[]> {
  const { context, token } = await browserWithToken(dir, admin, "Bench held-out browser");
  try {
    const { submissions } = await serveHeldOut(context);
    const rows: Row[] = [];
    let right = 0;
    let total = 0;
    for (const m of MARKETPLACES) {
      const title = `Sony Bravia TV (held-out ${m})`;
      const listing = await heldOutListing(seller, title);
      const started = performance.now();
      const run = await postOnHeldOut(context, admin, submissions, token, listing.id, m);
      const seconds = (performance.now() - started) / 1000;
      const scores = scoreSubmission(m, run.submission, title, run.photoSums);
      const ok = scores.filter((s) => s.right).length;
      right += ok;
      total += scores.length;
      rows.push({
        way: `held-out ${m}, untaught`,
        "fields right": `${ok} of ${scores.length}`,
        missed:
          scores
            .filter((s) => !s.right)
            .map((s) => s.field)
            .join(", ") || "-",
        actions: run.actions,
        seconds: Number(seconds.toFixed(1)),
      });
    }
    const share = right / total;
    rows.push({
      way: `held-out, all three: ${right} of ${total} fields right untaught (${(share * 100).toFixed(0)}%; budget >= 90%) - ${share >= 0.9 ? "met" : "MISSED"}`,
    });
    rows.push({
      way: `held-out after one teach per miss: ${total - right} teaches needed; ${right === total ? "100% already" : "see the teach row"}`,
    });
    return rows;
  } finally {
    await context.close();
  }
}

/** A label nothing recognises (OLX's Price renamed "Your ask"): the admin's actions to teach it (Teach, the field). */
export async function teach(dir: string, admin: APIRequestContext, seller: APIRequestContext): Promise<Row[]> {
  const { context } = await browserWithToken(dir, admin, "Bench teach browser");
  const options: ReplicaOptions = { relabel: { olx: { Price: "Your ask" } } };
  try {
    await serveReplicas(context, options);
    const listing = await listingWithPhotos(seller, "Sony 55 inch TV (teach)");
    await admin.post(`/api/admin/postings/${listing.id}/olx/claim`);
    const page = await context.newPage();
    await page.goto(assistantLaunchUrl(MARKETPLACE_LIMITS.olx.postUrl, { listingId: listing.id, marketplace: "olx" }));
    const price = panel(page).locator("li[data-field=price]");
    await expect(price).toHaveAttribute("data-state", "missed", { timeout: 30_000 });
    let actions = 0;
    const started = performance.now();
    actions++;
    await price.getByRole("button", { name: "Teach Price" }).click();
    actions++;
    await page.getByRole("textbox", { name: "Your ask" }).click();
    await expect(price).toHaveAttribute("data-state", "taught", { timeout: 15_000 });
    const seconds = (performance.now() - started) / 1000;
    await page.close();
    // Back as it was: the bench leaves no taught version behind for the next runs on this server.
    await admin.post("/api/admin/field-maps/olx/1/revert");
    return [{ way: "teach one missed field (OLX Price renamed)", actions, seconds: Number(seconds.toFixed(1)) }];
  } finally {
    await context.close();
  }
}

/** Renew and delist one ad on each marketplace's My Ads page: the desk's link, then the marketplace's last button. */
export async function renewAndDelist(dir: string, admin: APIRequestContext, seller: APIRequestContext): Promise<Row[]> {
  const { context } = await browserWithToken(dir, admin, "Bench manage browser");
  try {
    const { ads, adKey } = await serveReplicas(context);
    const rows: Row[] = [];
    for (const m of MARKETPLACES) {
      for (const kind of ["renew", "delist"] as const) {
        const listing = await listingWithPhotos(seller, `Sony 55 inch TV (${kind} on ${m})`);
        const url = adUrl(m);
        await admin.put(`/api/admin/listings/${listing.id}/status`, {
          data: { platform: m, status: "posted", postingUrl: url },
        });
        ads.set(adKey(m, adIdOf(m, url) ?? ""), { title: listing.title, price: "42000", adUrl: url } as AdValues);
        const launch =
          kind === "renew"
            ? assistantLaunchUrl(AD_MANAGE_PAGES[m], { kind, listingId: listing.id, marketplace: m })
            : assistantLaunchUrl(AD_MANAGE_PAGES[m], {
                kind,
                taskId: await delistTaskOf(admin, listing.id, m),
                marketplace: m,
              });
        rows.push({ way: `${kind} on ${m}`, ...(await twoActions(context, launch, kind, m)) });
      }
    }
    const worst = Math.max(...rows.map((r) => Number(r.actions)));
    rows.push({
      way: `renew and delist: at most ${worst} actions an ad (budget <= 2) - ${worst <= 2 ? "met" : "MISSED"}`,
    });
    return rows;
  } finally {
    await context.close();
  }
}

async function delistTaskOf(admin: APIRequestContext, listingId: string, m: Marketplace): Promise<string> {
  const sale = await admin.post("/api/admin/sales", { data: { listingId, saleAmount: "40000" } });
  const { delistTasks } = (await sale.json()) as { delistTasks: Array<{ id: string; marketplace: string }> };
  return delistTasks.find((t) => t.marketplace === m)?.id ?? "";
}

async function twoActions(context: BrowserContext, launch: string, kind: "renew" | "delist", m: Marketplace) {
  const started = performance.now();
  const page: Page = await context.newPage();
  let actions = 1; // the desk's "Renew on" / "Delist on"
  await page.goto(launch);
  await page.locator("[data-snaplist-press]").waitFor({ timeout: 30_000 });
  actions++;
  await page.locator("[data-snaplist-press]").click();
  const done =
    kind === "renew" ? /^Renewed on .+: recorded in SnapList\.$/ : /^Taken down from .+: the delist task is ticked/;
  await expect(panel(page).getByRole("status")).toHaveText(done, { timeout: 20_000 });
  await page.close();
  return { actions, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), marketplace: m };
}
