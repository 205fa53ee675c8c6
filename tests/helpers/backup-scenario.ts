import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/server/app-types.ts";
import { type Config, loadConfig } from "../../src/server/config.ts";
import { rowsOf } from "../../src/server/db/rows.ts";
import type { User } from "../../src/server/db/schema.ts";
import { snapshotFacts } from "../../src/server/db/snapshot-facts.ts";
import { isOurName } from "../../src/server/modules/uploads/storage.ts";
import type { Manifest } from "../../src/server/ops/backup/manifest.ts";
import { multipart, photo } from "../api/generator/multipart.ts";
import { type Client, clientFor, validListing } from "../api/listings/helpers.ts";
import { recordSale, saleSetup } from "../api/sales/helpers.ts";
import { createAdmin, createMessage, createUser, loginCookie, TEST_PASSWORD } from "./factories.ts";

/**
 * The backup-and-restore scenario of issue 24 item 1, shared by the PGlite and the PostgreSQL test: a shop with
 * listings, sales, payouts, messages and real photos; writers at 20 requests a second; the CLI scripts run as
 * separate processes, as an operator runs them.
 */

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A configuration for a data folder as the scripts see it: the session secret from DATA_DIR/session-secret. */
export function configFor(dataDir: string, databaseUrl?: string): Config {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
  });
  config.databaseUrl = databaseUrl;
  return config;
}

async function upload(app: App, cookie: string, file: string): Promise<string> {
  const form = multipart([{ name: "image", file: { bytes: photo(file), filename: file } }]);
  const res = await app.inject({ method: "POST", url: "/api/upload", ...form, headers: { ...form.headers, cookie } });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().imageUrl;
}

export interface Shop {
  seller: User;
  sellerCookie: string;
  sellers: Array<{ user: User; client: Client; cookie: string; photoUrl: string }>;
  admins: Client[];
}

/** Sellers with uploaded photos and a listing of them, a sale paid out and one pending, messages both ways. */
export async function seedShop(app: App): Promise<Shop> {
  const { admin, listing, sellerUser } = await saleSetup(app);
  const paid = await recordSale(admin, listing.id);
  const payout = await admin("PUT", `/api/admin/sales/${paid.id}/payout`, {
    payoutMethod: "upi",
    payoutAmount: "10800",
  });
  expect(payout.statusCode).toBe(200);
  const second = await saleSetup(app);
  await recordSale(second.admin, second.listing.id);

  const sellers: Shop["sellers"] = [];
  for (let i = 0; i < 10; i++) {
    const user = await createUser(app, { firstName: `Seller${i}` });
    const cookie = await loginCookie(app, user);
    const photoUrl = await upload(app, cookie, i % 2 ? "fruits.jpg" : "coffee.png");
    sellers.push({ user, client: await clientFor(app, user), cookie, photoUrl });
  }
  const first = sellers[0] as Shop["sellers"][number];
  const extra = await upload(app, first.cookie, "stuff.jpg");
  const made = await first.client("POST", "/api/listings", validListing({ imageUrls: [first.photoUrl, extra] }));
  expect(made.statusCode).toBe(201);
  const admins: Client[] = [];
  for (let i = 0; i < 10; i++) admins.push(await clientFor(app, await createAdmin(app)));
  const note = await createMessage(app, first.user, { subject: "Welcome" });
  const reply = await first.client("POST", "/api/messages", { originalMessageId: note.id, message: "Thank you!" });
  expect(reply.statusCode).toBe(201);
  return { seller: sellerUser, sellerCookie: await loginCookie(app, sellerUser), sellers, admins };
}

/**
 * Writers at 20 requests a second until stopped: new listings (one transaction each: the listing, its photo and
 * three postings), admin messages, and now and then a photo upload. Each seller and admin stays under the
 * per-user limits. Resolves, once stopped, with the answers' status counts and how many finished while
 * `during()` was true.
 */
export function startWriters(app: App, shop: Shop, during: () => boolean) {
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  let finishedDuring = 0;
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  const timer = setInterval(() => {
    const i = tick++;
    const seller = shop.sellers[i % shop.sellers.length] as Shop["sellers"][number];
    let call: Promise<{ statusCode: number }>;
    if (i % 20 === 19) {
      const form = multipart([{ name: "image", file: { bytes: photo("coffee.png"), filename: "c.png" } }]);
      call = app.inject({
        method: "POST",
        url: "/api/upload",
        ...form,
        headers: { ...form.headers, cookie: seller.cookie },
      });
    } else if (i % 5 === 2) {
      const admin = shop.admins[Math.floor(i / 5) % shop.admins.length] as Client;
      call = admin("POST", "/api/admin/messages", {
        toUserId: seller.user.id,
        subject: `Load ${i}`,
        message: "Your listing is live on OLX.",
      });
    } else {
      call = seller.client("POST", "/api/listings", validListing({ title: `Load ${i}`, imageUrls: [seller.photoUrl] }));
    }
    const done = call.then((res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 300) failures.push(`${res.statusCode} ${(res as { body?: string }).body}`);
      if (during()) finishedDuring++;
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }, 50);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return { statuses, failures, finishedDuring, sent: tick };
  };
}

/** Runs `npm run backup` / `npm run restore` as the operator would: a separate process, this folder's settings. */
export function runScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/server/scripts/${script}.ts`, ...args], {
      env: { ...process.env, LOG_LEVEL: "silent", SESSION_SECRET: "", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The manifest of an archive, read with the system's tar (independent of the code under test). */
export async function manifestOf(archive: string, scratch: string): Promise<Manifest> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn("tar", ["-xzf", archive, "-C", scratch, "manifest.json"], { stdio: "ignore" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${code}`))));
  });
  return JSON.parse(readFileSync(path.join(scratch, "manifest.json"), "utf8"));
}

/**
 * The restored server against the manifest: every table's rows, every photo's checksum on disk and as served,
 * every photo the database names is there, each listing the writers made is whole, and the users sign in.
 */
export async function checkRestored(restored: App, manifest: Manifest, shop: Shop, dataDir: string) {
  const facts = await snapshotFacts(async <T>(text: string) => rowsOf<T>(await restored.db.execute(sql.raw(text))));
  expect(facts.tables).toEqual(manifest.database.tables);
  expect(facts.migrations.count).toBe(manifest.database.migrations.count);

  const photos = Object.entries(manifest.files).filter(([name]) => name.startsWith("uploads/"));
  expect(photos.length).toBe(manifest.photos.count);
  for (const [name, sum] of photos) {
    expect(sha256(readFileSync(path.join(dataDir, name)))).toBe(sum.sha256);
    const served = await restored.inject({ method: "GET", url: `/${name}` });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sum.sha256);
  }

  const named = rowsOf<{ url: string }>(
    await restored.db.execute(sql`select url from uploads union select url from listing_photos`),
  )
    .map((r) => r.url.replace(/^\/uploads\//, ""))
    .filter(isOurName);
  expect(named.length).toBeGreaterThan(10);
  for (const name of named) expect(manifest.files[`uploads/${name}`], name).toBeDefined();

  const broken = rowsOf<{ n: number }>(
    await restored.db.execute(sql`
      select count(*)::int as n from listings l where l.title like 'Load %'
        and ((select count(*) from postings p where p.listing_id = l.id) <> 3
          or (select count(*) from listing_photos f where f.listing_id = l.id) <> 1)`),
  );
  expect(broken[0]?.n).toBe(0);

  const signIn = await restored.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: "http://localhost:3000" },
    payload: { email: shop.seller.email, password: TEST_PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  const stillSignedIn = await restored.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { cookie: shop.sellerCookie },
  });
  expect(stillSignedIn.statusCode).toBe(200);
  expect(stillSignedIn.json().email).toBe(shop.seller.email);
}
