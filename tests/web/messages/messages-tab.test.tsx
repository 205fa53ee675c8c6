// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { and, eq } from "drizzle-orm";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listings, postings, type User } from "../../../src/server/db/schema.ts";
import { currentUserKey } from "../../../src/web/features/auth/useAuth.ts";
import { unreadCountKey, useUnreadCount } from "../../../src/web/features/messages/api.ts";
import MessagesTab from "../../../src/web/features/messages/MessagesTab.tsx";
import { createQueryClient } from "../../../src/web/lib/queryClient.ts";
import { clientFor } from "../../api/listings/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../../helpers/factories.ts";

/**
 * The Messages tab in a DOM, talking to a real app on its own database: the browser's fetch is routed to
 * app.inject with the seller's session cookie, so nothing about the server is faked.
 */
const app = await createTestApp();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cookie = "";
const calls: string[] = [];
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push(`${method} ${input}`);
    const res = await app.inject({
      method: method as "GET",
      url: input,
      headers: { cookie, ...(init.headers as Record<string, string>) },
      payload: init.body as string | undefined,
    });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode });
  });
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  // Toasts live in Mantine's module-wide store: one left up would show in the next test's page (see clearToasts).
  act(() => notifications.clean());
  root = null;
  document.body.innerHTML = "";
  calls.length = 0;
});

async function renderTab(user: User) {
  cookie = await loginCookie(app, user);
  return render(<MessagesTab />);
}

function render(ui: React.ReactNode, queryClient = createQueryClient()) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Notifications />
          <MemoryRouter>{ui}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    ),
  );
  return queryClient;
}

const text = () => document.body.textContent ?? "";
/** Waits until `check` passes; the 30 s bound (by time, not by a count of polls) is a hang guard. */
async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; page text: ${text().slice(0, 500)}`);
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
}
const buttons = () => [...document.querySelectorAll("button")];
const button = (name: string | RegExp) => {
  const found = buttons().find((b) => {
    const label = b.getAttribute("aria-label") ?? b.textContent ?? "";
    return typeof name === "string" ? label.trim() === name : name.test(label);
  });
  if (!found) throw new Error(`No button ${name}`);
  return found;
};
const click = (el: HTMLElement) => act(() => el.click());

describe("Messages tab", () => {
  it("shows the empty state", async () => {
    await renderTab(await createUser(app));
    await waitFor(() => text().includes("No messages yet"), "the empty state");
    expect(text()).toContain("We'll send you updates about your listings here");
    expect(text()).toContain("Select a message to read");
  });

  it("groups unread and read, opens a message, marks it read, and replies", async () => {
    const seller = await createUser(app);
    const admin = await createAdmin(app);
    const listing = await createListing(app, seller, { title: "Sony WH-1000XM4" });
    await createMessage(app, seller, { from: admin, subject: "Old news", isRead: true });
    const notice = await createMessage(app, seller, {
      from: admin,
      subject: null,
      message: "Your listing is live on OLX.",
      listingId: listing.id,
      isSystemMessage: true,
      messageType: "sale_success",
    });
    await renderTab(seller);
    await waitFor(() => text().includes("Unread Messages (1)"), "the groups");
    expect(text()).toContain("Read Messages (1)");
    expect(document.querySelector('[aria-label="1 unread"]')).not.toBeNull();

    await click(button(/^Unread: Update on your listing: Sony WH-1000XM4/));
    await waitFor(() => text().includes("Unread Messages (0)"), "the message to move to Read");
    expect(text()).toContain("Read Messages (2)");
    expect(document.querySelector('[aria-label="1 unread"]')).toBeNull();
    expect(calls).toContain(`PATCH /api/messages/${notice.id}/read`);
    const article = document.querySelector("article");
    expect(article?.textContent).toContain("Update on your listing: Sony WH-1000XM4");
    expect(article?.textContent).toContain("Sale Update");
    expect(article?.textContent).toContain("Listing: Sony WH-1000XM4");
    // The listing's name leads to the listing.
    expect(article?.querySelector(`a[href="/edit-listing/${listing.id}"]`)?.textContent).toBe("Sony WH-1000XM4");
    expect(article?.textContent).toContain("Your listing is live on OLX.");
    expect(article?.textContent).toContain("This is an automated message.");

    await click(button("Reply"));
    const textarea = document.querySelector("textarea") as HTMLTextAreaElement;
    expect(textarea.placeholder).toBe("Type your reply here...");
    expect(document.querySelector(`label[for="${textarea.id}"]`)?.textContent).toContain("Your Reply");
    await click(button("Send Reply"));
    expect(text()).toContain("Reply message is required");
    expect(calls.filter((c) => c === "POST /api/messages")).toHaveLength(0);

    await act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(textarea, "Thanks, it has the case too.");
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(button("Send Reply"));
    await waitFor(() => text().includes("Reply sent"), "the success toast");
    expect(document.querySelector("textarea")).toBeNull();
    const adminInbox = await act(async () =>
      app.inject({
        method: "GET",
        url: "/api/messages",
        headers: { cookie: await loginCookie(app, admin) },
      }),
    );
    expect(adminInbox.json()[0]).toMatchObject({
      subject: "Re: Your message",
      message: "Thanks, it has the case too.",
      listingId: listing.id,
    });
  });

  it("opening a read message sends no mark-read call, and Cancel closes the reply form", async () => {
    const seller = await createUser(app);
    await createMessage(app, seller, { subject: "Already seen", isRead: true });
    await renderTab(seller);
    await waitFor(() => text().includes("Already seen"), "the list");
    await click(button(/^Already seen/));
    expect(calls.some((c) => c.startsWith("PATCH"))).toBe(false);
    await click(button("Reply"));
    expect(document.querySelector("textarea")).not.toBeNull();
    await click(button("Cancel"));
    expect(document.querySelector("textarea")).toBeNull();
  });
});

/** A seller's listing live on OLX (price 10,000, lowest 8,000), and the desk that records its buyers' words. */
let adNumber = 1;
async function liveListing(title: string) {
  const seller = await createUser(app);
  const listing = await createListing(app, seller, { title, price: "10000.00" });
  await app.db.update(listings).set({ floorPrice: "8000.00" }).where(eq(listings.id, listing.id));
  await app.db
    .update(postings)
    .set({ status: "posted", url: `https://www.olx.in/item/x-iid-${adNumber++}` })
    .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
  const desk = await clientFor(app, await createAdmin(app));
  return { seller, listing, desk };
}

describe("buyers' offers and questions in Messages (issue 47 items 6 and 7)", () => {
  it("an offer's message carries its answer buttons, named as in its words; answered, it is read", async () => {
    const { seller, listing, desk } = await liveListing("Godrej steel almirah");
    const offer = await desk("POST", `/api/admin/listings/${listing.id}/offers`, {
      marketplace: "olx",
      amount: "7000",
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await renderTab(seller);
    await waitFor(() => text().includes("Unread Messages (1)"), "the offer's notice");
    await click(button(/^Unread: An offer of ₹7,000 for Godrej steel almirah/));
    await waitFor(() => buttons().some((b) => b.textContent === "Accept ₹7,000"), "the offer's buttons");
    const article = document.querySelector("article");
    expect(article?.textContent).toContain('"Accept ₹7,000", "Counter" with your price, or "Decline"');
    for (const name of ["Accept ₹7,000", "Counter", "Decline"]) expect(article?.contains(button(name))).toBe(true);
    await click(button("Decline"));
    await waitFor(() => text().includes("· declined"), "the offer's new state");
    expect(calls).toContain(`POST /api/offers/${offer.json().id}/answer`);
  });

  it("the highlighted quick reply fits the question; a sold item's question shows that, not buttons", async () => {
    const { seller, listing, desk } = await liveListing("Hero Sprint cycle");
    const other = await liveListing("Study table");
    for (const common of ["last_price", "available"])
      expect(
        (await desk("POST", `/api/admin/listings/${listing.id}/questions`, { marketplace: "olx", common })).statusCode,
      ).toBe(201);
    await renderTab(seller);
    await waitFor(() => text().includes("What is your last price?"), "the questions");
    const [lastPrice, available] = [...document.querySelectorAll('[data-testid="buyer-question"]')];
    const firstButton = (card: Element) => card.querySelector("button")?.textContent;
    expect(lastPrice.textContent).toContain("What is your last price?");
    expect(firstButton(lastPrice)).toBe("My lowest is ₹…");
    expect(lastPrice.querySelector("button")?.getAttribute("data-variant")).toBe("filled");
    expect(firstButton(available)).toBe("Yes, still available");
    expect(available.querySelector("button")?.getAttribute("data-variant")).toBe("filled");
    const lowestThere = [...available.querySelectorAll("button")].find((b) => b.textContent === "My lowest is ₹…");
    expect(lowestThere?.getAttribute("data-variant")).toBe("default");
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";

    // Sold meanwhile: the card says so, and offers nothing to tap (the server would refuse it: 409).
    const asked = await other.desk("POST", `/api/admin/listings/${other.listing.id}/questions`, {
      marketplace: "olx",
      common: "available",
    });
    expect(asked.statusCode).toBe(201);
    const sale = await other.desk("POST", "/api/admin/sales", { listingId: other.listing.id, saleAmount: "9000" });
    expect(sale.statusCode, sale.body).toBe(201);
    await renderTab(other.seller);
    await waitFor(() => text().includes("Is it still available?"), "the question");
    const card = document.querySelector('[data-testid="buyer-question"]');
    expect(card?.textContent).toContain("No longer for sale: no answer needed. The team tells the buyer.");
    expect(card?.querySelectorAll("button")).toHaveLength(0);
  });
});

function UnreadProbe() {
  return <output>unread={useUnreadCount()}</output>;
}

describe("useUnreadCount", () => {
  it("does not call the API while signed out", async () => {
    cookie = "";
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, null);
    render(<UnreadProbe />, queryClient);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(text()).toContain("unread=0");
    expect(calls.filter((c) => c.includes("unread-count"))).toHaveLength(0);
  });

  it("reads the count when signed in and polls every 30 seconds", async () => {
    const seller = await createUser(app);
    await createMessage(app, seller);
    await createMessage(app, seller);
    cookie = await loginCookie(app, seller);
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, { id: seller.id, email: seller.email });
    render(<UnreadProbe />, queryClient);
    await waitFor(() => text().includes("unread=2"), "the count");
    const query = queryClient.getQueryCache().find({ queryKey: unreadCountKey });
    expect(query?.observers[0]?.options.refetchInterval).toBe(30_000);
  });
});
