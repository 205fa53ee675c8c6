// @vitest-environment happy-dom
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listings, postings } from "../../../src/server/db/schema.ts";
import DashboardTab from "../../../src/web/features/listings/DashboardTab.tsx";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import {
  buttonByText,
  byLabel,
  click,
  currentPath,
  fetchThroughApp,
  renderAt,
  settled,
  text,
  waitFor,
} from "./render.tsx";

const app = await createTestApp();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function seller() {
  const user = await createUser(app);
  return { user, calls: fetchThroughApp(app, await loginCookie(app, user)) };
}
const setPosting = (listingId: string, marketplace: string, values: Record<string, unknown>) =>
  app.db
    .update(postings)
    .set(values)
    .where(and(eq(postings.listingId, listingId), eq(postings.marketplace, marketplace)));

async function renderDashboard() {
  const view = await renderAt("/?tab=manage", [
    { path: "/", element: <DashboardTab /> },
    { path: "/edit-listing/:id", element: <p>edit page</p> },
  ]);
  cleanup = view.unmount;
  return view;
}

describe("Dashboard tab", () => {
  it("shows 'No listings yet' with Create First Listing for a new seller", async () => {
    await seller();
    await renderDashboard();
    await waitFor(() => expect(text()).toContain("No listings yet"));
    expect(buttonByText("Create First Listing")).toBeTruthy();
    expect(buttonByText("New Listing")).toBeTruthy();
  });

  it("shows each marketplace's badge, the live link, the reason, ages and rupee prices", async () => {
    const { user } = await seller();
    const listing = await createListing(app, user, { title: "Canon EOS 200D", price: "25999.00" });
    await setPosting(listing.id, "olx", { status: "failed", failureReason: "Blurry photo" });
    await setPosting(listing.id, "quikr", { status: "posted", url: "https://www.quikr.com/ad/9" });
    await setPosting(listing.id, "facebook", { status: "pending_human" });
    await createListing(app, user, { title: "Old sofa", createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await createListing(app, user, { title: "Lamp", createdAt: new Date(Date.now() - 2 * 3_600_000) });
    await renderDashboard();

    await waitFor(() => expect(text()).toContain("Canon EOS 200D"));
    const row = document.querySelector('tr[aria-label="Canon EOS 200D"]') as HTMLElement;
    expect(row.textContent).toContain("₹25,999");
    expect(row.textContent).toContain("Issue");
    expect(row.textContent).toContain("Live");
    expect(row.textContent).toContain("Processing");
    expect(row.textContent).toContain("Just now");
    expect(row.textContent).toContain("Retry OLX");
    const link = row.querySelector('a[aria-label="Open on Quikr"]') as HTMLAnchorElement;
    expect(link.href).toBe("https://www.quikr.com/ad/9");
    expect(link.target).toBe("_blank");
    expect(document.querySelector('tr[aria-label="Old sofa"]')?.textContent).toContain("3 days ago");
    const lamp = document.querySelector('tr[aria-label="Lamp"]')?.textContent ?? "";
    expect(lamp).toContain("2 hours ago");
    expect(lamp.match(/Queued/g)).toHaveLength(3);
    // The phone cards carry the same listing.
    expect(document.querySelector('article[aria-label="Canon EOS 200D"]')?.textContent).toContain("Retry OLX");
  });

  it("retries a failed platform and shows it queued again", async () => {
    const { user, calls } = await seller();
    const listing = await createListing(app, user, { title: "Bicycle" });
    await setPosting(listing.id, "olx", { status: "failed", failureReason: "Blurry photo" });
    await renderDashboard();
    await waitFor(() => expect(document.querySelector('tr[aria-label="Bicycle"]')).toBeTruthy());
    const row = document.querySelector('tr[aria-label="Bicycle"]') as HTMLElement;
    await click([...row.querySelectorAll("button")].find((b) => b.textContent === "Retry OLX"));
    await waitFor(() => expect(text()).toContain("Reposting initiated"));
    await waitFor(() =>
      expect(document.querySelector('tr[aria-label="Bicycle"]')?.textContent?.match(/Queued/g)).toHaveLength(3),
    );
    expect(calls.filter((c) => c.url === "/api/stats" || c.url === "/api/listings").length).toBeGreaterThan(1);
  });

  it("filters by status and says 'No failed listings' when none match", async () => {
    const { user } = await seller();
    const live = await createListing(app, user, { title: "Live one" });
    await setPosting(live.id, "olx", { status: "posted", url: "https://olx.in/1" });
    await createListing(app, user, { title: "Waiting one" });
    await renderDashboard();
    await waitFor(() => expect(text()).toContain("Waiting one"));
    const select = byLabel("Status filter") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "All Status",
      "Pending",
      "Posted",
      "Failed",
      "Draft",
      "Live",
      "Sold",
      "Withdrawn",
    ]);
    const choose = (label: string) =>
      settled(async () => {
        select.value = [...select.options].find((o) => o.textContent === label)?.value ?? "";
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    await choose("Posted");
    await waitFor(() => expect(text()).not.toContain("Waiting one"));
    expect(text()).toContain("Live one");
    await choose("Failed");
    await waitFor(() => expect(text()).toContain("No failed listings"));
  });

  it("deletes after confirmation and opens the editor", async () => {
    const { user } = await seller();
    await createListing(app, user, { title: "Keep me" });
    const gone = await createListing(app, user, { title: "Delete me" });
    await renderDashboard();
    await waitFor(() => expect(text()).toContain("Delete me"));
    await click(document.querySelector('tr[aria-label="Delete me"] [aria-label="Delete Delete me"]'));
    await waitFor(() => expect(buttonByText("Delete")).toBeTruthy());
    await click(buttonByText("Delete"));
    await waitFor(() => expect(document.querySelector('tr[aria-label="Delete me"]')).toBeNull());
    expect(text()).toContain("Listing deleted");
    const api = await settled(async () =>
      app.inject({
        method: "GET",
        url: `/api/listings/${gone.id}`,
        headers: { cookie: await loginCookie(app, user) },
      }),
    );
    expect(api.statusCode).toBe(404);
    await click(document.querySelector('tr[aria-label="Keep me"] [aria-label="Edit Keep me"]'));
    await waitFor(() => expect(currentPath).toMatch(/^\/edit-listing\/[0-9a-f-]{36}$/));
  });

  it("on a 401 shows 'Unauthorized' and sends the browser to / after 500 ms", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Please log in to continue."}', { status: 401 }));
    // What the page showed when it left: the toast comes first, then the redirect (a busy machine may render the
    // toast after the 500 ms have passed, so "not yet redirected" is no check of the order).
    let textAtRedirect = "";
    const assign = vi.fn(() => {
      textAtRedirect = text();
    });
    vi.stubGlobal("location", { ...window.location, assign });
    await renderDashboard();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(textAtRedirect).toContain("Unauthorized");
    expect(textAtRedirect).toContain("You are logged out. Logging in again...");
  });

  it("finds sold and withdrawn listings under their filters, posts a draft and puts a withdrawn one back on sale", async () => {
    const { user } = await seller();
    await createListing(app, user, { title: "Saved draft", status: "draft" });
    const sold = await createListing(app, user, { title: "Sold sofa" });
    const gone = await createListing(app, user, { title: "Withdrawn lamp" });
    await settled(async () => {
      await app.db.update(listings).set({ status: "sold" }).where(eq(listings.id, sold.id));
      await app.db
        .update(listings)
        .set({ status: "withdrawn", withdrawnAt: new Date() })
        .where(eq(listings.id, gone.id));
    });
    await renderDashboard();
    await waitFor(() => expect(text()).toContain("Withdrawn lamp"));
    // The default list is the spec's: everything but the sold ones; a draft says it is not posted, with Post.
    expect(text()).not.toContain("Sold sofa");
    const draftRow = document.querySelector('tr[aria-label="Saved draft"]') as HTMLElement;
    expect(draftRow.textContent?.match(/Not posted/g)).toHaveLength(3);
    const select = byLabel("Status filter") as HTMLSelectElement;
    const choose = (label: string) =>
      settled(async () => {
        select.value = [...select.options].find((o) => o.textContent === label)?.value ?? "";
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    await choose("Sold");
    await waitFor(() => expect(text()).toContain("Sold sofa"));
    expect(text()).not.toContain("Saved draft");
    await choose("Withdrawn");
    await waitFor(() => expect(text()).not.toContain("Saved draft"));
    const row = document.querySelector('tr[aria-label="Withdrawn lamp"]') as HTMLElement;
    expect(row.textContent).toContain("Taken off sale: its ads are coming down.");
    await click(row.querySelector('[aria-label="Put Withdrawn lamp back on sale"]'));
    await waitFor(() => expect(text()).toContain("Back on sale"));
    await choose("All Status");
    await click(document.querySelector('tr[aria-label="Saved draft"] [aria-label="Post Saved draft"]'));
    await waitFor(() => expect(text()).toContain("Queued for posting"));
    await waitFor(() =>
      expect(document.querySelector('tr[aria-label="Saved draft"]')?.textContent?.match(/Queued/g)).toHaveLength(3),
    );
    const states = await settled(() => app.db.select().from(listings).where(eq(listings.userId, user.id)));
    expect(Object.fromEntries(states.map((l) => [l.title, l.status]))).toEqual({
      "Saved draft": "active",
      "Sold sofa": "sold",
      "Withdrawn lamp": "active",
    });
  });
});
