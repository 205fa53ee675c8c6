import { describe, expect, it } from "vitest";
import type { App } from "../../src/server/app-types.ts";
import { PAIR_LIMIT } from "../../src/server/modules/auth/attempt-limiter.ts";
import { IP_LIMIT } from "../../src/server/modules/auth/routes.ts";
import { LIST_CACHE_TTL_MS } from "../../src/server/modules/listings/list-cache.ts";
import { createServersOnOneDatabase } from "../helpers/app.ts";
import {
  createAdmin,
  createListing,
  createMessage,
  createUser,
  loginCookie,
  TEST_PASSWORD,
} from "../helpers/factories.ts";

/**
 * Issue 13 item 9 (docs/decisions/094): two servers on one PostgreSQL behave as one. This folder runs only in the
 * PostgreSQL pass (vitest.config.ts includes tests/postgres when TEST_DATABASE_URL is set; scripts/test.sh and
 * `npm run test:pg` pass it), because PGlite is embedded in one process and cannot be shared.
 */
const [a, b] = await createServersOnOneDatabase(2);

const me = (app: App, cookie: string) => app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const sessionOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((x) => x.name === "snaplist_sid" && x.value);
  return c ? `${c.name}=${c.value}` : "";
};

describe("two servers on one PostgreSQL", () => {
  it("share sessions: signed in on one, signed in on the other", async () => {
    const user = await createUser(a);
    const res = await a.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionOf(res);
    expect((await me(b, cookie)).json()).toMatchObject({ id: user.id });
  });

  it("share logout: signed out on one is signed out on both, at once", async () => {
    const user = await createUser(a);
    const cookie = await loginCookie(a, user);
    expect((await me(a, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await b.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode).toBe(204);
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it("count the per-address limit together", async () => {
    const attempt = (app: App) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "", password: "" },
        remoteAddress: "203.0.113.40",
      });
    for (let i = 0; i < IP_LIMIT.max; i++) expect((await attempt(i % 2 ? a : b)).statusCode).toBe(400);
    expect((await attempt(a)).statusCode).toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
  });

  it("count sign-in attempts for an email together", async () => {
    const user = await createUser(a);
    const guess = (app: App, password: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password },
        remoteAddress: "203.0.113.41",
      });
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await guess(i % 2 ? a : b, `bad-${i}`)).statusCode).toBe(401);
    expect((await guess(a, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await guess(b, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("count a per-user route limit together (30 replies a minute)", async () => {
    const seller = await createUser(a);
    const admin = await createAdmin(a);
    const original = await createMessage(a, seller, { from: admin });
    const cookie = await loginCookie(a, seller);
    const reply = (app: App, i: number) =>
      app.inject({
        method: "POST",
        url: "/api/messages",
        headers: { cookie },
        payload: { originalMessageId: original.id, message: `Reply ${i}` },
      });
    for (let i = 0; i < 30; i++) expect((await reply(i % 2 ? a : b, i)).statusCode).toBe(201);
    expect((await reply(a, 30)).statusCode).toBe(429);
    expect((await reply(b, 31)).statusCode).toBe(429);
  });

  it("take 50 parallel guesses spread over both servers without letting more than the limit through", async () => {
    const user = await createUser(a);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: `parallel-${i}` },
          remoteAddress: "203.0.113.42",
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PAIR_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - PAIR_LIMIT);
  });

  it("show a listing change made through one server through the other within the list cache's lifetime", async () => {
    const seller = await createUser(a);
    const listing = await createListing(a, seller, { title: "Old title" });
    const cookie = await loginCookie(a, seller);
    const titlesOn = async (app: App) =>
      (
        (await app.inject({ method: "GET", url: "/api/listings", headers: { cookie } })).json() as Array<{
          title: string;
        }>
      ).map((l) => l.title);
    expect(await titlesOn(b)).toEqual(["Old title"]);
    const edit = await a.inject({
      method: "PATCH",
      url: `/api/listings/${listing.id}`,
      headers: { cookie },
      payload: { title: "New title" },
    });
    expect(edit.statusCode).toBe(200);
    // The server that made the change shows it at once; the other one after at most the documented delay.
    expect(await titlesOn(a)).toEqual(["New title"]);
    await new Promise((r) => setTimeout(r, LIST_CACHE_TTL_MS + 100));
    expect(await titlesOn(b)).toEqual(["New title"]);
    // A direct read of the listing never goes through that cache: it is current on both at once.
    const again = await a.inject({
      method: "PATCH",
      url: `/api/listings/${listing.id}`,
      headers: { cookie },
      payload: { title: "Newest title" },
    });
    expect(again.statusCode).toBe(200);
    const single = await b.inject({ method: "GET", url: `/api/listings/${listing.id}`, headers: { cookie } });
    expect(single.json()).toMatchObject({ title: "Newest title" });
  });
});
