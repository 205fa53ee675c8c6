import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/server/app-types.ts";
import { uploads } from "../../src/server/db/schema.ts";
import { createTestApp } from "../helpers/app.ts";
import { loginCookie } from "../helpers/factories.ts";
import { parsePrometheus, type Sample } from "../helpers/prometheus.ts";
import { multipart, photo } from "./generator/multipart.ts";
import { clientFor, recordSale, saleSetup } from "./sales/helpers.ts";

/** Issue 24 item 2 (docs/decisions/128): GET /metrics, closed without METRICS_TOKEN, in the Prometheus format. */
const TOKEN = "metrics-token-0123456789";
let app: App;

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN });
});

const scrape = (authorization?: string) =>
  app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

async function metrics() {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(res.body);
}

const sum = (samples: Sample[], where: (s: Sample) => boolean) =>
  samples.filter(where).reduce((n, s) => n + s.value, 0);

describe("GET /metrics", () => {
  it("is closed (404) when METRICS_TOKEN is not set", async () => {
    const closed = await createTestApp();
    const res = await closed.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Metrics are turned off: set METRICS_TOKEN to open them.");
  });

  it("answers 401 without the token or with a wrong one", async () => {
    for (const auth of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, "Bearer \u0000"]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json().message).toMatch(/^Metrics need the token/);
    }
  });

  it("with the token: requests by route pattern, money moved, photos, e-mail, engine, event loop and pool", async () => {
    const { admin, sellerUser, listing } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    const paid = await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "100" });
    expect(paid.statusCode).toBe(200);
    const seller = await clientFor(app, sellerUser);
    const pricing = await seller("POST", "/api/smart-pricing", { productName: "Canon EOS 200D", condition: "good" });
    expect(pricing.statusCode).toBe(200);
    expect((await seller("GET", `/api/listings/${listing.id}`)).statusCode).toBe(200);
    expect((await seller("GET", "/api/no-such-route")).statusCode).toBe(404);

    const m = await metrics();
    const http = m.get("snaplist_http_request_duration_seconds");
    expect(http?.type).toBe("histogram");
    const counts = http?.samples.filter((s) => s.name.endsWith("_count")) ?? [];
    // Labelled by the route's pattern, never the raw URL with its id.
    expect(counts.some((s) => s.labels.route === "/api/listings/:id" && s.labels.status === "200")).toBe(true);
    expect(counts.some((s) => s.labels.route?.includes(listing.id))).toBe(false);
    expect(counts.some((s) => s.labels.route === "unmatched" && s.labels.status === "404")).toBe(true);
    expect(counts.find((s) => s.labels.route === "/api/admin/sales" && s.labels.method === "POST")?.value).toBe(1);

    expect(m.get("snaplist_sales_recorded_total")?.samples[0]?.value).toBe(1);
    expect(m.get("snaplist_payouts_paid_total")?.samples).toEqual([
      { name: "snaplist_payouts_paid_total", labels: { method: "upi" }, value: 1 },
    ]);
    const stages = m.get("snaplist_generation_stage_seconds");
    expect(stages?.type).toBe("histogram");
    expect(
      sum(stages?.samples ?? [], (s) => s.name.endsWith("_count") && s.labels.stage === "pricing"),
    ).toBeGreaterThan(0);

    expect(m.get("snaplist_engine_warm")?.samples[0]).toMatchObject({ labels: { state: "off" }, value: 0 });
    expect(m.get("snaplist_nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
    const pool = m.get("snaplist_db_pool_connections")?.samples ?? [];
    expect(pool.map((s) => s.labels.state).sort()).toEqual(["idle", "total", "waiting"]);
    expect(pool.find((s) => s.labels.state === "total")?.value).toBeGreaterThanOrEqual(1);
    expect(m.get("snaplist_photos_stored")?.type).toBe("gauge");
    expect(m.get("snaplist_photos_stored_bytes")?.type).toBe("gauge");
    // The sale's notice waits in the outbox only when SMTP is set up; here it is not, so nothing waits.
    expect(m.get("snaplist_notice_email_backlog")?.samples[0]?.value).toBe(0);
    expect(m.get("snaplist_notice_email_failures_total")?.type).toBe("counter");
  });

  it("counts photos stored and their bytes", async () => {
    const before = await metrics();
    const photos = (m: typeof before) => ({
      n: m.get("snaplist_photos_stored")?.samples[0]?.value,
      bytes: m.get("snaplist_photos_stored_bytes")?.samples[0]?.value,
    });
    const { sellerUser } = await saleSetup(app);
    const form = multipart([{ name: "image", file: { bytes: photo("test.png"), filename: "test.png" } }]);
    const res = await app.inject({
      method: "POST",
      url: "/api/upload",
      ...form,
      headers: { ...form.headers, cookie: await loginCookie(app, sellerUser) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await app.db.select().from(uploads).where(eq(uploads.url, res.json().imageUrl));
    const was = photos(before);
    expect(photos(await metrics())).toEqual({ n: (was.n ?? 0) + 1, bytes: (was.bytes ?? 0) + (stored?.bytes ?? 0) });
    expect(stored?.bytes).toBeGreaterThan(0);
  });
});
