import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type PluginOption } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { BROTLI_OPTIONS, GZIP_OPTIONS } from "./scripts/compression-options.ts";
import { compileHints, plannedChunks, recordChunkPlan } from "./scripts/first-page-chunks.ts";
import { SHARE_TARGET_FILES_FIELD, SHARE_TARGET_PATH } from "./src/contract/share-target.ts";

const apiPort = process.env.PORT ?? "3000";

/**
 * `ANALYZE=true npm run build:web`: also writes what every chunk holds, with raw, gzip and brotli sizes, to
 * reports/bundle/ (outside dist, so it is never served nor precached; issue 31 item 2, docs/decisions/137).
 * The treemap is for people, the JSON for scripts. The normal build does not load the plugin at all.
 */
const analyze = process.env.ANALYZE === "true";
const bundleReports: PluginOption[] = analyze
  ? (["treemap", "raw-data"] as const).map((template) =>
      visualizer({
        filename: fileURLToPath(
          new URL(`./reports/bundle/${template === "treemap" ? "treemap.html" : "stats.json"}`, import.meta.url),
        ),
        template,
        gzipSize: true,
        brotliSize: true,
        sourcemap: false,
      }),
    )
  : [];

/** The brand colour of the icons and the phone's status bar. */
const THEME_COLOUR = "#0b7285";

const projectRoot = fileURLToPath(new URL(".", import.meta.url));
const webRoot = fileURLToPath(new URL("./src/web", import.meta.url));
const chunkGroups = plannedChunks(projectRoot);
/** `CHUNK_PLAN=write vite build`: the first of the two passes of `npm run build:web` (scripts/first-page-chunks.ts). */
const planPass = process.env.CHUNK_PLAN === "write";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    // Installable, and honest offline (issue 22 items 5 and 6; docs/decisions/119): our own small worker
    // (src/web/sw.ts) precaches the app shell only; the app registers it itself, lazily (src/web/pwa/).
    VitePWA({
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      injectManifest: {
        // The app shell: the page, its code, styles and icons. Never /api or /uploads (they are not files of
        // the build), never source maps.
        globPatterns: ["**/*.{html,js,css,svg,png,webmanifest}"],
        // The admin's charts (the largest chunk, ~115 kB gzip) are no part of a seller's shell: they load from
        // the network when an admin opens them.
        // Nor the compressed copies of the files below (issue 31 item 1): the worker caches what the browser
        // decoded, once.
        // Nor the landing page drawn for a first visit (scripts/prerender.mjs): offline, a page opens from
        // index.html and draws itself.
        globIgnores: ["**/*.map", "**/GrowthChart-*", "**/*.br", "**/*.gz", "**/visitor.*.html"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: "/",
        name: "SnapList - sell anything from a photo",
        short_name: "SnapList",
        description: "Photograph what you no longer need and get a ready listing with prices.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOUR,
        background_color: "#f8f9fa",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Android's share sheet: photos shared to the installed app arrive as a multipart POST, which the
        // worker keeps for Create Listings (src/web/sw.ts).
        share_target: {
          action: SHARE_TARGET_PATH,
          method: "POST",
          enctype: "multipart/form-data",
          params: {
            title: "title",
            text: "text",
            files: [
              {
                name: SHARE_TARGET_FILES_FIELD,
                accept: ["image/*", ".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".avif"],
              },
            ],
          },
        },
      },
    }),
    // Every text file of the build also as .br (maximum quality) and .gz, made once here rather than per request;
    // the server sends the variant the browser accepts (src/server/plugins/web-client.ts, issue 31 item 1).
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 512,
      algorithms: [defineAlgorithm("brotliCompress", BROTLI_OPTIONS), defineAlgorithm("gzip", GZIP_OPTIONS)],
    }),
    ...bundleReports,
    // Mantine's useId without the random id it sets after mounting, which drew every input twice (src/web/lib/mantineUseId.ts).
    {
      name: "mantine-use-id",
      enforce: "pre",
      resolveId: (source, importer) =>
        source === "./use-id/use-id.mjs" && importer?.includes("@mantine/hooks")
          ? fileURLToPath(new URL("./src/web/lib/mantineUseId.ts", import.meta.url))
          : undefined,
    },
    planPass && recordChunkPlan(webRoot, projectRoot),
    // The first pages' chunks compile off the main thread as they stream in (docs/decisions/148).
    !planPass && compileHints(webRoot, new Set(chunkGroups.map((group) => group.name))),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each screen needs, so that the server's page can name them for a
    // first visit to fetch at once (src/server/plugins/first-page.ts, docs/decisions/142).
    manifest: true,
    sourcemap: !planPass,
    chunkSizeWarningLimit: 900,
    // Every style in the page's one style sheet, which its HTML links: a page drawn on the server paints before any
    // script runs, so no style may wait for the script that imports it (the app's, a screen's: docs/decisions/147).
    // What only a lazy screen uses is small (the admin's growth chart: 6 kB, 1.5 kB compressed).
    cssCodeSplit: false,
    // A first page's modules in a few chunks rather than dozens of small ones (scripts/first-page-chunks.ts); the
    // plan's own pass writes nothing else.
    ...(planPass
      ? { write: false, minify: false }
      : {
          rolldownOptions: {
            output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups } },
          },
        }),
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${apiPort}`,
      "/uploads": `http://localhost:${apiPort}`,
    },
  },
});
