import { existsSync } from "node:fs";

/**
 * Debian's Chromium and the flags this closed network needs (no background calls home): shared by the journeys'
 * configuration, the assistant's persistent contexts and the browser benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The journeys' browser: Debian's headless shell (the same Blink, without the full browser's UI process), which ran
 * the slowest journeys with 23% less CPU than the full browser (docs/decisions/146). The posting assistant's and the
 * push journeys keep the full browser (CHROMIUM_PATH): only it loads extensions and grants notifications. Falls back
 * to the full browser where the shell is not installed.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.JOURNEY_CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM_PATH);

export const CLOSED_NETWORK_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
