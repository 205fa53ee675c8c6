// The page's style sheet: the HTML links it, so that a page drawn on the server paints styled before any script.
import "./app/mantine-styles.ts";
import { startTransition } from "react";
import { FOCUSABLE, keepDrawnInput, replayKeptTap } from "./app/drawn-input.ts";
import { preloadScreensAt } from "./app/screens.ts";
import { currentUserKey, startAsVisitor } from "./features/auth/useAuth.ts";
import { detectLanguage, showLanguage } from "./i18n/index.ts";
import { firstPageAnswer } from "./lib/firstPageData.ts";
import { registerServiceWorkerLater } from "./pwa/update.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The server sent the landing page drawn (no session cookie came; docs/decisions/142): the first render draws it
// again, the same, while /api/auth/user is asked, instead of replacing it with the splash. A seller's page may come
// drawn too (`data-page="seller"`, decision 144), with the answers it was drawn from: the first render is the same.
const drawn = root.dataset.page !== undefined;
if (root.dataset.page === "visitor") startAsVisitor();

/**
 * Which of the drawn page's controls has focus, by order: a visitor or seller who tabs (or taps into a field) before
 * the app takes over keeps their place when the live page replaces the drawn one.
 */
let drawnFocus = -1;
const trackDrawnFocus = (event: FocusEvent) => {
  if (event.target instanceof Element) drawnFocus = [...root.querySelectorAll(FOCUSABLE)].indexOf(event.target);
};
if (drawn) root.addEventListener("focusin", trackDrawnFocus);

/**
 * What a person typed, ticked or chose on the drawn page before now, and until it is live, is given to the app once
 * it is live (app/drawn-input.ts; photos picked meanwhile wait in their file input: docs/decisions/150).
 */
let giveDrawnInput: (() => void) | undefined = drawn ? keepDrawnInput(root) : undefined;

/**
 * The drawn page's controls are marked disabled until the app has made them live (a tap on the HTML alone does
 * nothing). The root's commit is not enough: React adopts each `<Suspense>` boundary of the drawn page (the page
 * inside the layout, the tab inside the seller home) in a render of its own after it, and a field typed into before
 * then keeps its text on screen but not in the form. So the mark goes once every control has React's handlers
 * (`__reactProps$`), looked for after the root's commit and then every 20 ms; after 10 s it goes anyway.
 * If the app had to build the page again rather than adopt it (a text that differs, such as a date in another time
 * zone), focus moves to the live copy of the control that had it.
 */
const markLive = () => goLive();
const handled = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));
const GIVE_UP_MS = 10_000;
const goLive = (since = performance.now()) => {
  const waiting = [...root.querySelectorAll(FOCUSABLE)].some((el) => !handled(el));
  if (waiting && performance.now() - since < GIVE_UP_MS) {
    setTimeout(() => goLive(since), 20);
    return;
  }
  giveDrawnInput?.();
  giveDrawnInput = undefined;
  root.removeAttribute("aria-disabled");
  root.removeEventListener("focusin", trackDrawnFocus);
  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && drawnFocus >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[drawnFocus]?.focus();
  // A tap on a control before anything listened is made now, after the typed values above reached the app (in a
  // task of their own, so their state is in before the tap's handler reads it).
  setTimeout(() => replayKeptTap(root));
};

// A page that starts in Hindi loads its texts first, so the first paint is already Hindi (docs/decisions/131); and
// the screens of the address (fetched beside this script: decision 142) are ready, so that the first render draws
// them rather than a loader per level (decision 143). A signed-in page says who is signed in (its data).
// React's renderer and the app itself (Mantine, the router, the pages' shell) are imported rather than part of this
// script: the browser runs each imported script in a task of its own, rather than all of the start-up in one long
// task that blocks a phone's main thread (issue 31, Total Blocking Time; docs/decisions/147). The server lists their
// chunks among the page's preloads, so they arrive beside this script.
// The first render is a transition: React renders it in slices of a few milliseconds, yielding between them, rather
// than in one long task that blocks a phone's main thread (issue 31, Total Blocking Time; docs/decisions/142).
// A drawn page is adopted (hydrated: its elements are kept, only their behaviour is attached), not built again.
const render = (
  { createRoot, hydrateRoot }: typeof import("./app/react-root.ts"),
  { App }: typeof import("./app/App.tsx"),
) =>
  startTransition(() => {
    const app = <App onLive={markLive} />;
    if (drawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

const user = firstPageAnswer(currentUserKey);
const reactRoot = import("./app/react-root.ts");
const app = import("./app/App.tsx");
// Texts or screens that did not arrive do not hold the page: it draws, and they load as they render.
const ready = Promise.allSettled([
  showLanguage(detectLanguage()),
  preloadScreensAt(window.location, user === undefined ? undefined : user !== null),
]);
void Promise.all([reactRoot, app, ready]).then(([react, module]) => render(react, module));

registerServiceWorkerLater();
