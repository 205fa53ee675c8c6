/**
 * After `vite build` (the client) and `vite build --config vite.prerender.config.ts` (src/web/prerender.tsx for
 * Node): draws the visitor's landing page in each language into a copy of dist/web/index.html, as
 * dist/web/visitor.en.html and visitor.hi.html (docs/decisions/142), and the admins' login page (in English, the
 * admin side's only language) as visitor.admin-login.en.html (decision 144). The server answers them for a first
 * visit to / or /admin-login without a session; index.html itself stays the empty shell that every other address,
 * and the service worker's navigations, are answered with.
 */
import { readFileSync, writeFileSync } from "node:fs";

const web = new URL("../dist/web/", import.meta.url);
const prerenderDir = new URL("../dist/prerender/", import.meta.url);
const { renderVisitorPage, pageTitle } = await import(new URL("prerender.js", prerenderDir).href);
const shell = readFileSync(new URL("index.html", web), "utf8");
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty <div id="root">');

const PAGES = [
  { file: "visitor.en.html", address: "/", language: "en" },
  { file: "visitor.hi.html", address: "/", language: "hi" },
  { file: "visitor.admin-login.en.html", address: "/admin-login", language: "en" },
];
for (const { file, address, language } of PAGES) {
  const body = await renderVisitorPage(language, address);
  const page = shell
    // Mantine's colours hang on this attribute, which its provider sets only once the script runs.
    .replace(/<html lang="en">/, `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle()}</title>`)
    // Until the app has drawn it again (main.tsx), its buttons and fields do nothing: they say so.
    .replace('<div id="root"></div>', `<div id="root" data-page="visitor" aria-disabled="true">${body}</div>`);
  writeFileSync(new URL(file, web), page);
  console.log(`dist/web/${file}: ${(page.length / 1024).toFixed(1)} kB`);
}
// The Node build stays, beside dist/web (never served): the server draws sellers' pages with it
// (src/server/plugins/drawn-page.ts, docs/decisions/144).
