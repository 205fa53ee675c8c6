import { createHash } from "node:crypto";

/**
 * A page drawn in its HTML (the landing page, the admin login, a seller's page: decisions 142 and 144) needs its
 * scripts only to come alive, not to paint. Its script and preload tags are replaced by this loader, which asks for
 * them once the page has painted (or at once in a hidden tab, which paints nothing): on a phone's thin connection
 * the style sheet that paints the page has the line to itself, and the page's largest text is on screen before any
 * script arrives (issue 31, docs/decisions/145). The loader is inline - no round trip of its own - and the
 * Content-Security-Policy allows exactly it, by its hash (`SCRIPTS_AFTER_PAINT_SOURCE`).
 */
const LOADER = [
  "(function(){",
  "var me=document.currentScript,done=false;",
  "function go(){if(done)return;done=true;",
  'me.dataset.preload.split(" ").filter(Boolean).forEach(function(href){',
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.appendChild(l);});',
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=me.dataset.entry;document.head.appendChild(s);}',
  'if(document.hidden)go();else{requestAnimationFrame(function(){setTimeout(go);});document.addEventListener("visibilitychange",go);}',
  "})();",
].join("");

/** The CSP source that allows the loader and nothing else inline. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The page with its module script and preloads fetched after its first paint; a page without one is unchanged. */
export function withScriptsAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${LOADER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, loader);
}
