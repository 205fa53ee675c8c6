import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { Language } from "../contract/language.ts";
import { App } from "./app/App.tsx";
import { screensAt } from "./app/screens.ts";
import { startAsVisitor } from "./features/auth/useAuth.ts";
import { en } from "./i18n/en.ts";
import { hi } from "./i18n/hi.ts";
import i18n, { addLanguage } from "./i18n/index.ts";
import { type Entry, seedQueries } from "./lib/firstPageData.ts";
import { createQueryClient } from "./lib/queryClient.ts";

/**
 * The visitor's landing page drawn at build time (issue 31, docs/decisions/142): `npm run build:web` renders it
 * here, in each language, into a copy of index.html (scripts/prerender.mjs), so that a phone's first visit paints
 * the page from the HTML instead of after the JavaScript. It is the client's own first render for a visitor
 * (main.tsx, startAsVisitor): the same components, routes and providers, with the session not yet asked.
 */
export async function renderVisitorPage(language: Language, address = "/"): Promise<string> {
  startAsVisitor();
  // A lazy screen (the admins' login page) is loaded first, so that it draws rather than its loader.
  await Promise.all(screensAt({ pathname: address, search: "" }, false).map((screen) => screen.preload()));
  addLanguage("en", en);
  addLanguage("hi", hi);
  await i18n.changeLanguage(language);
  return renderToString(<App router={(app) => <StaticRouter location={address}>{app}</StaticRouter>} />);
}

/** The page's title in the language last rendered (index.html's is English). */
export const pageTitle = () => i18n.t("common.pageTitle");

/** One answer a signed-in page draws from (src/server/plugins/first-page-data.ts). */
export type PageAnswer = Entry;

/**
 * A seller's page drawn by the server for one request (issue 31, docs/decisions/144): the address's screens,
 * preloaded so that nothing suspends (app/lazyScreen.ts), drawn from the answers the page carries, in `language`.
 * The client's first render, from the same answers and screens, draws the same page and hydrates it (main.tsx).
 * Synchronous from the language switch to the HTML, so that requests in other languages cannot interleave.
 */
export async function renderSellerPage(
  address: string,
  language: Language,
  answers: PageAnswer[],
): Promise<{ html: string; title: string }> {
  const { pathname, search } = new URL(address, "http://snaplist.invalid");
  const screens = screensAt({ pathname, search }, true);
  await Promise.all(screens.map((screen) => screen.preload()));
  if (!screens.every((screen) => screen.ready())) throw new Error(`a screen of ${pathname} did not load`);
  addLanguage("en", en);
  addLanguage("hi", hi);
  const client = seedQueries(createQueryClient(), answers);
  // Both languages' texts are in: i18next switches at once.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`the page could not switch to ${language}`);
  const html = renderToString(
    <App client={client} router={(app) => <StaticRouter location={pathname + search}>{app}</StaticRouter>} />,
  );
  // A part that failed on the server is left for the client to draw (React's `<!--$!-->` marker): the page is then
  // not the one the client's first render draws, so it is not sent drawn.
  if (html.includes("<!--$!-->")) throw new Error(`a part of ${pathname} could not be drawn on the server`);
  return { html, title: pageTitle() };
}
