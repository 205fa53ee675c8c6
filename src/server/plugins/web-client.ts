import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { SHARE_FALLBACK, SHARE_TARGET_PATH } from "../../contract/share-target.ts";
import { SESSION_COOKIE } from "../modules/auth/session.ts";
import { isSellerPage, loadSellerPageRenderer, withDrawnPage } from "./drawn-page.ts";
import {
  browserLanguage,
  DRAWN_PAGES,
  type DrawnPage,
  drawnByTheBuild,
  loadPreloads,
  screensFor,
  withPreloads,
} from "./first-page.ts";
import { firstPageData, firstPageQueries, withFirstPageData } from "./first-page-data.ts";
import { withScriptsAfterPaint } from "./scripts-after-paint.ts";

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SnapList</title></head>
<body><p>The SnapList client is not built yet. Run <code>npm run build:web</code>, or <code>npm start</code>.</p></body></html>`;

/**
 * Files that must be asked for again on every load (docs/decisions/119): the page, the service worker and the
 * manifest name the current version, so a cached copy would keep a seller on old code.
 */
const REVALIDATE = new Set(["index.html", "sw.js", "manifest.webmanifest"]);

/**
 * Helmet's headers that only a document (or a worker) reads: on a built script or style sheet they are bytes and
 * nothing else - about 550 a file, and a first page fetches 30 to 60 files over a phone's network (issue 31,
 * docs/decisions/142). X-Content-Type-Options and Cross-Origin-Resource-Policy stay: they do guard a script.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * Serves the built React client. Unknown /api/* paths answer a JSON 404; every other GET answers index.html
 * so that client-side routes survive a reload.
 */
export async function registerWebClient(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, "index.html");
  const hasClient = existsSync(indexFile);
  const indexHtml = hasClient ? readFileSync(indexFile, "utf8") : NOT_BUILT;
  const preloads = loadPreloads(webDir);
  const renderer = hasClient ? await loadSellerPageRenderer(webDir, app.log) : undefined;
  // The pages drawn by the build (scripts/prerender.mjs), when it drew them.
  const drawnPages = new Map<DrawnPage, string>();
  for (const name of DRAWN_PAGES) {
    const file = path.join(webDir, `${name}.html`);
    if (existsSync(file)) drawnPages.set(name, readFileSync(file, "utf8"));
  }
  // The page in each of its forms (which chunks it preloads: docs/decisions/142), made and compressed once each.
  const pages = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();
  const pageFor = (files: string[], drawnName?: DrawnPage) => {
    const drawn = drawnName && drawnPages.get(drawnName);
    const key = `${drawn ? drawnName : "shell"} ${files.join(" ")}`;
    let page = pages.get(key);
    if (!page) {
      const html = drawn ? withScriptsAfterPaint(withPreloads(drawn, files)) : withPreloads(indexHtml, files);
      page = {
        html,
        br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      pages.set(key, page);
    }
    return page;
  };

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (vite.config.ts), chosen by Accept-Encoding, with Vary and an ETag each.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        // A compressed copy (manifest.webmanifest.br) is revalidated like the file it stands for.
        else if (REVALIDATE.has(path.basename(filePath).replace(/\.(br|gz)$/, "")))
          res.header("cache-control", "no-cache");
      },
    });
  }

  // A worker's script keeps them all: its Content-Security-Policy is the worker's own.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/assets/") && !/worker/i.test(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
  });

  // The share sheet's POST when no service worker took it (not installed yet, or the browser has none): the
  // photos cannot be kept here, so the seller lands on Create Listings to pick them (docs/decisions/119).
  app.post(SHARE_TARGET_PATH, { schema: { hide: true } }, (_request, reply) => reply.redirect(SHARE_FALLBACK, 303));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0];
    if (pathname.startsWith("/api/") || pathname === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    reply.code(200).header("cache-control", "no-cache");
    reply.type("text/html; charset=utf-8");
    const visit = {
      pathname,
      search: new URLSearchParams(request.url.slice(pathname.length)),
      session: Boolean(request.cookies?.[SESSION_COOKIE]),
      language: browserLanguage(request.headers["accept-language"]),
    };
    // The chunks this address will draw, fetched beside the main script instead of one after another; and a
    // visitor's first look at / comes drawn already (docs/decisions/142).
    const screens = screensFor(visit);
    const page = pageFor(preloads(screens), drawnByTheBuild(visit));
    reply.header("vary", "accept-encoding, accept-language, cookie");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    // A signed-in page carries the answers it draws from (docs/decisions/143): made for this request, never cached.
    const queries = hasClient ? firstPageQueries(visit) : [];
    if (queries.length) {
      const answers = await firstPageData(app, request, queries);
      let html = withFirstPageData(page.html, answers);
      // A seller's page comes drawn too (docs/decisions/144); if drawing fails, the browser draws it, as before.
      // Only the seller's own pages (those drawn inside the signed-in layout), not /admin or a 404 seen by a seller.
      if (renderer && screens.includes("signedIn") && isSellerPage(answers)) {
        try {
          const drawn = await renderer.renderSellerPage(request.url, visit.language, answers);
          html = withScriptsAfterPaint(withDrawnPage(html, drawn, visit.language));
        } catch (err) {
          request.log.warn({ err }, "a seller's page could not be drawn on the server");
        }
      }
      reply.header("cache-control", "no-store");
      if (!encoding) return reply.send(html);
      return reply.header("content-encoding", encoding).send(compressNow(html, encoding));
    }
    // Not a route, so @fastify/compress does not see this answer: the page goes out in a copy made once.
    if (!encoding) return reply.send(page.html);
    return reply.header("content-encoding", encoding).send(page[encoding]);
  });
}

/** A page made for one request, compressed at a quality that takes well under a millisecond for its size. */
function compressNow(html: string, encoding: "br" | "gzip"): Buffer {
  if (encoding === "gzip") return gzipSync(html, { level: 6 });
  return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
}

/** br when the browser takes it, else gzip, else nothing: what an Accept-Encoding header allows (q=0 refuses). */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | undefined {
  const allowed = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) allowed.add(name);
  }
  if (allowed.has("br")) return "br";
  if (allowed.has("gzip")) return "gzip";
  return undefined;
}
