/**
 * Debian's Chromium and the flags this closed network needs (no background calls home): shared by the journeys'
 * configuration, the assistant's persistent contexts and the browser benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CLOSED_NETWORK_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
