import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { Language } from "../contract/language.ts";
import { Providers } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";
import { startAsVisitor } from "./features/auth/useAuth.ts";
import { en } from "./i18n/en.ts";
import { hi } from "./i18n/hi.ts";
import i18n, { addLanguage } from "./i18n/index.ts";

/**
 * The visitor's landing page drawn at build time (issue 31, docs/decisions/142): `npm run build:web` renders it
 * here, in each language, into a copy of index.html (scripts/prerender.mjs), so that a phone's first visit paints
 * the page from the HTML instead of after the JavaScript. It is the client's own first render for a visitor
 * (main.tsx, startAsVisitor): the same components, routes and providers, with the session not yet asked.
 */
export async function renderVisitorPage(language: Language): Promise<string> {
  startAsVisitor();
  addLanguage("en", en);
  addLanguage("hi", hi);
  await i18n.changeLanguage(language);
  return renderToString(
    <StrictMode>
      <Providers router={(app) => <StaticRouter location="/">{app}</StaticRouter>}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
}

/** The page's title in the language last rendered (index.html's is English). */
export const pageTitle = () => i18n.t("common.pageTitle");
