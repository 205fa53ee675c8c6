/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from "virtual:pwa-register";
import { offerUpdate } from "./update.ts";

/** How often an app left open asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function register() {
  const updateSW = registerSW({
    immediate: true,
    // The new worker waits; Refresh tells it to take over, and the page reloads once it has.
    onNeedRefresh: () => offerUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
