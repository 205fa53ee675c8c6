import { useSyncExternalStore } from "react";

/**
 * A new version of SnapList waiting to take over (its worker is installed and waiting): the app offers
 * "New version available - Refresh" instead of silently running stale code (docs/decisions/119).
 */
let refresh: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

/** Called by the worker registration (register.ts) when a new version waits; `apply` activates it and reloads. */
export function offerUpdate(apply: () => Promise<void>) {
  refresh = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The refresh to run when the seller taps Refresh, or null while no new version waits. */
export function useWaitingUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(
    subscribe,
    () => refresh,
    () => null,
  );
}

/**
 * Registers the service worker after the page has loaded, from a chunk of its own so that the landing page's
 * first load does not carry it. Only in a production build (the dev server has no worker).
 */
export function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => void import("./register.ts").then((m) => m.register(offerUpdate));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
