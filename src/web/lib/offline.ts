/**
 * Whether the browser says it has no network. Only an explicit `navigator.onLine === false` counts: Node 21+ has a
 * global `navigator` without `onLine`, so `!navigator.onLine` read "offline" while the build drew the visitor's
 * landing page (src/web/prerender.tsx) - it drew the splash instead, the browser's first render (the landing page)
 * did not match it, and React threw the drawn page away and built it again in one long task (issue 47 item 14).
 */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;
