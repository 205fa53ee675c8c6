import { local } from "../../lib/storage.ts";
import { type PushDevice, type PushManagerLike, PushSetupError, type SubscriptionMemory } from "./device.ts";

/** How long to wait for the service worker before saying this browser cannot take notifications. */
const WORKER_WAIT_MS = 15_000;

const isIos = (nav: Navigator) =>
  /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);

const isStandalone = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches);

/** This browser's Web Push (docs/decisions/138). */
export function browserDevice(): PushDevice {
  const supported =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window;
  return {
    supported,
    ios: typeof navigator !== "undefined" && isIos(navigator),
    standalone: typeof window !== "undefined" && isStandalone(),
    permission: () => (supported ? Notification.permission : "denied"),
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => {
      // The worker is registered after the page loads (src/web/pwa/register.ts), in production builds only.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PushSetupError("no-worker")), WORKER_WAIT_MS);
      });
      try {
        const registration = await Promise.race([navigator.serviceWorker.ready, late]);
        return registration.pushManager as unknown as PushManagerLike;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const KEY = "snaplist.push";

/** The server's id of this browser's subscription, per signed-in person, in localStorage. */
export const browserMemory: SubscriptionMemory = {
  get(userId) {
    try {
      const all = JSON.parse(local.get(KEY) ?? "{}") as Record<string, { id: string; endpoint: string }>;
      const kept = all[userId];
      return kept && typeof kept.id === "string" && typeof kept.endpoint === "string" ? kept : null;
    } catch {
      return null;
    }
  },
  set(userId, value) {
    let all: Record<string, unknown> = {};
    try {
      all = JSON.parse(local.get(KEY) ?? "{}") as Record<string, unknown>;
    } catch {
      // unreadable: start again
    }
    if (value) all[userId] = value;
    else delete all[userId];
    local.set(KEY, JSON.stringify(all));
  },
};
