import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RENDITION_SIDES } from "../../../src/contract/photo-renditions.ts";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import { uploads } from "../../../src/server/db/schema.ts";
import { HttpError } from "../../../src/server/lib/http-error.ts";
import { WorkQueue } from "../../../src/server/lib/work-queue.ts";
import { bytesStored } from "../../../src/server/modules/uploads/records.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { multipart, photo } from "../generator/multipart.ts";
import { ORIGIN } from "../listings/helpers.ts";

/* Issue 13 item 6: per-seller rate limits, a storage cap, and CPU-heavy work behind a bounded queue. */
const QUOTA = 300_000;
const app = await createTestApp({}, (c) => {
  c.uploads.quotaBytes = QUOTA;
});
const uploadsDir = path.join(app.config.dataDir, "uploads");
mkdirSync(uploadsDir, { recursive: true });
const storedFiles = () => readdirSync(uploadsDir).filter((n) => n.endsWith(".jpg"));
/** A stored photo is its file and its renditions' (docs/decisions/118). */
const FILES_A_PHOTO = 1 + RENDITION_SIDES.length;

async function as(user: Awaited<ReturnType<typeof createUser>>) {
  const cookie = await loginCookie(app, user);
  return {
    upload: (bytes: Buffer, url = "/api/upload") => {
      const form = multipart([{ name: "image", file: { bytes, filename: "p.jpg" } }]);
      return app.inject({ method: "POST", url, ...form, headers: { ...form.headers, cookie, origin: ORIGIN } });
    },
    json: (url: string, body: unknown) =>
      app.inject({
        method: "POST",
        url,
        headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify(body),
      }),
  };
}

describe("per-seller rate limits", () => {
  it.each([
    ["/api/upload", 60, "photo uploads"],
    ["/api/classify-image", 20, "photo analyses"],
    ["/api/enhance/combo", 30, "photo enhancements"],
  ])("%s: %i calls a minute, then 429 saying when to retry; another seller is not affected", async (url, max, what) => {
    const seller = await as(await createUser(app));
    // Damaged files are refused cheaply, and still count.
    const junk = Buffer.from("not an image at all, just text bytes");
    const answers = await Promise.all(Array.from({ length: max }, () => seller.upload(junk, url)));
    expect(answers.every((r) => r.statusCode === 415)).toBe(true);
    const limited = await seller.upload(junk, url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      new RegExp(`^Too many ${what} in a short time\\. Please try again in \\d+ (seconds?|minutes?)\\.$`),
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await as(await createUser(app));
    expect((await other.upload(junk, url)).statusCode).toBe(415);
  });

  it.each(["/api/generate-copy", "/api/smart-pricing"])("%s: 30 calls a minute, then 429", async (url) => {
    const seller = await as(await createUser(app));
    const answers = await Promise.all(Array.from({ length: 30 }, () => seller.json(url, {})));
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const limited = await seller.json(url, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many generation requests in a short time\. Please try again in/);
  });
});

describe("per-seller storage cap", () => {
  it("stores up to the cap, then 413 with a message, and leaves no file behind", async () => {
    const user = await createUser(app);
    const seller = await as(user);
    const before = storedFiles().length;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await seller.upload(photo("fruits.jpg")));
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(6);
    const refused = answers.find((r) => r.statusCode === 413);
    expect(refused?.json()).toMatchObject({ message: UPLOAD_ERRORS.storageFull(Math.round(QUOTA / 1024 / 1024)) });
    expect(storedFiles().length - before).toBe(ok * FILES_A_PHOTO);
    expect(await bytesStored(app.db, user.id)).toBeLessThanOrEqual(QUOTA);
    // Another seller has their own allowance.
    expect((await (await as(await createUser(app))).upload(photo("fruits.jpg"))).statusCode).toBe(200);
  });

  it("holds under 10 concurrent uploads: never past the cap, no stray files", async () => {
    const user = await createUser(app);
    const seller = await as(user);
    const before = storedFiles().length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => seller.upload(photo("fruits.jpg"))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 413)).toBe(true);
    const ok = codes.filter((c) => c === 200).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThan(10);
    expect(await bytesStored(app.db, user.id)).toBeLessThanOrEqual(QUOTA);
    expect((await app.db.select().from(uploads).where(eq(uploads.userId, user.id))).length).toBe(ok);
    expect(storedFiles().length - before).toBe(ok * FILES_A_PHOTO);
  });
});

describe("the heavy-work queue", () => {
  it("runs jobs one at a time in arrival order and refuses work past its bound with 429", async () => {
    const queue = new WorkQueue(1, 3, "busy");
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      order.push(n);
      running--;
      return n;
    };
    const runs = [1, 2, 3, 4].map((n) => queue.run(job(n)));
    const refused = queue.run(job(5)).catch((err: unknown) => err);
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    const err = await refused;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(429);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("frees its slot when a job fails", async () => {
    const queue = new WorkQueue(1, 5, "busy");
    await expect(queue.run(async () => Promise.reject(new Error("bad photo")))).rejects.toThrow("bad photo");
    expect(await queue.run(async () => "next")).toBe("next");
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
