import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { FirstPageEntry } from "./first-page-data.ts";

/**
 * A seller's page drawn on the server (issue 31, docs/decisions/144). The build's Node copy of the client
 * (`dist/prerender/prerender.js`, from src/web/prerender.tsx; beside dist/web, never served) draws the page from
 * the answers the page carries anyway (first-page-data.ts), so that a phone paints the seller's page from the HTML
 * instead of after its JavaScript has arrived and run. The client's first render then draws the same page over it.
 */
export interface SellerPageRenderer {
  renderSellerPage(
    address: string,
    language: "en" | "hi",
    answers: FirstPageEntry[],
  ): Promise<{ html: string; title: string }>;
}

/** The build's renderer, if the build made one and it loads; else none (the client draws the page, as before). */
export async function loadSellerPageRenderer(
  webDir: string,
  log: FastifyBaseLogger,
): Promise<SellerPageRenderer | undefined> {
  const file = path.resolve(webDir, "..", "prerender", "prerender.js");
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<SellerPageRenderer>;
    if (typeof module.renderSellerPage === "function") return module as SellerPageRenderer;
  } catch (err) {
    log.warn({ err }, "the server-side page renderer did not load; pages draw in the browser");
  }
  return undefined;
}

/** Whether the answers say a seller (not an admin, not a stale session) is signed in. */
export function isSellerPage(answers: FirstPageEntry[]): boolean {
  const user = answers.find((a) => a.key.join("/") === "/api/auth/user")?.data as { isAdmin?: unknown } | null;
  return Boolean(user) && user?.isAdmin === false;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The page with the drawn seller page in its root, in `language`. Until the app has drawn it again (main.tsx),
 * its controls do nothing, and the root says so (`aria-disabled`), as the landing page's does (decision 142).
 */
export function withDrawnPage(html: string, drawn: { html: string; title: string }, language: "en" | "hi"): string {
  return html
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(drawn.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-page="seller" aria-disabled="true">${drawn.html}</div>`);
}
