import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The server-side build of src/web/prerender.tsx (docs/decisions/142 and 144): the same sources and CSS modules as
 * the client's build (vite.config.ts), for Node, into dist/prerender/. scripts/prerender.mjs runs it after the
 * client's build and writes the pages drawn at build time beside index.html; the server loads it to draw sellers'
 * pages (src/server/plugins/drawn-page.ts).
 */
export default defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [
    react(),
    // The service worker's registration (a chunk the page imports after load) is never run here.
    {
      name: "no-pwa-register",
      resolveId: (id) => (id === "virtual:pwa-register" ? "\0no-pwa-register" : undefined),
      load: (id) =>
        id === "\0no-pwa-register" ? "export function registerSW() { return async () => {}; }" : undefined,
    },
  ],
  logLevel: "warn",
  build: {
    ssr: "prerender.tsx",
    outDir: "../../dist/prerender",
    emptyOutDir: true,
    sourcemap: false,
  },
});
