import { isOffline } from "../../../lib/offline.ts";

/** Waits before each new try of a failed upload: 1, 2, 4, 8 and 16 s; then the upload is marked failed. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/**
 * How long to wait before try `attempt + 1` after a failure with HTTP `status` (0: the connection failed), or
 * null to stop. A dropped connection, a timeout, too many requests or a server error may pass; anything else the
 * server refused (too large, not an image, storage full, signed out) will be refused again.
 */
export function retryDelay(status: number, attempt: number): number | null {
  const passing = status === 0 || status === 408 || status === 429 || status >= 500;
  if (!passing) return null;
  return RETRY_DELAYS_MS[attempt] ?? null;
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Undefined while the browser has a network; offline, a promise that resolves when it is back (rejects when
 * `signal` aborts).
 */
export function untilOnline(signal: AbortSignal): Promise<void> | undefined {
  if (!isOffline()) return undefined;
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener("online", back);
      signal.removeEventListener("abort", stop);
    };
    const back = () => {
      done();
      resolve();
    };
    const stop = () => {
      done();
      reject(signal.reason);
    };
    window.addEventListener("online", back);
    signal.addEventListener("abort", stop, { once: true });
  });
}
