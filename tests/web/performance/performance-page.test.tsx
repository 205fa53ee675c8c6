// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManualClock } from "../../../src/server/lib/clock.ts";
import PerformancePage from "../../../src/web/features/performance/PerformancePage.tsx";
import { at, Shop, TIME_ZONE } from "../../api/performance/shop.ts";
import { adminOf } from "../../api/queue/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, text, waitFor } from "../listings/render.tsx";

/**
 * Issue 48 item 1 and 6: the performance screen says why it is empty, and words the similar-items comparison from
 * the server's figures (5 sales by 3 other sellers).
 */
const clock = new ManualClock(at(0));
const app = await createTestApp({ APP_TIMEZONE: TIME_ZONE }, undefined, { clock });
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

describe("the performance screen", () => {
  it("says why it is empty before anything was put on sale (a draft does not count)", async () => {
    const shop = new Shop(app, clock, await adminOf(app, "owner"));
    const seller = await shop.seller("Nila");
    await shop.list(seller, { status: "draft" });
    fetchThroughApp(app, await loginCookie(app, seller.user));
    const view = await renderAt("/performance", [{ path: "/performance", element: <PerformancePage /> }]);
    cleanup = view.unmount;
    await waitFor(() => expect(text()).toContain("Nothing to show yet"));
    expect(text()).toContain("Your figures start with your first posted listing: drafts are not counted.");
  });

  it("compares a listing with similar items once enough sales back it", async () => {
    const shop = new Shop(app, clock, await adminOf(app, "owner"));
    const asha = await shop.seller("Asha");
    const phone = (price: string) => ({ itemType: "phone", price });
    const others = {
      Bina: await shop.seller("Bina"),
      Chetan: await shop.seller("Chetan"),
      Dev: await shop.seller("Dev"),
    };
    for (const [name, day, days, price, amount] of [
      ["Bina", 0, 10, "12000", "11000"],
      ["Bina", 1, 20, "15000", "15000"],
      ["Chetan", 2, 4, "20000", "18000"],
      ["Dev", 3, 6, "11000", "9900"],
      ["Dev", 4, 30, "10000", "9000"],
    ] as const)
      await shop.soldAfter(others[name], day, days, phone(price), amount);
    shop.when(40);
    await shop.list(asha, { title: "My phone", ...phone("12000") });
    fetchThroughApp(app, await loginCookie(app, asha.user));
    const view = await renderAt("/performance", [{ path: "/performance", element: <PerformancePage /> }]);
    cleanup = view.unmount;
    await waitFor(() => expect(text()).toContain("My phone"));
    expect(text()).toContain("Not live on a marketplace yet");
    await click(document.querySelector('[aria-label="Timeline and comparison for My phone"]'));
    await waitFor(() => expect(text()).toContain("Against similar items on SnapList"));
    expect(text()).toContain(
      "Items of the same type priced ₹10,000 to ₹25,000 sold in 10 days, at 90% of their asking price (the middle sale).",
    );
    expect(buttonByText("Timeline and comparison")).toBeTruthy();
  });
});
