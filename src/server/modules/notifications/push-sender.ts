import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { isLanguage } from "../../../contract/language.ts";
import { type PushKind, type PushNotice, pushPayload } from "../../../contract/push.ts";
import type { App } from "../../app-types.ts";
import { type CheckedTarget, checkEndpoint, RefusedEndpoint } from "./push-address.ts";
import * as repo from "./push-repo.ts";

/**
 * Sends the push outbox (docs/decisions/138). `kickPushes` runs right after a commit that queued pushes, in the
 * background: the change never waits for a push service. A push that fails is retried with back-off by
 * `schedulePushes` on any server; claiming moves its next try out first, so two servers never send it twice.
 */

/** Tries in all; the wait after try n is RETRY_BASE_MS * 2^(n-1): 30 s, 1, 2, 4, 8 minutes. */
export const MAX_PUSH_ATTEMPTS = 6;
export const PUSH_RETRY_BASE_MS = 30_000;
/** The longest Retry-After we honour; a longer one is cut to this. */
const MAX_RETRY_AFTER_MS = 3_600_000;
/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;
/** What the person is waiting for goes out at once; the rest may wait for the phone's next wake-up. */
const HIGH: ReadonlySet<PushKind> = new Set(["sold", "payout", "message", "seller_reply"]);

interface Runner {
  running: Promise<void> | null;
  again: boolean;
}
const runners = new WeakMap<object, Runner>();

function runnerOf(app: App): Runner {
  let runner = runners.get(app.config);
  if (!runner) {
    runner = { running: null, again: false };
    runners.set(app.config, runner);
  }
  return runner;
}

/** Call after the transaction that queued pushes has committed. Returns at once; sending happens after. */
export function kickPushes(app: App): void {
  const runner = runnerOf(app);
  if (runner.running) {
    runner.again = true;
    return;
  }
  runner.running = (async () => {
    do {
      runner.again = false;
      try {
        await sendDuePushes(app);
      } catch (err) {
        app.log.warn({ err }, "pushes not sent");
      }
    } while (runner.again);
  })().finally(() => {
    runner.running = null;
  });
}

/** Resolves when every push handed over after a commit has been sent, retried later or given up (tests). */
export async function pushIdle(app: App): Promise<void> {
  const runner = runners.get(app.config);
  while (runner?.running) await runner.running;
}

/** Sends every push due now (app.clock). Returns how many a push service accepted. */
export async function sendDuePushes(app: App): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = app.clock.now();
    const due = await repo.claimDuePushes(app.db, now, PUSH_RETRY_BASE_MS);
    if (due.length === 0) return sent;
    // Several notices of one kind for one device at once: only the newest goes, counting the others.
    const newest = new Map<string, repo.DuePush>();
    for (const push of due) {
      const key = `${push.subscriptionId}/${push.kind}`;
      const seen = newest.get(key);
      if (!seen || seen.createdAt < push.createdAt) newest.set(key, push);
    }
    const covered = due.filter((p) => newest.get(`${p.subscriptionId}/${p.kind}`) !== p).map((p) => p.id);
    await repo.pushDone(app.db, covered, now);
    const results = await Promise.all([...newest.values()].map((push) => sendOne(app, push)));
    sent += results.filter(Boolean).length;
    if (due.length < 50) return sent;
  }
}

async function sendOne(app: App, push: repo.DuePush): Promise<boolean> {
  const lang = isLanguage(push.language) ? push.language : "en";
  const payload = pushPayload({ kind: push.kind, params: push.params } as PushNotice, lang, push.collapseCount);
  const last = push.attempts >= MAX_PUSH_ATTEMPTS;
  try {
    const target = await checkEndpoint(push.endpoint, app.config.push.allowLocalEndpoints);
    const details = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: app.config.push.subject,
          publicKey: app.config.push.publicKey,
          privateKey: app.config.push.privateKey,
        },
        contentEncoding: "aes128gcm",
        TTL: TTL_SECONDS,
        urgency: HIGH.has(push.kind) ? "high" : "normal",
        // The push service keeps only the newest undelivered push of a topic for the device.
        topic: push.kind.replace(/_/g, "-"),
      },
    );
    const response = await post(target, details.headers as Record<string, string | number>, details.body);
    if (response.status >= 200 && response.status < 300) {
      const at = app.clock.now();
      await repo.markSuccess(app.db, push.subscriptionId, at);
      await repo.pushDone(app.db, [push.id], at);
      app.metrics.pushesSent.inc({ kind: push.kind });
      return true;
    }
    if (response.status === 404 || response.status === 410) {
      // The device unsubscribed or the subscription expired: it is gone for good (its queued pushes with it).
      await repo.deleteSubscription(app.db, push.subscriptionId);
      app.metrics.pushSubscriptionsRemoved.inc();
      app.log.info({ subscriptionId: push.subscriptionId, status: response.status }, "push subscription removed");
      return false;
    }
    if (response.status === 429 && !last) {
      const wait = retryAfterMs(response.retryAfter, app.clock.now());
      if (wait !== null) await repo.pushDueAt(app.db, push.id, new Date(app.clock.now().getTime() + wait));
    }
    throw new Error(`push service answered ${response.status}`);
  } catch (err) {
    const final = last || (err instanceof RefusedEndpoint && !err.transient);
    app.metrics.pushFailures.inc({ final: String(final) });
    app.log.warn(
      { err, pushId: push.id, subscriptionId: push.subscriptionId, attempt: push.attempts },
      `push not sent${final ? ", given up" : ", will retry"}`,
    );
    if (final) await repo.pushDone(app.db, [push.id], null);
    return false;
  }
}

/** Retry-After as seconds or an HTTP date (RFC 9110), in ms from now; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * One POST to the checked address: the connection goes where `checkEndpoint` looked, whatever DNS answers now;
 * https still verifies the certificate against the endpoint's host name.
 */
function post(
  target: CheckedTarget,
  headers: Record<string, string | number>,
  body: Buffer | null,
): Promise<{ status: number; retryAfter: string | undefined }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: "POST",
        hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers,
        lookup: pinned,
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service did not answer in time")));
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

const SWEEP_EVERY_MS = 3_600_000;

/** Retries due pushes every 15 s while the app runs (not in tests, which call sendDuePushes with their clock). */
export function schedulePushes(app: App) {
  let lastSweep = 0;
  const timer = setInterval(() => {
    kickPushes(app);
    const now = app.clock.now();
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      repo.sweepDone(app.db, now).catch((err) => app.log.warn({ err }, "push outbox sweep failed"));
    }
  }, 15_000);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await pushIdle(app);
  });
}
