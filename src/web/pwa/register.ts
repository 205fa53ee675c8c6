/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";

/** How often an app left open asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the worker; `offerUpdate` shows "New version available" with what Refresh does (pwa/update.ts). */
export function register(offerUpdate: (refresh: () => Promise<void>) => void) {
  const updateSW = registerSW({
    immediate: true,
    // The new worker waits; Refresh tells it to take over, and the page reloads once it has.
    onNeedRefresh: () =>
      offerUpdate(async () => {
        // Reloaded here, not by workbox-window: it reloads only pages a worker already ran when they opened, and
        // a seller's first visit, left open until the next deploy, would stay on the old code.
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        await updateSW(true);
      }),
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
