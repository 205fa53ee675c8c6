import { describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app-types.ts";
import { IP_LIMIT } from "../../../src/server/modules/auth/routes.ts";
import { createTestApp } from "../../helpers/app.ts";

/**
 * Issue 13 item 1: the client address behind rate limits is the socket's, unless the request came through a
 * proxy named in TRUST_PROXY. Before the fix every X-Forwarded-For was trusted: a new spoofed address per request
 * never met a 429.
 */
// One after the other: three databases starting at once on a busy 2-core machine can outlast plugin time-outs.
const plain = await createTestApp();
const behindProxy = await createTestApp({ TRUST_PROXY: "192.0.2.10, 10.0.0.0/8" });
const behindOneHop = await createTestApp({ TRUST_PROXY: "1" });

/** A login that fails validation (cheap: no password hashing), which still counts against the address limit. */
const attempt = (app: App, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: "", password: "" },
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

/** Sends `IP_LIMIT.max` attempts and answers the status of the one after them. */
async function statusAfterLimit(send: (i: number) => ReturnType<typeof attempt>) {
  for (let i = 0; i < IP_LIMIT.max; i++) expect((await send(i)).statusCode).toBe(400);
  return (await send(IP_LIMIT.max)).statusCode;
}

describe("TRUST_PROXY unset (the default)", () => {
  it("ignores X-Forwarded-For: a new spoofed address per request still meets the limit", async () => {
    const status = await statusAfterLimit((i) => attempt(plain, "198.51.100.1", `203.0.113.${i % 250}`));
    expect(status).toBe(429);
  });

  it("keeps separate budgets for separate sockets", async () => {
    expect((await attempt(plain, "198.51.100.2")).statusCode).toBe(400);
  });
});

describe("TRUST_PROXY as a list of proxies", () => {
  it("takes the client from X-Forwarded-For when the socket is a listed proxy", async () => {
    // Each client behind the proxy has its own budget, so spreading requests over clients meets no 429 ...
    const spread = await statusAfterLimit((i) => attempt(behindProxy, "192.0.2.10", `203.0.113.${i}`));
    expect(spread).toBe(400);
    // ... while one client behind it, also through a proxy inside 10.0.0.0/8, is limited.
    const one = await statusAfterLimit((i) => attempt(behindProxy, i % 2 ? "192.0.2.10" : "10.1.2.3", "203.0.113.250"));
    expect(one).toBe(429);
  });

  it("ignores X-Forwarded-For from a socket that is not a listed proxy", async () => {
    const status = await statusAfterLimit((i) => attempt(behindProxy, "198.51.100.3", `203.0.113.${i}`));
    expect(status).toBe(429);
  });
});

describe("TRUST_PROXY as a hop count", () => {
  it("takes the address the nearest proxy saw, not what the client wrote in front of it", async () => {
    // The proxy appends the address it saw; whatever the client sent itself stands to the left of it.
    const status = await statusAfterLimit((i) => attempt(behindOneHop, "127.0.0.1", `10.9.9.${i}, 198.51.100.77`));
    expect(status).toBe(429);
    expect((await attempt(behindOneHop, "127.0.0.1", "198.51.100.78")).statusCode).toBe(400);
  });
});

describe("AUTH_IP_LIMIT", () => {
  it("sets how many calls one address may make to an auth route in 10 minutes", async () => {
    const tight = await createTestApp({ AUTH_IP_LIMIT: "3" });
    for (let i = 0; i < 3; i++) expect((await attempt(tight, "198.51.100.9")).statusCode).toBe(400);
    const refused = await attempt(tight, "198.51.100.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many attempts from your network. Please wait a few minutes and try again.",
    );
    // Another address has its own budget.
    expect((await attempt(tight, "198.51.100.10")).statusCode).toBe(400);
  });

  it("refuses a limit that is not a whole number from 1", async () => {
    await expect(createTestApp({ AUTH_IP_LIMIT: "0" })).rejects.toThrow(/AUTH_IP_LIMIT/);
    await expect(createTestApp({ AUTH_IP_LIMIT: "lots" })).rejects.toThrow(/AUTH_IP_LIMIT/);
  });
});
