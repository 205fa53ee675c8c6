import { createHash } from "node:crypto";
import { EARLY_INPUT_TAG } from "./early-input.ts";

/**
 * A page drawn in its HTML (the landing page, the admin login, a seller's page: decisions 142 and 144) needs its
 * scripts only to come alive, not to paint. Its script and preload tags are replaced by this loader, which asks for
 * them once the page has painted (or at once in a hidden tab, which paints nothing): on a phone's thin connection
 * the style sheet that paints the page has the line to itself, and the page's largest text is on screen before any
 * script arrives (issue 31, docs/decisions/145). The loader is inline - no round trip of its own - and the
 * Content-Security-Policy allows exactly it, by its hash (`SCRIPTS_AFTER_PAINT_SOURCE`).
 *
 * The pictures on screen come first too (Edit Listing's photos, the Dashboard's thumbnails): a listing's photo is
 * often a page's largest paint, and shared the line with 200 kB of scripts. The loader waits for those that are
 * still loading, but never more than `PICTURE_WAIT_MS`; not for one below the fold or not shown (a lazy picture
 * there is not even asked for: docs/decisions/147).
 *
 * Each file is asked for in a task of its own (a message to itself, which no timer clamps): starting a request
 * costs the main thread 1 to 3 ms, and the ten of a seller's page in one task made one of its long tasks
 * (docs/decisions/148).
 */
const PICTURE_WAIT_MS = 2000;
const LOADER = [
  "(function(){",
  "var me=document.currentScript,done=false;",
  "function go(){if(done)return;done=true;",
  'var hrefs=me.dataset.preload.split(" ").filter(Boolean),ch=new MessageChannel();ch.port1.onmessage=next;next();',
  "function next(){var href=hrefs.shift();if(href){",
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.appendChild(l);',
  "ch.port2.postMessage(0);return;}",
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=me.dataset.entry;document.head.appendChild(s);}}',
  "function afterPictures(){var left=0;",
  "function one(){if(--left===0)go();}",
  "[].forEach.call(document.images,function(i){",
  "var r=i.getBoundingClientRect();if(i.complete||!r.height||r.top>=innerHeight)return;",
  'left++;i.addEventListener("load",one);i.addEventListener("error",one);});',
  `if(left)setTimeout(go,${PICTURE_WAIT_MS});else go();}`,
  'if(document.hidden)go();else{requestAnimationFrame(function(){setTimeout(afterPictures);});document.addEventListener("visibilitychange",go);}',
  "})();",
].join("");

/** The CSP source that allows the loader and nothing else inline. */
export const SCRIPTS_AFTER_PAINT_SOURCE = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page with its module script and preloads fetched after its first paint; a page without one is unchanged.
 * The script that keeps what a person gives the page meanwhile comes just before the loader (early-input.ts).
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader = `${EARLY_INPUT_TAG}<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${LOADER}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, loader);
}
