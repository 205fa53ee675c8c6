// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CLAIM_MS, CLAIM_RENEW_MS } from "../../../src/contract/posting-desk.ts";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import PostingSessionPage from "../../../src/web/features/admin/posting-session/PostingSessionPage.tsx";
import { claimRow, waitingListing } from "../../api/posting-desk/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { fetchThroughApp, renderAt, settled, text, waitFor } from "../listings/render.tsx";

/**
 * The posting session's claim, in a DOM against a real app on its own database (issue 29 item 1): renewed every
 * CLAIM_RENEW_MS while the page is visible (not while hidden; at once on coming back), the loss of the claim said
 * clearly with Next offered, and the claim released when the admin leaves. Only the page's interval timer is
 * driven by the test; the server's clock is a ManualClock.
 */
const clock = new ManualClock();
const app = await createTestApp({}, undefined, { clock });
afterAll(() => app.close());

let unmount: (() => Promise<void>) | undefined;
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});
afterAll(() => vi.useRealTimers());

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

const claimCalls = (calls: { method: string; url: string }[], listingId: string) =>
  calls.filter((c) => c.method === "POST" && c.url === `/api/admin/postings/${listingId}/olx/claim`).length;

describe("the posting session's claim", () => {
  it("is renewed while visible, lost to another admin with Next offered, and released on leaving", async () => {
    const asha = await createUser(app, { isAdmin: true, firstName: "Asha" });
    const ravi = await createUser(app, { isAdmin: true, firstName: "Ravi" });
    const { listing } = await waitingListing(app, { title: "Walnut bookshelf" });
    const calls = fetchThroughApp(app, await loginCookie(app, asha));
    const page = await renderAt("/admin/posting?marketplace=olx&run=1", [
      { path: "/admin/posting", element: <PostingSessionPage /> },
    ]);
    unmount = page.unmount;
    await waitFor(() => expect(text()).toContain("Walnut bookshelf"));
    expect((await claimRow(app, listing.id, "olx"))?.adminId).toBe(asha.id);

    // Ten minutes on, the page renews: the claim runs fifteen minutes from then.
    clock.advance(10 * 60_000);
    await settled(() => vi.advanceTimersByTimeAsync(CLAIM_RENEW_MS));
    await waitFor(() => expect(claimCalls(calls, listing.id)).toBe(1));
    await vi.waitFor(async () =>
      expect((await claimRow(app, listing.id, "olx"))?.expiresAt.getTime()).toBe(clock.now().getTime() + CLAIM_MS),
    );

    // Hidden (another tab in front): no renewal; back in front: at once.
    setVisibility("hidden");
    await settled(() => vi.advanceTimersByTimeAsync(CLAIM_RENEW_MS * 3));
    expect(claimCalls(calls, listing.id)).toBe(1);
    await settled(async () => setVisibility("visible"));
    await waitFor(() => expect(claimCalls(calls, listing.id)).toBe(2));

    // The claim expires unseen (say the laptop slept) and Ravi takes the posting: the next renewal is refused.
    clock.advance(CLAIM_MS + 60_000);
    const raviCookie = await loginCookie(app, ravi);
    const byRavi = await settled(() =>
      app.inject({
        method: "POST",
        url: `/api/admin/postings/${listing.id}/olx/claim`,
        headers: { cookie: raviCookie, origin: "http://localhost:3000" },
      }),
    );
    expect(byRavi.statusCode).toBe(200);
    await settled(() => vi.advanceTimersByTimeAsync(CLAIM_RENEW_MS));
    await waitFor(() => expect(text()).toContain("This posting is no longer yours"));
    expect(text()).toContain("Ravi is posting this (15 min left)");
    await waitFor(() => expect(page.container.querySelector("[role=status]")?.textContent).toMatch(/^Claim lost/));
    const next = [...page.container.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Next"));
    expect(next?.disabled).toBe(false);
    expect((await claimRow(app, listing.id, "olx"))?.adminId).toBe(ravi.id);

    // Leaving with a posting held releases it.
    const other = await waitingListing(app, { title: "Teak side table" });
    await settled(async () => next?.click());
    await waitFor(() => expect(text()).toContain("Teak side table"));
    expect((await claimRow(app, other.listing.id, "olx"))?.adminId).toBe(asha.id);
    await unmount();
    unmount = undefined;
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    await vi.waitFor(async () => expect(await claimRow(app, other.listing.id, "olx")).toBeUndefined());
    // Ravi's claim is his: Asha's leaving did not touch it.
    expect((await claimRow(app, listing.id, "olx"))?.adminId).toBe(ravi.id);
  });
});
