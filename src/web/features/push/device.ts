/**
 * Web Push on this device (issue 32, docs/decisions/138): whether it can be switched on, and switching it on and
 * off. Each device has its own subscription on the server; this browser remembers the id the server gave its
 * subscription, so that turning it off removes exactly that one.
 *
 * The browser's parts come in as `PushDevice` (the app passes `browserDevice()`; tests pass fakes), the server's
 * as `PushServer` (the app passes `pushServer` from ./api.ts).
 */

/** What this device can do now. */
export type PushState =
  /** Subscribed here, and the server has the subscription. */
  | "on"
  /** Can be switched on (permission may still be asked). */
  | "off"
  /** The person (or the browser) blocked notifications for SnapList. */
  | "denied"
  /** An iPhone or iPad in Safari: Web Push works only in the app added to the home screen (iOS 16.4+). */
  | "ios-install"
  /** No Web Push in this browser (an old browser, or iOS before 16.4). */
  | "unsupported";

export interface PushSubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null };
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<PushSubscriptionLike>;
}

export interface PushDevice {
  /** Web Push exists here (service worker, PushManager and Notification). */
  supported: boolean;
  /** An iPhone, iPad or iPod touch (iPadOS reports itself as a Mac with a touch screen). */
  ios: boolean;
  /** Opened from the home screen (standalone display), not in a browser tab. */
  standalone: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's push manager once the worker is ready. */
  pushManager(): Promise<PushManagerLike>;
}

export interface SavedSubscription {
  id: string;
}

export interface PushServer {
  publicKey(): Promise<string>;
  save(subscription: ReturnType<PushSubscriptionLike["toJSON"]>): Promise<SavedSubscription>;
  /** Removes the subscription; one already gone (404) is no error. */
  remove(id: string): Promise<void>;
}

/** Where this browser keeps the server's id of its subscription, per person (a shared phone has several). */
export interface SubscriptionMemory {
  get(userId: string): { id: string; endpoint: string } | null;
  set(userId: string, value: { id: string; endpoint: string } | null): void;
}

/** Why a switch-on did not happen, said to the person in their language (./texts). */
export class PushSetupError extends Error {
  constructor(
    readonly reason: "denied" | "dismissed" | "unsupported" | "ios-install" | "no-worker" | "subscribe-failed",
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = "PushSetupError";
  }
}

/** The state before anything is asked: never prompts. */
export async function pushState(device: PushDevice, memory: SubscriptionMemory, userId: string): Promise<PushState> {
  if (!device.supported) return device.ios ? (device.standalone ? "unsupported" : "ios-install") : "unsupported";
  const permission = device.permission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const kept = memory.get(userId);
  if (!kept) return "off";
  const current = await (await device.pushManager()).getSubscription();
  return current && current.endpoint === kept.endpoint ? "on" : "off";
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
};

/**
 * Switches notifications on for this device: asks permission (only now, after the person chose to), subscribes
 * with the server's key, and saves the subscription on the server. A browser subscription made with another key
 * (the server's keys changed) is replaced. If the server refuses, the browser's new subscription is dropped again,
 * so the device never believes it is on when the server does not know it.
 */
export async function turnOnPush(
  device: PushDevice,
  server: PushServer,
  memory: SubscriptionMemory,
  userId: string,
): Promise<void> {
  if (!device.supported) throw new PushSetupError(device.ios && !device.standalone ? "ios-install" : "unsupported");
  const permission = device.permission() === "granted" ? "granted" : await device.requestPermission();
  if (permission === "denied") throw new PushSetupError("denied");
  if (permission !== "granted") throw new PushSetupError("dismissed");

  const [manager, publicKey] = await Promise.all([device.pushManager(), server.publicKey()]);
  const key = keyBytes(publicKey);
  let subscription = await manager.getSubscription();
  if (subscription && !sameBytes(subscription.options?.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  const created = !subscription;
  try {
    subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (err) {
    throw new PushSetupError(device.permission() === "denied" ? "denied" : "subscribe-failed", err);
  }
  try {
    const saved = await server.save(subscription.toJSON());
    memory.set(userId, { id: saved.id, endpoint: subscription.endpoint });
  } catch (err) {
    if (created) await subscription.unsubscribe().catch(() => false);
    throw err;
  }
}

/**
 * Switches notifications off for this device: the server forgets its subscription, and the browser drops it. The
 * server is asked first: if that fails (offline), nothing changes here and the switch stays on, honestly.
 */
export async function turnOffPush(
  device: PushDevice,
  server: PushServer,
  memory: SubscriptionMemory,
  userId: string,
): Promise<void> {
  const kept = memory.get(userId);
  if (kept) await server.remove(kept.id);
  memory.set(userId, null);
  if (!device.supported) return;
  const subscription = await (await device.pushManager()).getSubscription();
  if (subscription) await subscription.unsubscribe().catch(() => false);
}
