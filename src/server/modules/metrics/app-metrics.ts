import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { PAYOUT_METHODS, SALE_MARKETPLACES } from "../../../contract/enums.ts";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A scrape waits this long for the database's totals; past it they read NaN and the rest still answers. */
const TOTALS_DEADLINE_MS = 2000;

const ENGINE_STATES = ["off", "warming", "warm"] as const;
/** The offline photo engine's state, read at scrape time (the generator provides it: app.ts). */
export type EngineStateReader = () => (typeof ENGINE_STATES)[number];

interface StoredTotals {
  photos: number;
  bytes: number;
  emailsNew: number;
  emailsRetrying: number;
}
const UNKNOWN: StoredTotals = {
  photos: Number.NaN,
  bytes: Number.NaN,
  emailsNew: Number.NaN,
  emailsRetrying: Number.NaN,
};

/**
 * One app's metrics, in a registry of its own (docs/decisions/128). Counters count what this server did since it
 * started: Prometheus adds up servers and survives restarts with rate()/increase(). What the database holds -
 * photos, the e-mail outbox - is read at scrape time in one query, so every server reports the same totals.
 */
export function createAppMetrics(database: Database, engineState: EngineStateReader) {
  const registry = new Registry();
  const registers = [registry];

  // Read before anything else in a scrape: the scrape's own query below would otherwise show as a busy connection.
  new Gauge({
    name: "snaplist_db_pool_connections",
    help: "Database connections: state=in_use or idle. PGlite has one in-process connection",
    labelNames: ["state"],
    registers,
    collect() {
      const use = database.poolUse();
      this.set({ state: "in_use" }, use.total - use.idle);
      this.set({ state: "idle" }, use.idle);
    },
  });
  new Gauge({
    name: "snaplist_db_pool_max_connections",
    help: "The most connections the pool opens (PGlite: 1)",
    registers,
    collect() {
      this.set(database.poolUse().max);
    },
  });
  new Gauge({
    name: "snaplist_db_pool_waiting",
    help: "Queries waiting for a database connection",
    registers,
    collect() {
      this.set(database.poolUse().waiting);
    },
  });
  new Gauge({
    name: "snaplist_db_info",
    help: "The database this server uses: kind=pglite or postgres",
    labelNames: ["kind"],
    registers,
  }).set({ kind: database.kind }, 1);

  const httpRequestSeconds = new Histogram({
    name: "snaplist_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern (never the raw URL; (unmatched) for paths no route has) and status code",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const salesRecorded = new Counter({
    name: "snaplist_sales_recorded_total",
    help: "Sales recorded (committed) by this server, by marketplace",
    labelNames: ["marketplace"],
    registers,
  });
  const salesUndone = new Counter({
    name: "snaplist_sales_undone_total",
    help: "Sales undone (committed) by this server while their payout was pending",
    registers,
  });
  const payoutsPaid = new Counter({
    name: "snaplist_payouts_paid_total",
    help: "Payouts marked paid (committed) by this server, by method",
    labelNames: ["method"],
    registers,
  });
  const emailsSent = new Counter({
    name: "snaplist_notice_emails_sent_total",
    help: "Notice e-mails the mail server accepted",
    registers,
  });
  const emailFailures = new Counter({
    name: "snaplist_notice_email_failures_total",
    help: "Notice e-mail tries that failed; final=true when it was the last try and the e-mail was given up",
    labelNames: ["final"],
    registers,
  });
  const pushesSent = new Counter({
    name: "snaplist_pushes_sent_total",
    help: "Web Pushes a push service accepted, by kind",
    labelNames: ["kind"],
    registers,
  });
  const pushFailures = new Counter({
    name: "snaplist_push_failures_total",
    help: "Web Push tries that failed; final=true when the push was given up (refused endpoint, last try)",
    labelNames: ["final"],
    registers,
  });
  const pushSubscriptionsRemoved = new Counter({
    name: "snaplist_push_subscriptions_removed_total",
    help: "Device subscriptions removed because their push service answered 404 or 410 (gone)",
    registers,
  });

  // The database's totals: one query per scrape, shared by the gauges that show them.
  let reading: Promise<StoredTotals> | undefined;
  const totals = () => {
    reading ??= readTotals(database).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const gauge = (name: string, help: string, pick: (t: StoredTotals) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.set(pick(await totals()));
      },
    });
  gauge(
    "snaplist_photos_stored",
    "Photos the store holds (uploads and enhanced copies; thumbnails not counted)",
    (t) => t.photos,
  );
  gauge("snaplist_photos_stored_bytes", "Bytes of the photos the store holds, as stored", (t) => t.bytes);
  new Gauge({
    name: "snaplist_notice_email_outbox",
    help: "Notice e-mails waiting in the outbox: state=new (not tried yet) or retrying (tried and failed, will try again)",
    labelNames: ["state"],
    registers,
    async collect() {
      const t = await totals();
      this.set({ state: "new" }, t.emailsNew);
      this.set({ state: "retrying" }, t.emailsRetrying);
    },
  });

  new Gauge({
    name: "snaplist_engine_warm",
    help: "1 when the offline photo engine (detector and OCR) is loaded and warm, else 0",
    registers,
    collect() {
      this.set(engineState() === "warm" ? 1 : 0);
    },
  });
  new Gauge({
    name: "snaplist_engine_state",
    help: "The offline photo engine's state: 1 for the current one of off, warming, warm",
    labelNames: ["state"],
    registers,
    collect() {
      const now = engineState();
      for (const state of ENGINE_STATES) this.set({ state }, state === now ? 1 : 0);
    },
  });

  // Every known series from the start at 0, so that rate() and dashboards see the first one counted.
  for (const marketplace of SALE_MARKETPLACES) salesRecorded.inc({ marketplace }, 0);
  for (const method of PAYOUT_METHODS) payoutsPaid.inc({ method }, 0);
  for (const final of ["false", "true"]) emailFailures.inc({ final }, 0);

  return {
    registry,
    httpRequestSeconds,
    salesRecorded,
    salesUndone,
    payoutsPaid,
    emailsSent,
    emailFailures,
    pushesSent,
    pushFailures,
    pushSubscriptionsRemoved,
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/** Counts with a deadline: a database that is down or slow leaves these NaN, never the scrape failed or stuck. */
async function readTotals(database: Database): Promise<StoredTotals> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<StoredTotals>((resolve) => {
    timer = setTimeout(() => resolve(UNKNOWN), TOTALS_DEADLINE_MS);
  });
  const query = database.db
    .execute(sql`
      select p.photos, p.bytes, e.emails_new, e.emails_retrying
      from (select count(*)::float8 as photos, coalesce(sum(bytes), 0)::float8 as bytes from uploads) p,
           (select count(*) filter (where email_attempts = 0)::float8 as emails_new,
                   count(*) filter (where email_attempts > 0)::float8 as emails_retrying
            from messages where email_due_at is not null) e`)
    .then((result) => {
      const row = rowsOf<Record<string, number | string>>(result)[0] ?? {};
      return {
        photos: Number(row.photos),
        bytes: Number(row.bytes),
        emailsNew: Number(row.emails_new),
        emailsRetrying: Number(row.emails_retrying),
      };
    })
    .catch(() => UNKNOWN);
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
