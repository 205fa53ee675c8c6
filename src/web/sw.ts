/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { SHARE_LANDING, SHARE_TARGET_FILES_FIELD, SHARE_TARGET_PATH } from "../contract/share-target.ts";
import { noticeFromPush, pickWindow, safeAppPath } from "./pwa/push-notice.ts";
import { pickSharedPhotos, putSharedPhotos } from "./pwa/share-inbox.ts";

/**
 * SnapList's service worker (docs/decisions/119). It precaches the app shell - index.html and the built code,
 * styles and icons - so that the app opens with no network; nothing else is cached: every /api call and every
 * /uploads photo goes to the network, and fails there when offline. It also receives photos shared from the
 * phone's share sheet, and shows Web Push notifications (issue 32): a click opens the screen they are about.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html (client-side routes); the server's own paths are not pages of it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("index.html"), {
    denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/],
  }),
);

// The share sheet posts the photos here; they wait in IndexedDB and Create Listings opens (signed out: the
// landing page, and Create Listings after sign-in takes them).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    try {
      const form = await request.formData();
      await putSharedPhotos(pickSharedPhotos(form.getAll(SHARE_TARGET_FILES_FIELD)));
    } catch {
      // A share that cannot be read or kept: Create Listings opens without it, as with no worker.
    }
    return Response.redirect(SHARE_LANDING, 303);
  },
  "POST",
);

// A new version waits until the seller taps Refresh ("New version available"), never swapping code under them.
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// A push from our server (src/contract/push.ts: { kind, title, body, url, tag }): shown at once, as Web Push with
// userVisibleOnly requires; a notice with the same tag replaces the earlier one.
self.addEventListener("push", (event) => {
  let data: string | null = null;
  try {
    data = event.data?.text() ?? null;
  } catch {
    // Unreadable data: the plain SnapList notice.
  }
  const notice = noticeFromPush(data);
  event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

/**
 * A click opens the notice's screen (the listing, My Sales, the messages) in a SnapList window already open - it
 * navigates there and comes to the front - or in a new one.
 */
async function openFromNotification(path: string) {
  const url = new URL(safeAppPath(path), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = pickWindow(windows, self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // navigate() works for the pages this worker controls (all of SnapList's, clientsClaim); focus() is allowed
  // while a notification click is handled.
  const shown = open.url === url ? open : await open.navigate(url).catch(() => null);
  if (shown) await shown.focus().catch(() => undefined);
  else await self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification((event.notification.data as { url?: string } | null)?.url ?? "/"));
});

// The first install takes charge of the open page at once, so it works offline without a reload.
clientsClaim();
