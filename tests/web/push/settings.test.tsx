// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import NotificationsDialog from "../../../src/web/features/push/NotificationsDialog.tsx";
import { wasOffered } from "../../../src/web/features/push/offered.ts";
import PushOffer from "../../../src/web/features/push/PushOffer.tsx";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, text, waitFor } from "../listings/render.tsx";
import { fakeDevice, installInPage } from "./fake-browser.ts";

/**
 * The screens of issue 32's asking: "Tell me when it sells" after a first Post, and the Notifications dialog of the
 * account menu and the admin header - with the browser's Web Push faked in the page and the real server behind.
 */
const app = await createTestApp();
let cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const undo of cleanup.reverse()) await undo();
  cleanup = [];
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function show(element: React.ReactNode) {
  const view = await renderAt("/", [{ path: "/", element }]);
  cleanup.push(view.unmount);
  return view;
}

const switchInput = () => document.querySelector<HTMLInputElement>('input[role="switch"]');
const checkbox = (label: string) =>
  [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement | null;

describe("Tell me when it sells", () => {
  it("is offered once, asks permission only on Turn on, and says notifications are on", async () => {
    const seller = await createUser(app);
    const calls = fetchThroughApp(app, await loginCookie(app, seller));
    const device = fakeDevice();
    cleanup.push(installInPage(device));
    const done = vi.fn();
    await show(<PushOffer userId={seller.id} onDone={done} />);
    await waitFor(() => expect(text()).toContain("Tell me when it sells"));
    expect(device.prompts).toBe(0);
    expect(wasOffered(seller.id)).toBe(true);

    await click(buttonByText("Turn on"));
    await waitFor(() => expect(text()).toContain("Notifications are on"));
    expect(device.prompts).toBe(1);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/push/subscriptions"]);
    expect(done).not.toHaveBeenCalled();
  });

  it("Not now closes it without asking anything", async () => {
    const seller = await createUser(app);
    const calls = fetchThroughApp(app, await loginCookie(app, seller));
    const device = fakeDevice();
    cleanup.push(installInPage(device));
    const done = vi.fn();
    await show(<PushOffer userId={seller.id} onDone={done} />);
    await waitFor(() => expect(buttonByText("Not now")).toBeTruthy());
    await click(buttonByText("Not now"));
    expect(done).toHaveBeenCalled();
    expect(device.prompts).toBe(0);
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("on an iPhone in Safari it says to add SnapList to the home screen (iOS 16.4+), with no Turn on", async () => {
    const seller = await createUser(app);
    fetchThroughApp(app, await loginCookie(app, seller));
    cleanup.push(installInPage(fakeDevice()));
    Reflect.deleteProperty(window, "PushManager"); // Safari outside the home-screen app has none
    Object.defineProperty(navigator, "userAgent", {
      configurable: true,
      value: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    });
    cleanup.push(() => Reflect.deleteProperty(navigator, "userAgent"));
    await show(<PushOffer userId={seller.id} onDone={() => undefined} />);
    await waitFor(() => expect(text()).toContain("Add to Home Screen"));
    expect(text()).toContain("iOS 16.4");
    expect(buttonByText("Turn on")).toBeUndefined();
  });

  it("is not shown where notifications are already on or blocked", async () => {
    const seller = await createUser(app);
    fetchThroughApp(app, await loginCookie(app, seller));
    const device = fakeDevice();
    device.granted = "denied";
    cleanup.push(installInPage(device));
    const done = vi.fn();
    await show(<PushOffer userId={seller.id} onDone={done} />);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(text()).not.toContain("Tell me when it sells");
  });
});

describe("the Notifications dialog", () => {
  it("a seller: the switch turns this phone on and off, and the five kinds are theirs to choose", async () => {
    const seller = await createUser(app);
    const calls = fetchThroughApp(app, await loginCookie(app, seller));
    const device = fakeDevice();
    cleanup.push(installInPage(device));
    await show(<NotificationsDialog opened onClose={() => undefined} userId={seller.id} />);
    await waitFor(() => expect(checkbox("My item sold")?.checked).toBe(true));
    for (const label of [
      "My item is live on a marketplace",
      "My payout was sent",
      "A new message from the team",
      "A price suggestion",
    ])
      expect(checkbox(label)).toBeTruthy();
    expect(device.prompts).toBe(0);

    await click(switchInput());
    await waitFor(() => expect(switchInput()?.checked).toBe(true));
    expect(device.prompts).toBe(1);

    await click(checkbox("A price suggestion"));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT" && c.url === "/api/push/preferences")).toBe(true));
    const stored = await app.inject({
      method: "GET",
      url: "/api/push/preferences",
      headers: { cookie: await loginCookie(app, seller) },
    });
    expect(stored.json().preferences.price_suggestion).toBe(false);

    await click(switchInput());
    await waitFor(() => expect(switchInput()?.checked).toBe(false));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("blocked notifications: the switch is off and the dialog says how to allow them", async () => {
    const seller = await createUser(app);
    fetchThroughApp(app, await loginCookie(app, seller));
    const device = fakeDevice();
    device.granted = "denied";
    cleanup.push(installInPage(device));
    await show(<NotificationsDialog opened onClose={() => undefined} userId={seller.id} />);
    await waitFor(() => expect(text()).toContain("Notifications are blocked"));
    expect(text()).toContain("tap the lock icon");
    expect(switchInput()?.disabled).toBe(true);
  });

  it("an admin gets the same switch with their two kinds, both off until chosen", async () => {
    const admin = await createAdmin(app);
    fetchThroughApp(app, await loginCookie(app, admin));
    cleanup.push(installInPage(fakeDevice()));
    await show(<NotificationsDialog opened onClose={() => undefined} userId={admin.id} admin />);
    await waitFor(() => expect(checkbox("A new listing waiting to be posted")).toBeTruthy());
    expect(checkbox("A new listing waiting to be posted")?.checked).toBe(false);
    expect(checkbox("A seller replied")?.checked).toBe(false);
    expect(checkbox("My item sold")).toBeFalsy();
    expect(switchInput()).toBeTruthy();
  });
});
