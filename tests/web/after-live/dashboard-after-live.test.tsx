// @vitest-environment happy-dom
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listings, postings, postingUpdateTasks, priceSuggestions } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import DashboardTab from "../../../src/web/features/listings/DashboardTab.tsx";
import { showLanguage } from "../../../src/web/i18n/index.ts";
import { dayMonth } from "../../../src/web/ui/format.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import {
  buttonByText,
  byLabel,
  click,
  fetchThroughApp,
  renderAt,
  settled,
  text,
  waitFor,
} from "../listings/render.tsx";

/**
 * The seller's side of issue 30 on the Dashboard, against the real server in-process: "Updating on OLX", the live
 * dates, and the price-suggestion card's Accept, Decline and refusal (in the seller's language).
 */
// The server's clock, held still: ages and expiries below are counted from it.
const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
  await showLanguage("en");
});

const DAY = 86_400_000;
const since = new Date(clock.now().getTime() - 16 * DAY);
const expires = new Date(since.getTime() + 30 * DAY);

/** A seller (whose browser this test is) with a listing live on OLX for 16 days and an open suggestion. */
async function liveListingWithSuggestion() {
  const user = await createUser(app);
  const calls = fetchThroughApp(app, await loginCookie(app, user));
  const listing = await createListing(app, user, { title: "Canon EOS 200D", price: "12000.00" });
  await app.db
    .update(postings)
    .set({ status: "posted", url: "https://www.olx.in/item/1", liveSince: since, expiresAt: expires })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  const [suggestion] = await app.db
    .insert(priceSuggestions)
    .values({
      listingId: listing.id,
      currentPrice: "12000.00",
      suggestedPrice: "10500.00",
      reason: { code: "similarSales", params: { days: 16, count: 3, price: "10500.00" } },
    })
    .returning();
  return { listing, suggestion, calls };
}

async function renderDashboard() {
  const view = await renderAt("/?tab=manage", [{ path: "/", element: <DashboardTab /> }]);
  cleanup = view.unmount;
  await waitFor(() => expect(text()).toContain("Canon EOS 200D"));
  return view;
}

const row = () => document.querySelector('tr[aria-label="Canon EOS 200D"]')?.textContent ?? "";
const card = () => byLabel("Price suggestion for Canon EOS 200D");

describe("the Dashboard after a listing goes live", () => {
  it("shows the live dates, and the suggestion with both prices and why", async () => {
    await liveListingWithSuggestion();
    await renderDashboard();
    expect(row()).toContain(`Live since ${dayMonth(since.toISOString())} · renews ${dayMonth(expires.toISOString())}`);
    expect(row()).not.toContain("Updating on OLX");
    await waitFor(() => expect(card()).toBeTruthy());
    const shown = card()?.textContent ?? "";
    expect(shown).toContain("₹12,000");
    expect(shown).toContain("₹10,500");
    expect(shown).toContain("13% lower");
    expect(shown).toContain("Live for 16 days without a sale. 3 similar items sold recently for about ₹10,500.");
  });

  it("Accept changes the price in one tap, removes the card and shows 'Updating on OLX'", async () => {
    const { listing, suggestion, calls } = await liveListingWithSuggestion();
    await renderDashboard();
    await waitFor(() => expect(card()).toBeTruthy());
    await click(buttonByText("Accept ₹10,500"));
    await waitFor(() => expect(card()).toBeNull());
    await waitFor(() => expect(row()).toContain("Updating on OLX"));
    expect(row()).toContain("₹10,500");
    await waitFor(() => expect(text()).toContain("Price changed to ₹10,500"));
    expect(text()).toContain("We will update your live ads.");
    expect(calls).toContainEqual({
      method: "POST",
      url: `/api/listings/${listing.id}/price-suggestions/${suggestion.id}/accept`,
    });
    const [saved] = await settled(() => app.db.select().from(listings).where(eq(listings.id, listing.id)));
    expect(saved?.price).toBe("10500.00");
    const tasks = await settled(() =>
      app.db.select().from(postingUpdateTasks).where(eq(postingUpdateTasks.listingId, listing.id)),
    );
    expect(tasks).toHaveLength(1);
  });

  it("Decline removes the card, keeps the price and says for how long it won't ask", async () => {
    const { listing } = await liveListingWithSuggestion();
    await renderDashboard();
    await waitFor(() => expect(card()).toBeTruthy());
    await click(buttonByText("Decline"));
    await waitFor(() => expect(card()).toBeNull());
    await waitFor(() => expect(text()).toContain("We won't suggest a new price for this listing for 14 days."));
    expect(row()).toContain("₹12,000");
    const [saved] = await settled(() => app.db.select().from(listings).where(eq(listings.id, listing.id)));
    expect(saved?.price).toBe("12000.00");
  });

  it("a suggestion answered elsewhere meanwhile: the server's 409 in Hindi, and the card goes", async () => {
    const { suggestion } = await liveListingWithSuggestion();
    await showLanguage("hi");
    await renderAt("/?tab=manage", [{ path: "/", element: <DashboardTab /> }]).then((v) => {
      cleanup = v.unmount;
    });
    const hindiCard = () => byLabel("Canon EOS 200D के लिए दाम का सुझाव");
    await waitFor(() => expect(hindiCard()).toBeTruthy());
    await settled(() =>
      app.db
        .update(priceSuggestions)
        .set({ decidedAt: new Date(), decision: "declined" })
        .where(eq(priceSuggestions.id, suggestion.id)),
    );
    await click(buttonByText("₹10,500 स्वीकार करें"));
    await waitFor(() => expect(text()).toContain("इस दाम के सुझाव का जवाब पहले ही दिया जा चुका है"));
    expect(text()).toContain("दाम नहीं बदला");
    await waitFor(() => expect(hindiCard()).toBeNull());
  });
});
