// @vitest-environment happy-dom
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postings, postingUpdateTasks } from "../../../src/server/db/schema.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import MarketplaceTab from "../../../src/web/features/admin/marketplace/MarketplaceTab.tsx";
import RenewalsTab from "../../../src/web/features/admin/renewals/RenewalsTab.tsx";
import UpdatesTab from "../../../src/web/features/admin/updates/UpdatesTab.tsx";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import {
  buttonByText,
  click,
  currentPath,
  fetchThroughApp,
  renderAt,
  settled,
  text,
  waitFor,
} from "../listings/render.tsx";

/** The admin desk's side of issue 30 against the real server in-process: the two queues and the age filter. */
// The server's clock, held still: ages and expiries below are counted from it.
const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;

/** `legacyUrl`: an address saved before ad addresses were checked (no OLX ad id), as old rows have. */
async function liveOnOlx(title: string, liveDaysAgo: number, price = "12000.00", legacyUrl = false) {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title, price });
  const since = new Date(clock.now().getTime() - liveDaysAgo * DAY);
  await app.db
    .update(postings)
    .set({
      status: "posted",
      url: legacyUrl
        ? `https://www.olx.in/item/${listing.id}`
        : `https://www.olx.in/item/ad-iid-${Number.parseInt(listing.id.slice(-8), 16)}`,
      liveSince: since,
      expiresAt: new Date(since.getTime() + 30 * DAY),
    })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  return { seller, listing };
}

async function asAdmin() {
  fetchThroughApp(app, await loginCookie(app, await createAdmin(app)));
}

async function render(path: string, element: React.ReactNode) {
  const view = await renderAt(path, [{ path: "/admin", element }]);
  cleanup = view.unmount;
}

const cardOf = (testId: string, title: string) =>
  [...document.querySelectorAll(`[data-testid="${testId}"]`)].find((c) => c.textContent?.includes(title));

describe("the admin's after-live queues", () => {
  it("Updates: the change text and the fitted new price; Mark updated closes the task", async () => {
    const { seller, listing } = await liveOnOlx("Yamaha keyboard", 5, "12000.00", true);
    const sellerCookie = await loginCookie(app, seller);
    const edit = await settled(() =>
      app.inject({
        method: "PATCH",
        url: `/api/listings/${listing.id}`,
        headers: { cookie: sellerCookie, origin: "http://localhost:3000" },
        payload: { price: "10500" },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    await asAdmin();
    await render("/admin?tab=updates", <UpdatesTab />);
    await waitFor(() => expect(cardOf("update-task", "Yamaha keyboard")).toBeTruthy());
    const card = cardOf("update-task", "Yamaha keyboard") as HTMLElement;
    expect(card.querySelector('[data-testid="update-changes"]')?.textContent).toBe("Price ₹12,000 -> ₹10,500");
    expect(card.querySelector('[data-kit-field="Price"]')?.textContent).toBe("10500");
    // Only the changed field's part of the kit.
    expect(card.querySelector('[data-kit-field="Title"]')).toBeNull();
    expect(card.querySelector<HTMLAnchorElement>("a[href*='olx.in']")?.textContent).toContain("Open the ad");
    // Its ad address carries no OLX ad id, so there is no edit page to open: no "Update on OLX".
    expect(card.textContent).not.toContain("Update on OLX");

    await click(buttonByText("Mark updated"));
    await waitFor(() => expect(cardOf("update-task", "Yamaha keyboard")).toBeUndefined());
    const [task] = await settled(() =>
      app.db.select().from(postingUpdateTasks).where(eq(postingUpdateTasks.listingId, listing.id)),
    );
    expect(task?.doneAt).toBeTruthy();
  });

  it("Update on OLX opens the ad's edit page with the task handed to the posting assistant", async () => {
    const { seller, listing } = await liveOnOlx("Casio piano", 5);
    await settled(() =>
      app.db
        .update(postings)
        .set({ url: "https://www.olx.in/item/casio-piano-iid-1790000042" })
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx"))),
    );
    const edit = await settled(async () =>
      app.inject({
        method: "PATCH",
        url: `/api/listings/${listing.id}`,
        headers: { cookie: await loginCookie(app, seller), origin: "http://localhost:3000" },
        payload: { title: "Casio piano with stand" },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const [task] = await settled(() =>
      app.db.select().from(postingUpdateTasks).where(eq(postingUpdateTasks.listingId, listing.id)),
    );
    await asAdmin();
    await render("/admin?tab=updates", <UpdatesTab />);
    await waitFor(() => expect(cardOf("update-task", "Casio piano")).toBeTruthy());
    const link = [...(cardOf("update-task", "Casio piano") as HTMLElement).querySelectorAll("a")].find(
      (a) => a.textContent === "Update on OLX",
    );
    expect(link?.getAttribute("href")).toBe(
      `https://www.olx.in/editad/1790000042#snaplist-posting=update.${task.id}.olx`,
    );
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("Renewals due: an ad 28 days live is due; Renewed restarts its clock", async () => {
    const { listing } = await liveOnOlx("Study table", 28);
    await asAdmin();
    await render("/admin?tab=renewals", <RenewalsTab />);
    await waitFor(() => expect(cardOf("renewal", "Study table")).toBeTruthy());
    const card = cardOf("renewal", "Study table") as HTMLElement;
    expect(card.textContent).toContain("Renew soon");
    expect(card.querySelector('[data-testid="renewal-dates"]')?.textContent).toMatch(/Live since .*Expires /);
    await click([...card.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Renewed"));
    await waitFor(() => expect(cardOf("renewal", "Study table")).toBeUndefined());
    const [olx] = await settled(() =>
      app.db
        .select()
        .from(postings)
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx"))),
    );
    expect(olx?.renewedAt).toBeTruthy();
    expect(olx?.expiresAt?.getTime() ?? 0).toBeGreaterThan(clock.now().getTime() + 25 * DAY);
  });

  it("Renewals due: an expired ad is sent back to the posting queue after a confirm", async () => {
    const { listing } = await liveOnOlx("Old bicycle", 31);
    await asAdmin();
    await render("/admin?tab=renewals", <RenewalsTab />);
    await waitFor(() => expect(cardOf("renewal", "Old bicycle")).toBeTruthy());
    const card = cardOf("renewal", "Old bicycle") as HTMLElement;
    expect(card.querySelector('[data-testid="renewal-dates"]')?.textContent).toContain("Expired on");
    await click([...card.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Expired, repost"));
    await waitFor(() => expect(buttonByText("Send to posting queue")).toBeTruthy());
    await click(buttonByText("Send to posting queue"));
    await waitFor(() => expect(cardOf("renewal", "Old bicycle")).toBeUndefined());
    const [olx] = await settled(() =>
      app.db
        .select()
        .from(postings)
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx"))),
    );
    expect(olx?.status).toBe("pending");
    expect(olx?.url).toBeNull();
  });

  it("Marketplace: each listing's age and suggestions, and 'Live more than N days' from the URL", async () => {
    await liveOnOlx("Guitar live 20 days", 20);
    await liveOnOlx("Guitar live 3 days", 3);
    await asAdmin();
    await render("/admin?tab=marketplace&live=14", <MarketplaceTab />);
    await waitFor(() => expect(text()).toContain("Guitar live 20 days"));
    expect(text()).not.toContain("Guitar live 3 days");
    const card = cardOf("admin-listing", "Guitar live 20 days") as HTMLElement;
    expect(card.querySelector('[data-testid="listing-age"]')?.textContent).toBe("Live 20 days · no price suggestions");
    expect(currentPath).toContain("live=14");
  });
});
