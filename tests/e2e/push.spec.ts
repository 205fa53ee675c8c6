import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";

import { type Device, type PushService, type ReceivedPush, startPushService } from "../helpers/push-service.ts";
import { inviteAndJoinAdmin } from "./admins.ts";
import { adminApi, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { CHROMIUM_PATH, CLOSED_NETWORK_FLAGS } from "./chromium.ts";
import { PLANT, postListing } from "./seed-listing.ts";

/**
 * Issue 32: Web Push in the browser. Phone size only (playwright.config.ts); the service worker is allowed here.
 *
 * What is real and what is bridged (docs/decisions/138):
 * - Real: the app's switch and its permission check, the POST of the subscription to the server, the server's
 *   outbox, VAPID signing and aes128gcm encryption (web-push), its delivery over HTTP to a push service, that push
 *   service's checks (tests/helpers/push-service.ts: the JWT and the decryption with the subscription's private
 *   key, which the test made), the service worker's push handler and the notification it shows.
 * - Bridged: (1) the browser's own push service. Chromium refuses pushManager.subscribe in Playwright's
 *   off-the-record contexts ("Registration failed - permission denied"), and its service (FCM) is unreachable
 *   here: an init script puts the local push service's subscription behind PushManager.subscribe/getSubscription
 *   in the page, with the key the app passes checked. (2) The last hop from the push service to the browser: the
 *   payload the push service decrypted is delivered to the worker through the DevTools protocol
 *   (ServiceWorker.deliverPushMessage), as a push service would deliver it. (3) The click: headless Chromium has
 *   no notification to click, so the worker gets a `notificationclick` event dispatched in its own scope with the
 *   notification the browser shows; the worker's handler does the rest (a script-made event cannot extend its
 *   lifetime, but the page is open and keeps the worker alive).
 */
test.use({
  serviceWorkers: "allow",
  // The full browser: its headless shell, which the other journeys use, has no notifications to grant or show.
  launchOptions: { executablePath: CHROMIUM_PATH, args: CLOSED_NETWORK_FLAGS },
});

let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
});
test.afterAll(async () => {
  await service?.close();
});

/** The browser's push service stands in for itself with the local one: `device` is what subscribing gives. */
async function bridgeBrowserPush(context: BrowserContext, device: Device, publicKey: string) {
  await context.addInitScript(
    ({ subscription, publicKey }) => {
      const KEY = "e2e.push-subscription";
      const fromB64 = (s: string) =>
        Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (s.length % 4)) % 4)), (c) =>
          c.charCodeAt(0),
        );
      const make = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: fromB64(publicKey).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        if (Notification.permission !== "granted") throw new DOMException("permission denied", "NotAllowedError");
        const given = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        const wanted = fromB64(publicKey);
        if (!options?.userVisibleOnly || given.join() !== wanted.join())
          throw new DOMException("not the server's key", "InvalidAccessError");
        localStorage.setItem(KEY, "1");
        return make() as unknown as PushSubscription;
      };
    },
    { subscription: device.subscription, publicKey },
  );
}

/** Waits until the worker is active and controls this page. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker's registration id, for the DevTools protocol. */
async function registrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
    for (const r of e.registrations) if (!r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, id: ids[0] as string };
}

/** The push the local service received for `device` that matches, once the server has sent it. */
async function pushFor(device: Device, match: (p: ReceivedPush) => boolean) {
  await expect
    .poll(() => service.received.filter((p) => p.deviceId === device.id && match(p)).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  expect(service.problems).toEqual([]);
  return service.received.find((p) => p.deviceId === device.id && match(p)) as ReceivedPush;
}

/** Delivers the push, as the push service would, to this page's worker; answers the notifications it shows. */
async function deliver(page: Page, payload: ReceivedPush["payload"]) {
  const { cdp, id } = await registrationId(page);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: id,
    data: JSON.stringify(payload),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        data: n.data as { url: string; kind: string },
      })),
    );
  await expect
    .poll(async () => (await shown()).some((n) => n.tag === payload.tag && n.title === payload.title))
    .toBe(true);
  return (await shown()).find((n) => n.tag === payload.tag && n.title === payload.title);
}

/** A click on the notification with `tag`: the worker's notificationclick handler runs with it. */
async function clickNotification(context: BrowserContext, tag: string) {
  const worker = context.serviceWorkers().find((w) => w.url().endsWith("/sw.js"));
  if (!worker) throw new Error("no service worker in this context");
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
  }, tag);
}

const publicKeyOf = async (page: Page) =>
  ((await (await page.request.get("/api/push/public-key")).json()) as { publicKey: string }).publicKey;

test("a seller switches notifications on, an admin records the sale, and the phone shows 'Sold!' that opens My Sales", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const device = service.device();
  await bridgeBrowserPush(context, device, await publicKeyOf(page));
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await registerSellerViaApi(page.request, "Kavya");
  const listing = await postListing(page.request, `Aloe plant ${tag}`, PLANT);

  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible(FIRST_PAGE);
  await waitForWorker(page);

  await test.step("the account menu's switch turns notifications on for this phone", async () => {
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Notifications on this phone" }).click();
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    const toggle = dialog.getByRole("switch", { name: "Notifications on this phone" });
    await expect(toggle).not.toBeChecked();
    // The seller's five kinds, all on by default.
    for (const kind of ["My item sold", "My payout was sent", "A new message from the team"])
      await expect(dialog.getByRole("checkbox", { name: kind })).toBeChecked();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST",
    );
    await dialog.getByText("Notifications on this phone", { exact: true }).click();
    expect((await saved).status()).toBe(201);
    await expect(toggle).toBeChecked();
    await expect(page.getByText("Notifications are on", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("an admin records the sale; the server sends 'Sold!' to this phone's subscription", async () => {
    const admin = await adminApi(baseURL ?? "");
    const sale = await admin.post("/api/admin/sales", { data: { listingId: listing.id, saleAmount: "12000" } });
    expect(sale.status(), await sale.text()).toBe(201);
    await admin.dispose();
    const push = await pushFor(device, (p) => p.payload.kind === "sold");
    expect(push.payload).toMatchObject({
      kind: "sold",
      title: "Sold!",
      url: "/my-sales",
      tag: "snaplist-sold",
    });
    expect(push.payload.body).toContain(listing.title);

    const shown = await deliver(page, push.payload);
    expect(shown).toMatchObject({
      title: "Sold!",
      body: push.payload.body,
      tag: "snaplist-sold",
      data: { url: "/my-sales", kind: "sold" },
    });
    expect(shown?.icon).toMatch(/\/icons\/icon-192\.png$/);
  });

  await test.step("a click on it brings SnapList to My Sales", async () => {
    await clickNotification(context, "snaplist-sold");
    await page.waitForURL((url) => url.pathname === "/my-sales");
    await expect(page.getByRole("heading", { name: "My Sales" })).toBeVisible(FIRST_PAGE);
    await expect(page.getByTestId("my-sale").filter({ hasText: listing.title })).toBeVisible();
    // Shown notifications are closed by the click.
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length))
      .toBe(0);
  });

  await test.step("switching off removes this phone's subscription on the server", async () => {
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Notifications on this phone" }).click();
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    const toggle = dialog.getByRole("switch", { name: "Notifications on this phone" });
    await expect(toggle).toBeChecked();
    const removed = page.waitForResponse((r) => r.request().method() === "DELETE");
    await dialog.getByText("Notifications on this phone", { exact: true }).click();
    expect((await removed).status()).toBe(204);
    await expect(toggle).not.toBeChecked();
    const devices = await page.request.get("/api/push/subscriptions");
    expect(await devices.json()).toEqual([]);
  });
});

test("an admin opted in to new listings is told when a seller posts, and the click opens the queue", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const device = service.device();
  // An admin of this journey's own: the shared e2e admin's choices stay untouched for the other journeys.
  const admin = await inviteAndJoinAdmin(baseURL ?? "", { firstName: "Isha" });
  const context = await browser.newContext({
    baseURL,
    storageState: admin.storageState,
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "allow",
  });
  const adminPage = await context.newPage();
  await bridgeBrowserPush(context, device, await publicKeyOf(adminPage));
  await context.grantPermissions(["notifications"], { origin: baseURL });

  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("button", { name: "Admin menu" })).toBeVisible(FIRST_PAGE);
  await waitForWorker(adminPage);

  await test.step("the admin header's switch, and the 'new listing' kind", async () => {
    await adminPage.getByRole("button", { name: "Admin menu" }).click();
    await adminPage.getByRole("menuitem", { name: "Notifications on this phone" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Notifications" });
    // Admins have their two kinds, both off until they choose.
    const newListing = dialog.getByRole("checkbox", { name: "A new listing waiting to be posted" });
    await expect(newListing).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "A seller replied" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox")).toHaveCount(2);
    await dialog.getByText("Notifications on this phone", { exact: true }).click();
    await expect(dialog.getByRole("switch", { name: "Notifications on this phone" })).toBeChecked();
    const saved = adminPage.waitForResponse(
      (r) => r.url().endsWith("/api/push/preferences") && r.request().method() === "PUT",
    );
    // A click, not check(): the box shows the choice a task later (TanStack Query notifies in a timeout), and
    // check() reads it at once.
    await newListing.click();
    expect((await saved).ok()).toBe(true);
    await expect(newListing).toBeChecked();
    await adminPage.keyboard.press("Escape");
  });

  await test.step("a seller posts; the admin's phone shows 'New listing to post'", async () => {
    await registerSellerViaApi(page.request, "Rohan");
    const before = service.received.length;
    const listing = await postListing(page.request, `Aloe plant ${tag}`, PLANT);
    // Other journeys post on the same server meanwhile: notices of one kind within a minute collapse into one
    // ("3 new listings are waiting to be posted."), which then stands for this one too.
    const collapsed = /^\d+ new listings are waiting to be posted\.$/;
    const push = await pushFor(
      device,
      (p) =>
        service.received.indexOf(p) >= before &&
        p.payload.kind === "new_listing" &&
        (p.payload.body.includes(listing.title) || collapsed.test(p.payload.body)),
    );
    if (push.payload.body.includes(listing.title))
      expect(push.payload).toMatchObject({ title: "New listing to post", url: "/admin?tab=pending" });
    else expect(push.payload).toMatchObject({ title: "New listings to post", url: "/admin?tab=pending" });
    const shown = await deliver(adminPage, push.payload);
    expect(shown).toMatchObject({ title: push.payload.title, data: { url: "/admin?tab=pending" } });
  });

  await test.step("the click opens the admin's queue", async () => {
    await adminPage.goto("/admin?tab=marketplace");
    await clickNotification(context, "snaplist-new_listing");
    await adminPage.waitForURL((url) => url.pathname === "/admin" && url.searchParams.get("tab") === "pending");
  });
  await context.close();
});

test("a buyer's question arrives by push; the seller taps it and answers with one quick reply", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const device = service.device();
  await bridgeBrowserPush(context, device, await publicKeyOf(page));
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await registerSellerViaApi(page.request, "Ravi");
  const listing = await postListing(page.request, `Snake plant ${uniqueTag()}`, PLANT);
  const admin = await adminApi(baseURL ?? "");
  const live = await admin.put(`/api/admin/listings/${listing.id}/status`, {
    data: { platform: "olx", status: "posted", postingUrl: adUrl("olx") },
  });
  expect(live.ok(), await live.text()).toBe(true);
  // This phone's subscription, as the switch makes it (the switch has its own journey above).
  expect((await page.request.post("/api/push/subscriptions", { data: device.subscription })).status()).toBe(201);
  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible(FIRST_PAGE);
  await waitForWorker(page);

  const sent = await admin.post(`/api/admin/listings/${listing.id}/questions`, {
    data: { marketplace: "olx", common: "available" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const question = (await sent.json()) as { id: string };
  const push = await pushFor(device, (p) => p.payload.body.includes(listing.title));
  expect(push.payload).toMatchObject({ kind: "message", url: "/?tab=messages" });
  await deliver(page, push.payload);
  await clickNotification(context, push.payload.tag);
  await page.waitForURL((url) => url.search.includes("tab=messages"));

  const asked = page.getByTestId("buyer-question").filter({ hasText: listing.title });
  await expect(asked.getByText("“Is it still available?”")).toBeVisible(FIRST_PAGE);
  await asked.getByRole("button", { name: "Yes, still available" }).click();
  await expect(page.getByText("Sent: the team tells the buyer").first()).toBeVisible();
  await expect(asked).toHaveCount(0);

  const desk = await admin.get(`/api/admin/questions?listingId=${listing.id}`);
  expect(await desk.json()).toEqual([
    expect.objectContaining({ id: question.id, answerForBuyer: "Yes, it is still available." }),
  ]);
  await admin.dispose();
});
