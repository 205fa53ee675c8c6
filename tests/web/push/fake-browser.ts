import { createECDH, randomBytes } from "node:crypto";
import type {
  PushDevice,
  PushManagerLike,
  PushSubscriptionLike,
  SubscriptionMemory,
} from "../../../src/web/features/push/device.ts";

/**
 * A browser's Web Push as the app sees it (PushManager, Notification permission), in memory: the push service
 * behind it is not reached (a subscription's endpoint is a public address that nothing here calls). The server
 * the app talks to is the real one (app.inject through fetchThroughApp).
 */
export class FakeSubscription implements PushSubscriptionLike {
  readonly keys = {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    readonly key: Uint8Array,
  ) {}
  get options() {
    return { applicationServerKey: this.key.slice().buffer as ArrayBuffer };
  }
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: this.keys };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    return true;
  }
}

let endpoints = 0;

export class FakePushManager implements PushManagerLike {
  current: FakeSubscription | null = null;
  subscribeCalls: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];
  /** What the browser's push service does with the next subscribe. */
  failNext = false;

  async getSubscription() {
    return this.current && !this.current.unsubscribed ? this.current : null;
  }
  async subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) {
    this.subscribeCalls.push(options);
    if (this.failNext) {
      this.failNext = false;
      throw new DOMException("Registration failed - push service error", "AbortError");
    }
    endpoints += 1;
    // A public address (no DNS needed): the server checks it when it stores it, and sends nothing here.
    this.current = new FakeSubscription(
      `https://[2607:f8b0:4004:c1b::${(endpoints % 250).toString(16)}]/push/${randomBytes(8).toString("hex")}`,
      options.applicationServerKey,
    );
    return this.current;
  }
}

export interface FakeDevice extends PushDevice {
  manager: FakePushManager;
  granted: NotificationPermission;
  /** What the permission prompt answers. */
  answer: NotificationPermission;
  prompts: number;
}

export function fakeDevice(overrides: Partial<Pick<PushDevice, "supported" | "ios" | "standalone">> = {}) {
  const manager = new FakePushManager();
  const device: FakeDevice = {
    supported: true,
    ios: false,
    standalone: false,
    ...overrides,
    manager,
    granted: "default",
    answer: "granted",
    prompts: 0,
    permission: () => device.granted,
    requestPermission: async () => {
      device.prompts += 1;
      device.granted = device.answer;
      return device.answer;
    },
    pushManager: async () => manager,
  };
  return device;
}

export function memoryInMemory(): SubscriptionMemory & { all: Map<string, { id: string; endpoint: string }> } {
  const all = new Map<string, { id: string; endpoint: string }>();
  return {
    all,
    get: (userId) => all.get(userId) ?? null,
    set: (userId, value) => {
      if (value) all.set(userId, value);
      else all.delete(userId);
    },
  };
}

/** Puts the fake into the page's globals, where browserDevice() (src/web/features/push/browser.ts) looks. */
export function installInPage(device: FakeDevice) {
  const registration = { pushManager: device.manager };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  const notification = {
    get permission() {
      return device.granted;
    },
    requestPermission: device.requestPermission,
  };
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return () => {
    Reflect.deleteProperty(navigator, "serviceWorker");
    Reflect.deleteProperty(window, "PushManager");
    Reflect.deleteProperty(window, "Notification");
  };
}
