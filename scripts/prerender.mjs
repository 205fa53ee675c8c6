/**
 * After `vite build` (the client) and `vite build --config vite.prerender.config.ts` (src/web/prerender.tsx for
 * Node): draws the visitor's landing page in each language into a copy of dist/web/index.html, as
 * dist/web/visitor.en.html and visitor.hi.html (docs/decisions/142). The server answers them for a first visit to /
 * without a session; index.html itself stays the empty shell that every other address, and the service worker's
 * navigations, are answered with.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";

const web = new URL("../dist/web/", import.meta.url);
const prerenderDir = new URL("../dist/prerender/", import.meta.url);
const { renderVisitorPage, pageTitle } = await import(new URL("prerender.js", prerenderDir).href);
const shell = readFileSync(new URL("index.html", web), "utf8");
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty <div id="root">');

for (const language of ["en", "hi"]) {
  const body = await renderVisitorPage(language);
  const page = shell
    // Mantine's colours hang on this attribute, which its provider sets only once the script runs.
    .replace(/<html lang="en">/, `<html lang="${language}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle()}</title>`)
    // Until the app has drawn it again (main.tsx), its buttons and fields do nothing: they say so.
    .replace('<div id="root"></div>', `<div id="root" data-page="visitor" aria-disabled="true">${body}</div>`);
  writeFileSync(new URL(`visitor.${language}.html`, web), page);
  console.log(`dist/web/visitor.${language}.html: ${(page.length / 1024).toFixed(1)} kB`);
}
// Only the pages were wanted: the Node build is no part of what is served.
rmSync(prerenderDir, { recursive: true, force: true });
