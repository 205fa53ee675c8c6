import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../src/server/app-types.ts";
import { mailIdle, sendDueNoticeEmails } from "../../src/server/modules/notifications/mailer.ts";
import { createTestApp } from "../helpers/app.ts";
import { createUser, loginCookie } from "../helpers/factories.ts";
import { type MetricFamily, parsePrometheusText, samplesOf, totalOf } from "../helpers/prometheus.ts";
import { startSmtp } from "../helpers/smtp.ts";
import { multipart, photo } from "./generator/multipart.ts";
import { recordSale, saleSetup } from "./sales/helpers.ts";

/** GET /metrics (issue 24 item 2, docs/decisions/128): closed without the token, the text format with it. */

// One classification runs the offline engine (detection and OCR): CPU work that a busy machine makes slow.
vi.setConfig({ testTimeout: 120_000 });

const TOKEN = "metrics-test-token-4f9c2a7e1b";
const smtp = await startSmtp();
const app = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });

const get = (target: App, headers: Record<string, string> = {}) =>
  target.inject({ method: "GET", url: "/metrics", headers });

async function scrape(): Promise<Map<string, MetricFamily>> {
  const res = await get(app, { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parsePrometheusText(res.body);
}

describe("who may read /metrics", () => {
  it("is closed (a JSON 404, not the web client's page) when METRICS_TOKEN is unset, whatever is sent", async () => {
    const closed = await createTestApp();
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: "Bearer " }];
    for (const headers of attempts) {
      const res = await get(closed, headers);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toEqual({ message: "Not found: GET /metrics" });
    }
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong token", { authorization: "Bearer not-the-metrics-token-at-all" }],
    ["the token with a character missing", { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ["the token with a character more", { authorization: `Bearer ${TOKEN}x` }],
    ["the token without the Bearer scheme", { authorization: TOKEN }],
    ["the token as Basic credentials", { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["the token in a cookie", { cookie: `token=${TOKEN}` }],
  ])("answers 401 to %s, naming the Bearer scheme", async (_what, headers) => {
    const res = await get(app, headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(res.json()).toEqual({ message: "Metrics need Authorization: Bearer <METRICS_TOKEN>" });
    expect(res.body).not.toContain("snaplist_");
  });

  it("answers 200 in the text format to the token, any case of 'Bearer', and is never cached", async () => {
    const res = await get(app, { authorization: `bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(parsePrometheusText(res.body).size).toBeGreaterThan(20);
  });

  it("is not rate-limited: a scraper polling often keeps getting 200", async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push((await get(app, { authorization: `Bearer ${TOKEN}` })).statusCode);
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});

describe("what /metrics reports", () => {
  let before: Map<string, MetricFamily>;
  let after: Map<string, MetricFamily>;
  let listingId: string;
  let uploadedBytes = 0;

  beforeAll(async () => {
    before = await scrape();
    const seller = await createUser(app);
    const cookie = await loginCookie(app, seller);
    const send = async (url: string, fields: Record<string, string>, file = "coffee.png") => {
      const form = multipart([
        { name: "image", file: { bytes: photo(file), filename: file } },
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ]);
      const res = await app.inject({ method: "POST", url, ...form, headers: { ...form.headers, cookie } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const json = async (url: string, payload: object) => {
      const res = await app.inject({ method: "POST", url, payload, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    // A photo stored, then every generation stage of the offline engine once.
    const { imageUrl } = await send("/api/upload", {});
    const classified = await send("/api/classify-image", { condition: "good" }, "test.png");
    await json("/api/generate-copy", { productName: "Samsung Galaxy S21", condition: "good", image_url: imageUrl });
    await json("/api/smart-pricing", { productName: "Samsung Galaxy S21", category: "electronics", condition: "good" });
    await send("/api/enhance/upscale", { targetWidth: "1024", targetHeight: "1024", enhanceLighting: "true" });
    expect(classified.imageUrl).toMatch(/^\/uploads\//);
    uploadedBytes = (await app.inject({ method: "GET", url: imageUrl })).rawPayload.length;

    // Two listings fetched by id: one route pattern, not two URLs.
    const setup = await saleSetup(app);
    listingId = setup.listing.id;
    for (const id of [listingId, "00000000-0000-4000-8000-000000000000"])
      await setup.asSeller("GET", `/api/listings/${id}`);

    // A sale, its payout over UPI, and a sale refused (already sold): counted once, when committed.
    smtp.refusing = true;
    const sale = await recordSale(setup.admin, listingId, { marketplace: "quikr" });
    expect((await setup.admin("POST", "/api/admin/sales", { listingId, saleAmount: "100" })).statusCode).toBe(409);
    const payout = { payoutMethod: "upi", payoutAmount: "10800", payoutReference: "UTR123456" };
    expect((await setup.admin("PUT", `/api/admin/sales/${sale.id}/payout`, payout)).statusCode).toBe(200);
    expect((await setup.admin("PUT", `/api/admin/sales/${sale.id}/payout`, payout)).statusCode).toBe(409);
    await mailIdle(app); // both notice e-mails refused: two failures, two e-mails waiting to be retried

    await app.inject({ method: "GET", url: "/api/no-such-route/123" });
    after = await scrape();
  });

  const delta = (family: string, labels: Record<string, string> = {}) =>
    totalOf(after, family, labels) - totalOf(before, family, labels);

  it("times requests by method, route pattern and status code, never by raw URL", () => {
    const family = after.get("snaplist_http_request_duration_seconds");
    expect(family?.type).toBe("histogram");
    const count = (labels: Record<string, string>) =>
      samplesOf(after, "snaplist_http_request_duration_seconds", labels, "snaplist_http_request_duration_seconds_count")
        .map((s) => s.value)
        .reduce((a, b) => a + b, 0);
    expect(count({ method: "GET", route: "/api/listings/:id", status_code: "200" })).toBe(1);
    expect(count({ method: "GET", route: "/api/listings/:id", status_code: "404" })).toBe(1);
    expect(count({ method: "POST", route: "/api/admin/sales", status_code: "201" })).toBe(1);
    expect(count({ method: "POST", route: "/api/admin/sales", status_code: "409" })).toBe(1);
    expect(count({ method: "PUT", route: "/api/admin/sales/:saleId/payout", status_code: "200" })).toBe(1);
    expect(count({ method: "GET", route: "(unmatched)", status_code: "404" })).toBe(1);
    expect(count({ route: "/metrics", status_code: "200" })).toBeGreaterThan(1);
    const routes = new Set(family?.samples.map((s) => s.labels.route));
    expect(routes.has("/api/listings/:id")).toBe(true);
    for (const route of routes) expect(route, route).not.toMatch(/[0-9a-f]{8}-|\/123$/);
  });

  it("times each generation stage: detect, OCR, copy, pricing and enhancement", () => {
    const family = after.get("snaplist_generation_stage_duration_seconds");
    expect(family?.type).toBe("histogram");
    for (const stage of ["detect", "ocr", "copy", "pricing", "enhancement"]) {
      const [ran] = samplesOf(
        after,
        "snaplist_generation_stage_duration_seconds",
        { stage, outcome: "ok" },
        "snaplist_generation_stage_duration_seconds_count",
      );
      expect(ran?.value, stage).toBeGreaterThanOrEqual(1);
      const [seconds] = samplesOf(
        after,
        "snaplist_generation_stage_duration_seconds",
        { stage, outcome: "ok" },
        "snaplist_generation_stage_duration_seconds_sum",
      );
      expect(seconds?.value, stage).toBeGreaterThan(0);
    }
  });

  it("says whether the photo engine is warm", () => {
    expect(after.get("snaplist_engine_warm")?.type).toBe("gauge");
    expect([0, 1]).toContain(totalOf(after, "snaplist_engine_warm"));
    const states = samplesOf(after, "snaplist_engine_state");
    expect(states.map((s) => s.labels.state).sort()).toEqual(["off", "warm", "warming"]);
    expect(states.reduce((n, s) => n + s.value, 0)).toBe(1);
  });

  it("reports event-loop lag and the process's own health", () => {
    for (const name of ["nodejs_eventloop_lag_seconds", "nodejs_eventloop_lag_p99_seconds"]) {
      expect(after.get(name)?.type, name).toBe("gauge");
      expect(totalOf(after, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(totalOf(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after.get("process_cpu_seconds_total")?.type).toBe("counter");
  });

  it("reports the database pool's use", () => {
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    expect(totalOf(after, "snaplist_db_info", { kind: postgres ? "postgres" : "pglite" })).toBe(1);
    expect(totalOf(after, "snaplist_db_pool_max_connections")).toBe(postgres ? 10 : 1);
    const inUse = totalOf(after, "snaplist_db_pool_connections", { state: "in_use" });
    const idle = totalOf(after, "snaplist_db_pool_connections", { state: "idle" });
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(inUse + idle).toBeGreaterThanOrEqual(1);
    expect(inUse + idle).toBeLessThanOrEqual(postgres ? 10 : 1);
    expect(totalOf(after, "snaplist_db_pool_waiting")).toBeGreaterThanOrEqual(0);
  });

  it("shows connections in use and queries waiting while the database is busy", async () => {
    // Transactions that hold their connection until released: no sleeps, so nothing depends on timing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = () => {
      let started = () => {};
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      const done = app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        started();
        await held;
      });
      return { begun, done };
    };
    if (process.env.TEST_DATABASE_URL) {
      const txs = [hold(), hold(), hold()];
      await Promise.all(txs.map((t) => t.begun));
      const during = await scrape();
      release();
      await Promise.all(txs.map((t) => t.done));
      expect(totalOf(during, "snaplist_db_pool_connections", { state: "in_use" })).toBeGreaterThanOrEqual(3);
    } else {
      // PGlite's one connection is held by the transaction; two queries wait behind it, and so does the scrape's
      // own count of photos, which gives up at its deadline: the totals read NaN, and the scrape still answers.
      const tx = hold();
      await tx.begun;
      // Drizzle's queries start when awaited: Promise.resolve starts them now.
      const queued = [1, 2].map((n) => Promise.resolve(app.db.execute(sql`select ${n}`)));
      const during = await scrape();
      release();
      await Promise.all([tx.done, ...queued]);
      expect(totalOf(during, "snaplist_db_pool_connections", { state: "in_use" })).toBe(1);
      expect(totalOf(during, "snaplist_db_pool_connections", { state: "idle" })).toBe(0);
      expect(totalOf(during, "snaplist_db_pool_waiting")).toBe(2);
      expect(totalOf(during, "snaplist_photos_stored")).toBeNaN();
    }
  });

  it("counts the photos stored and their bytes", () => {
    // The upload, the classified photo, and the enhancement's original and result.
    expect(delta("snaplist_photos_stored")).toBe(4);
    expect(delta("snaplist_photos_stored_bytes")).toBeGreaterThanOrEqual(uploadedBytes);
    expect(after.get("snaplist_photos_stored")?.type).toBe("gauge");
  });

  it("counts sales recorded and payouts paid once each, only when committed", () => {
    expect(after.get("snaplist_sales_recorded_total")?.type).toBe("counter");
    expect(delta("snaplist_sales_recorded_total", { marketplace: "quikr" })).toBe(1);
    expect(delta("snaplist_sales_recorded_total")).toBe(1);
    expect(delta("snaplist_payouts_paid_total", { method: "upi" })).toBe(1);
    expect(delta("snaplist_payouts_paid_total")).toBe(1);
    expect(after.has("snaplist_sales_undone_total")).toBe(true);
  });

  it("shows the e-mail outbox's backlog and failures, and the sends once the mail server is back", async () => {
    expect(delta("snaplist_notice_email_failures_total", { final: "false" })).toBe(2);
    expect(totalOf(after, "snaplist_notice_email_outbox", { state: "retrying" })).toBe(2);
    expect(totalOf(after, "snaplist_notice_email_outbox", { state: "new" })).toBe(0);

    smtp.refusing = false;
    await sendDueNoticeEmails(app, new Date(Date.now() + 6 * 60_000));
    const later = await scrape();
    expect(
      totalOf(later, "snaplist_notice_emails_sent_total") - totalOf(after, "snaplist_notice_emails_sent_total"),
    ).toBe(2);
    expect(totalOf(later, "snaplist_notice_email_outbox", { state: "retrying" })).toBe(0);
  });

  it("gives every family help text and a type", () => {
    for (const family of after.values()) {
      expect(family.help, family.name).not.toBe("");
      expect(family.type, family.name).not.toBe("untyped");
    }
  });
});
