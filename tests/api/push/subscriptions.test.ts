import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_MESSAGES } from "../../../src/contract/push.ts";
import { pushSubscriptions } from "../../../src/server/db/schema.ts";
import { isPublicAddress } from "../../../src/server/modules/notifications/push-address.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { startPushService } from "../../helpers/push-service.ts";
import { recordSale, saleSetup } from "../sales/helpers.ts";
import { clientFor, METRICS_TOKEN, metric, ORIGIN, settled, subscribe } from "./helpers.ts";

/** Subscriptions and preferences (issue 32 item 4): bad input gets a clear 4xx and nothing is stored. */
const app = await createTestApp({ METRICS_TOKEN });
// The tests' own push service is allowed only where the test-only setting is on.
const local = await createTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true" });
const service = await startPushService();
afterAll(() => service.close());

/** A device's public key, as a browser makes it: a P-256 point. */
const key = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey("base64url");
};
/** 0x04 and 64 random bytes: the right length, on the curve with a chance of about 2^-256. */
const offCurve = () => randomBytes(65).fill(4, 0, 1).toString("base64url");
const auth = () => randomBytes(16).toString("base64url");
const body = (endpoint: string, keys: Record<string, unknown> = { p256dh: key(), auth: auth() }) => ({
  endpoint,
  keys,
});
const stored = async (a = app) => (await a.db.select().from(pushSubscriptions)).length;

describe("the endpoint", () => {
  it.each([
    ["http", "http://push.example.com/x", PUSH_MESSAGES.endpointInvalid],
    ["loopback", "https://127.0.0.1/push/1", PUSH_MESSAGES.endpointRefused],
    ["loopback, another", "https://127.8.9.10:8443/push/1", PUSH_MESSAGES.endpointRefused],
    ["private 10/8", "https://10.1.2.3/push", PUSH_MESSAGES.endpointRefused],
    ["private 172.16/12", "https://172.20.0.5/push", PUSH_MESSAGES.endpointRefused],
    ["private 192.168/16", "https://192.168.1.1/push", PUSH_MESSAGES.endpointRefused],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest/meta-data", PUSH_MESSAGES.endpointRefused],
    ["CGNAT", "https://100.64.0.1/push", PUSH_MESSAGES.endpointRefused],
    ["multicast", "https://224.0.0.1/push", PUSH_MESSAGES.endpointRefused],
    ["0.0.0.0", "https://0.0.0.0/push", PUSH_MESSAGES.endpointRefused],
    ["IPv6 loopback", "https://[::1]/push", PUSH_MESSAGES.endpointRefused],
    ["IPv6 unique local", "https://[fd12:3456::1]/push", PUSH_MESSAGES.endpointRefused],
    ["IPv6 link-local", "https://[fe80::1]/push", PUSH_MESSAGES.endpointRefused],
    ["IPv4-mapped IPv6", "https://[::ffff:127.0.0.1]/push", PUSH_MESSAGES.endpointRefused],
    ["IPv4-mapped IPv6, hex", "https://[::ffff:a00:1]/push", PUSH_MESSAGES.endpointRefused],
    ["decimal IPv4", "https://2130706433/push", PUSH_MESSAGES.endpointRefused],
    ["a name that resolves to 127.0.0.1", "https://localhost/push/1", PUSH_MESSAGES.endpointRefused],
    ["a name that does not resolve", "https://no-such-host.invalid/push", PUSH_MESSAGES.endpointRefused],
  ])("%s is refused (422) and nothing is stored", async (_name, endpoint, message) => {
    const seller = await clientFor(app, await createUser(app));
    const before = await stored();
    const res = await seller("POST", "/api/push/subscriptions", body(endpoint));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it("the address check knows public from private", () => {
    for (const a of ["8.8.8.8", "142.250.183.10", "2607:f8b0:4004:c07::5f"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of ["127.0.0.1", "10.0.0.1", "172.31.255.255", "192.168.0.1", "169.254.1.1", "100.127.0.1"])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ["::1", "::", "fc00::1", "fdff::1", "fe80::1", "ff02::1", "::ffff:8.8.8.8", "2002:7f00:1::1"])
      expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress("not an address")).toBe(false);
  });

  it("is checked again at send time: a stored endpoint that is (now) local gets no POST; the push is given up", async () => {
    // As if it had resolved to a public address when stored and to this machine now (DNS rebinding).
    const { admin, listing, sellerUser } = await saleSetup(app);
    const device = service.device();
    await app.db.insert(pushSubscriptions).values({
      userId: sellerUser.id,
      endpoint: device.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
    });
    const hits = service.hits;
    const given = await metric(app, "snaplist_push_failures_total", { final: "true" });
    await recordSale(admin, listing.id);
    await settled(app);
    expect(service.hits).toBe(hits);
    expect((await metric(app, "snaplist_push_failures_total", { final: "true" })) - given).toBe(1);
  });
});

describe("malformed subscriptions", () => {
  const good = "https://fcm.googleapis.com/fcm/send/abc";
  it.each([
    ["no keys", { endpoint: good }, PUSH_MESSAGES.keysMissing],
    ["keys not an object", { endpoint: good, keys: "x" }, PUSH_MESSAGES.keysMissing],
    ["no p256dh", body(good, { auth: auth() }), PUSH_MESSAGES.p256dhInvalid],
    ["no auth", body(good, { p256dh: key() }), PUSH_MESSAGES.authInvalid],
    [
      "p256dh too short",
      body(good, { p256dh: randomBytes(33).toString("base64url"), auth: auth() }),
      PUSH_MESSAGES.p256dhInvalid,
    ],
    ["p256dh not base64url", body(good, { p256dh: "!".repeat(87), auth: auth() }), PUSH_MESSAGES.p256dhInvalid],
    [
      "p256dh 65 zero bytes",
      body(good, { p256dh: Buffer.alloc(65).toString("base64url"), auth: auth() }),
      PUSH_MESSAGES.p256dhInvalid,
    ],
    ["p256dh not on the curve", body(good, { p256dh: offCurve(), auth: auth() }), PUSH_MESSAGES.p256dhInvalid],
    [
      "p256dh compressed (33 bytes)",
      body(good, { p256dh: createECDH("prime256v1").generateKeys("base64url", "compressed"), auth: auth() }),
      PUSH_MESSAGES.p256dhInvalid,
    ],
    [
      "auth 15 bytes",
      body(good, { p256dh: key(), auth: randomBytes(15).toString("base64url") }),
      PUSH_MESSAGES.authInvalid,
    ],
    [
      "auth too long",
      body(good, { p256dh: key(), auth: randomBytes(32).toString("base64url") }),
      PUSH_MESSAGES.authInvalid,
    ],
    ["auth a number", body(good, { p256dh: key(), auth: 12 }), PUSH_MESSAGES.authInvalid],
    ["no endpoint", { keys: { p256dh: key(), auth: auth() } }, PUSH_MESSAGES.endpointInvalid],
    ["not a URL", body("push me"), PUSH_MESSAGES.endpointInvalid],
    ["ftp", body("ftp://push.example.com/x"), PUSH_MESSAGES.endpointInvalid],
    ["too long", body(`https://push.example.com/${"a".repeat(2048)}`), PUSH_MESSAGES.endpointTooLong],
  ])("%s: 400 with a clear message, nothing stored", async (_name, payload, message) => {
    const seller = await clientFor(app, await createUser(app));
    const before = await stored();
    const res = await seller("POST", "/api/push/subscriptions", payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await stored()).toBe(before);
  });

  it("signed out: 401; from another origin: refused", async () => {
    const anon = await app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify(body(good)),
    });
    expect(anon.statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/push/preferences" })).statusCode).toBe(401);
  });
});

describe("subscriptions of an account", () => {
  it("the same device subscribing again updates its row; 10 devices is the cap (409), nothing more stored", async () => {
    const user = await createUser(local);
    const seller = await clientFor(local, user);
    const first = service.device();
    const created = await subscribe(seller, first);
    const again = await seller("POST", "/api/push/subscriptions", { ...first.subscription, expirationTime: null });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.id);
    for (let i = 1; i < MAX_PUSH_SUBSCRIPTIONS; i++) await subscribe(seller, service.device());
    const over = await seller("POST", "/api/push/subscriptions", service.device().subscription);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(PUSH_MESSAGES.tooMany);
    const mine = await local.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(mine).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    // Updating a device already counted is not a new one.
    expect((await seller("POST", "/api/push/subscriptions", first.subscription)).statusCode).toBe(200);
    const list = (await seller("GET", "/api/push/subscriptions")).json();
    expect(list).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(JSON.stringify(list)).not.toContain(first.subscription.keys.auth);
  });

  it("DELETE removes one's own device; another user's id, an unknown id and a malformed id are 404", async () => {
    const a = await clientFor(local, await createUser(local));
    const b = await clientFor(local, await createUser(local));
    const aSub = await subscribe(a, service.device());
    const bSub = await subscribe(b, service.device());
    for (const id of [bSub.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await a("DELETE", `/api/push/subscriptions/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(PUSH_MESSAGES.subscriptionNotFound);
    }
    expect((await b("GET", "/api/push/subscriptions")).json()).toHaveLength(1);
    expect((await a("DELETE", `/api/push/subscriptions/${aSub.id}`)).statusCode).toBe(204);
    expect((await a("GET", "/api/push/subscriptions")).json()).toEqual([]);
    expect((await a("DELETE", `/api/push/subscriptions/${aSub.id}`)).statusCode).toBe(404);
  });

  it("a device another account subscribed moves to whoever signs in on it now", async () => {
    const device = service.device();
    const a = await clientFor(local, await createUser(local));
    const bUser = await createUser(local);
    const b = await clientFor(local, bUser);
    await subscribe(a, device);
    const moved = await b("POST", "/api/push/subscriptions", device.subscription);
    expect(moved.statusCode).toBe(201);
    expect((await a("GET", "/api/push/subscriptions")).json()).toEqual([]);
    const [row] = await local.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row?.userId).toBe(bUser.id);
  });

  it("preferences: sellers start with all on, bad values are 400, the public key is served", async () => {
    const seller = await clientFor(app, await createUser(app));
    expect((await seller("GET", "/api/push/preferences")).json()).toEqual({
      kinds: ["posted", "sold", "payout", "message", "price_suggestion"],
      preferences: { posted: true, sold: true, payout: true, message: true, price_suggestion: true },
    });
    expect((await seller("PUT", "/api/push/preferences", { sold: "no" })).statusCode).toBe(400);
    expect((await seller("PUT", "/api/push/preferences", { seller_reply: true })).statusCode).toBe(400);
    const key = await app.inject({ method: "GET", url: "/api/push/public-key" });
    expect(key.json()).toEqual({ publicKey: app.config.push.publicKey });
  });
});
