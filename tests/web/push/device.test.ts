// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../src/server/db/schema.ts";
import { pushServer } from "../../../src/web/features/push/api.ts";
import { keyBytes, PushSetupError, pushState, turnOffPush, turnOnPush } from "../../../src/web/features/push/device.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";
import { fetchThroughApp } from "../listings/render.tsx";
import { fakeDevice, memoryInMemory } from "./fake-browser.ts";

/**
 * Switching Web Push on and off for a device (issue 32): the browser is a fake (no push service here), the server
 * is the real one, in-process, on this file's own database.
 */
const app = await createTestApp();
afterEach(() => vi.unstubAllGlobals());

async function signedIn(user: User) {
  const calls = fetchThroughApp(app, await loginCookie(app, user));
  return { calls, cookie: await loginCookie(app, user) };
}

async function devicesOf(user: User) {
  const res = await app.inject({
    method: "GET",
    url: "/api/push/subscriptions",
    headers: { cookie: await loginCookie(app, user) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; endpointOrigin: string }[];
}

describe("turning notifications on", () => {
  it("asks permission only when turned on, subscribes with the server's key and stores the device on the server", async () => {
    const seller = await createUser(app);
    const { calls } = await signedIn(seller);
    const device = fakeDevice();
    const memory = memoryInMemory();

    // Reading the state asks nothing.
    expect(await pushState(device, memory, seller.id)).toBe("off");
    expect(device.prompts).toBe(0);

    await turnOnPush(device, pushServer, memory, seller.id);
    expect(device.prompts).toBe(1);
    const key = (await app.inject({ method: "GET", url: "/api/push/public-key" })).json().publicKey as string;
    expect(device.manager.subscribeCalls).toHaveLength(1);
    expect(device.manager.subscribeCalls[0]?.userVisibleOnly).toBe(true);
    expect([...(device.manager.subscribeCalls[0]?.applicationServerKey ?? [])]).toEqual([...keyBytes(key)]);
    expect(keyBytes(key)).toHaveLength(65);
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/push/subscriptions"]);

    const devices = await devicesOf(seller);
    expect(devices).toHaveLength(1);
    expect(memory.get(seller.id)).toEqual({ id: devices[0]?.id, endpoint: device.manager.current?.endpoint });
    expect(await pushState(device, memory, seller.id)).toBe("on");

    // Again on the same device: no second prompt, no second subscription, the same row on the server.
    await turnOnPush(device, pushServer, memory, seller.id);
    expect(device.prompts).toBe(1);
    expect(device.manager.subscribeCalls).toHaveLength(1);
    expect((await devicesOf(seller)).map((d) => d.id)).toEqual([devices[0]?.id]);
  });

  it("denied or dismissed: says so, and nothing is subscribed or sent", async () => {
    const seller = await createUser(app);
    const { calls } = await signedIn(seller);
    const memory = memoryInMemory();
    for (const answer of ["denied", "default"] as const) {
      const device = fakeDevice();
      device.answer = answer;
      const err = await turnOnPush(device, pushServer, memory, seller.id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PushSetupError);
      expect((err as PushSetupError).reason).toBe(answer === "denied" ? "denied" : "dismissed");
      expect(device.manager.subscribeCalls).toHaveLength(0);
      expect(await pushState(device, memory, seller.id)).toBe(answer === "denied" ? "denied" : "off");
    }
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    expect(await devicesOf(seller)).toEqual([]);
  });

  it("an iPhone in Safari is told to install the app; a browser without Web Push is told it has none", async () => {
    const seller = await createUser(app);
    const memory = memoryInMemory();
    const iphone = fakeDevice({ supported: false, ios: true, standalone: false });
    expect(await pushState(iphone, memory, seller.id)).toBe("ios-install");
    const err = await turnOnPush(iphone, pushServer, memory, seller.id).catch((e: unknown) => e);
    expect((err as PushSetupError).reason).toBe("ios-install");
    expect(iphone.prompts).toBe(0);
    // Installed, but older than iOS 16.4 (no PushManager even there); or any other browser without it.
    expect(await pushState(fakeDevice({ supported: false, ios: true, standalone: true }), memory, seller.id)).toBe(
      "unsupported",
    );
    expect(await pushState(fakeDevice({ supported: false }), memory, seller.id)).toBe("unsupported");
  });

  it("the browser's push service failing leaves nothing on the server", async () => {
    const seller = await createUser(app);
    await signedIn(seller);
    const device = fakeDevice();
    device.manager.failNext = true;
    const memory = memoryInMemory();
    const err = await turnOnPush(device, pushServer, memory, seller.id).catch((e: unknown) => e);
    expect((err as PushSetupError).reason).toBe("subscribe-failed");
    expect(await devicesOf(seller)).toEqual([]);
    expect(memory.get(seller.id)).toBeNull();
  });

  it("a subscription the server refuses is dropped by the browser too: the device is never half on", async () => {
    const seller = await createUser(app);
    await signedIn(seller);
    const device = fakeDevice();
    // A subscription whose endpoint is on a private address (the server's SSRF check refuses it).
    device.manager.subscribe = async (options) => {
      device.manager.subscribeCalls.push(options);
      const { FakeSubscription } = await import("./fake-browser.ts");
      device.manager.current = new FakeSubscription("https://10.0.0.7/push/x", options.applicationServerKey);
      return device.manager.current;
    };
    const memory = memoryInMemory();
    const err = await turnOnPush(device, pushServer, memory, seller.id).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422 });
    expect(device.manager.current?.unsubscribed).toBe(true);
    expect(memory.get(seller.id)).toBeNull();
    expect(await devicesOf(seller)).toEqual([]);
    expect(await pushState(device, memory, seller.id)).toBe("off");
  });

  it("a browser subscription made with another key (the server's keys changed) is replaced", async () => {
    const seller = await createUser(app);
    await signedIn(seller);
    const device = fakeDevice();
    device.granted = "granted";
    const old = await device.manager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(65) });
    const memory = memoryInMemory();
    await turnOnPush(device, pushServer, memory, seller.id);
    expect(old.unsubscribed).toBe(true);
    expect(device.manager.current).not.toBe(old);
    expect(memory.get(seller.id)?.endpoint).toBe(device.manager.current?.endpoint);
  });
});

describe("turning notifications off", () => {
  it("removes this device's subscription on the server and in the browser, and only this device's", async () => {
    const seller = await createUser(app);
    const { calls } = await signedIn(seller);
    const phone = fakeDevice();
    const laptop = fakeDevice();
    const phoneMemory = memoryInMemory();
    await turnOnPush(phone, pushServer, phoneMemory, seller.id);
    await turnOnPush(laptop, pushServer, memoryInMemory(), seller.id);
    expect(await devicesOf(seller)).toHaveLength(2);
    const phoneId = phoneMemory.get(seller.id)?.id;

    await turnOffPush(phone, pushServer, phoneMemory, seller.id);
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
      `/api/push/subscriptions/${phoneId}`,
    ]);
    expect((await devicesOf(seller)).map((d) => d.id)).not.toContain(phoneId);
    expect(await devicesOf(seller)).toHaveLength(1);
    expect(phone.manager.current?.unsubscribed).toBe(true);
    expect(await pushState(phone, phoneMemory, seller.id)).toBe("off");
    expect(await pushState(laptop, memoryInMemory(), seller.id)).toBe("off"); // another browser's memory
  });

  it("a subscription the server already removed (gone at the push service) still turns off cleanly", async () => {
    const seller = await createUser(app);
    await signedIn(seller);
    const device = fakeDevice();
    const memory = memoryInMemory();
    await turnOnPush(device, pushServer, memory, seller.id);
    const id = memory.get(seller.id)?.id;
    const cookie = await loginCookie(app, seller);
    const gone = await app.inject({
      method: "DELETE",
      url: `/api/push/subscriptions/${id}`,
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(gone.statusCode).toBe(204);
    await turnOffPush(device, pushServer, memory, seller.id);
    expect(memory.get(seller.id)).toBeNull();
    expect(device.manager.current?.unsubscribed).toBe(true);
  });

  it("when the server cannot be reached, nothing changes on the device: the switch stays honestly on", async () => {
    const seller = await createUser(app);
    await signedIn(seller);
    const device = fakeDevice();
    const memory = memoryInMemory();
    await turnOnPush(device, pushServer, memory, seller.id);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(turnOffPush(device, pushServer, memory, seller.id)).rejects.toBeInstanceOf(TypeError);
    expect(device.manager.current?.unsubscribed).toBe(false);
    expect(await pushState(device, memory, seller.id)).toBe("on");
  });

  it("another person's subscription id cannot be removed (404), and theirs stays", async () => {
    const owner = await createUser(app);
    await signedIn(owner);
    const memory = memoryInMemory();
    await turnOnPush(fakeDevice(), pushServer, memory, owner.id);
    const admin = await createAdmin(app);
    await signedIn(admin);
    await expect(pushServer.remove(memory.get(owner.id)?.id ?? "")).resolves.toBeUndefined(); // 404 = gone to us
    expect(await devicesOf(owner)).toHaveLength(1);
  });
});
