import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/**
 * One app instance's metrics (docs/decisions/128): HTTP requests, money moved, e-mail and what the database holds.
 * Counters count what this server did since it started (Prometheus sums servers and survives restarts with
 * `increase()`); gauges of stored rows are read from the database at scrape time, the same on every server.
 */
export function createAppMetrics(database: Database) {
  const registry = new Registry();
  const registers = [registry];
  const { db, pool } = database;

  const httpSeconds = new Histogram({
    name: "snaplist_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status code",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const salesRecorded = new Counter({
    name: "snaplist_sales_recorded_total",
    help: "Sales recorded by admins on this server",
    registers,
  });
  const payoutsPaid = new Counter({
    name: "snaplist_payouts_paid_total",
    help: "Payouts marked paid on this server, by method",
    labelNames: ["method"],
    registers,
  });
  const emailsSent = new Counter({
    name: "snaplist_notice_emails_sent_total",
    help: "Notice e-mails handed to the SMTP server",
    registers,
  });
  const emailFailures = new Counter({
    name: "snaplist_notice_email_failures_total",
    help: "Notice e-mails the SMTP server refused or could not take; given_up=true when it was the last try",
    labelNames: ["given_up"],
    registers,
  });

  new Gauge({
    name: "snaplist_notice_email_backlog",
    help: "Notice e-mails waiting in the outbox (due now or waiting for a retry)",
    registers,
    async collect() {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from messages where email_due_at is not null`),
      );
      this.set(Number(row?.n ?? 0));
    },
  });

  // Photos stored and their bytes: one query, two gauges (both read when either is scraped).
  let photos: Promise<{ n: number; bytes: number }> | undefined;
  const photoTotals = () => {
    photos ??= db
      .execute(sql`select count(*)::int as n, coalesce(sum(bytes), 0)::float8 as bytes from uploads`)
      .then((r) => {
        const row = rowsOf<{ n: number; bytes: number }>(r)[0];
        return { n: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
      })
      .finally(() => {
        photos = undefined;
      });
    return photos;
  };
  new Gauge({
    name: "snaplist_photos_stored",
    help: "Photos stored (every upload the store holds, small renditions not counted)",
    registers,
    async collect() {
      this.set((await photoTotals()).n);
    },
  });
  new Gauge({
    name: "snaplist_photos_stored_bytes",
    help: "Bytes of the stored photos, as uploaded",
    registers,
    async collect() {
      this.set((await photoTotals()).bytes);
    },
  });

  new Gauge({
    name: "snaplist_db_pool_connections",
    help: "Database connections by state: total, idle, waiting (requests queued for one). PGlite has one, in process",
    labelNames: ["state"],
    registers,
    collect() {
      this.set({ state: "total" }, pool ? pool.totalCount : 1);
      this.set({ state: "idle" }, pool ? pool.idleCount : 0);
      this.set({ state: "waiting" }, pool ? pool.waitingCount : 0);
    },
  });

  return { registry, httpSeconds, salesRecorded, payoutsPaid, emailsSent, emailFailures };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
