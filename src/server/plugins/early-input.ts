import { createHash } from "node:crypto";

/**
 * What a person gives a drawn page before its app runs is kept (docs/decisions/150). A drawn page (decisions 142 and
 * 144) paints from its HTML, and its scripts come after the paint (145): for a second or more on a phone, the page
 * shows controls that nothing listens to. Typing into a field and ticking a switch work without script - the app
 * adopts what is in them when it starts (src/web/app/drawn-input.ts). A photo picker does not: the drop zone and the
 * camera button are a `<div role="button">` and a `<button>` that open their hidden file input from script.
 *
 * This small inline script, in the page's head (before the body is parsed), makes them work meanwhile:
 * - a tap (or Enter / Space) on an element marked `data-picks="<id of its file input>"` opens that input's picker,
 *   while neither has React's handlers yet (`__reactProps$`, as main.tsx's goLive checks): the files picked stay in
 *   the input, and the app's photo step takes them when it starts (`useFilesGivenBeforeStart`);
 * - a file dropped on such a zone goes into its input the same way, and a file dropped anywhere else on a page that
 *   is not live yet is refused rather than opened by the browser in place of the page.
 * - a tap on any other control of the drawn page - a button, a tab, the header's menu or language switch - while it
 *   has no handlers is kept rather than lost (issue 47 item 13, docs/decisions/218): the browser's own action is
 *   stopped (the browser never submits a form itself, which would put a password in the address), and the control's
 *   place among the page's controls is noted (`window.__snaplistTap`; the last tap wins). Once the page is live,
 *   main.tsx taps the live control in that place. A form sent with Enter is kept the same way, as a tap on its submit
 *   button. Links keep working as links.
 * Once a control has React's handlers, this script leaves it alone. The Content-Security-Policy allows exactly this
 * script by its hash (`EARLY_INPUT_SOURCE`), as it allows the loader.
 */
/** What can take focus, in the order Tab visits it: main.tsx finds a kept tap's control by its place in these. */
export const DRAWN_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** The controls whose tap is kept: buttons and what acts as one (links keep working as links). */
const TAPPABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

export const EARLY_INPUT = [
  "(function(){",
  "var d=document;",
  'function live(el){return Object.keys(el).some(function(k){return k.indexOf("__reactProps$")===0;});}',
  'function starting(){var r=d.getElementById("root");return !r||r.hasAttribute("aria-disabled");}',
  // The zone's file input, if neither has React's handlers yet.
  'function picker(e){var t=e.target,z=t&&t.closest?t.closest("[data-picks]"):null;',
  'if(!z)return null;var i=d.getElementById(z.getAttribute("data-picks"));',
  "return i&&i!==t&&!i.disabled&&!live(z)&&!live(i)?i:null;}",
  // A tap kept by its control's place among the page's controls (main.tsx's FOCUSABLE, `DRAWN_CONTROLS`).
  `var F='${DRAWN_CONTROLS}';`,
  'function keep(c,e){var r=d.getElementById("root");if(!c||!r||!r.contains(c)||live(c))return;',
  "e.preventDefault();e.stopPropagation();var n=[].indexOf.call(r.querySelectorAll(F),c);if(n>=0)window.__snaplistTap=n;}",
  'd.addEventListener("click",function(e){var i=picker(e);if(i){e.preventDefault();i.click();return;}',
  // A field's own click is the field's (a file input's opens the picker, even inside a zone that acts as a button).
  "if(!starting()||!e.target.closest||e.target.closest('a[href]')||/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName))return;",
  `keep(e.target.closest('${TAPPABLE}'),e);},true);`,
  'd.addEventListener("submit",function(e){if(!starting())return;var f=e.target;',
  "keep(e.submitter||(f.querySelector?f.querySelector('[type=\"submit\"]'):null),e);e.preventDefault();},true);",
  'd.addEventListener("keydown",function(e){if(e.key!=="Enter"&&e.key!==" ")return;',
  'var i=picker(e);if(i&&e.target.tagName!=="BUTTON"){e.preventDefault();i.click();}},true);',
  'd.addEventListener("dragover",function(e){if(starting())e.preventDefault();},true);',
  'd.addEventListener("drop",function(e){if(!starting())return;var i=picker(e);',
  "if(i||!e.target.closest||!e.target.closest('[data-picks]'))e.preventDefault();",
  "if(i&&e.dataTransfer&&e.dataTransfer.files.length){try{i.files=e.dataTransfer.files;}catch(x){}}},true);",
  "})();",
].join("");

/** The CSP source that allows this script inline. */
export const EARLY_INPUT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_INPUT).digest("base64")}'`;

/** The script's tag, which `withScriptsAfterPaint` puts in a drawn page's head, just before its loader. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT}</script>`;
