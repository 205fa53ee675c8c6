import { crx } from "@crxjs/vite-plugin";
import { defineConfig } from "vite";
import { ASSISTANT_CONFIG_FILE, type AssistantConfig } from "../src/contract/assistant-package.ts";
import manifest, { BUILD_SNAPLIST_URL } from "./manifest.config.ts";

/**
 * The posting assistant (Manifest V3), built by @crxjs/vite-plugin into dist/extension (docs/decisions/132):
 * `npm run build:extension`, which `npm run build` runs too.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: "public",
  plugins: [
    crx({ manifest }),
    {
      name: "snaplist-assistant-config",
      generateBundle() {
        const config: AssistantConfig = { snaplistUrl: BUILD_SNAPLIST_URL };
        this.emitFile({ type: "asset", fileName: ASSISTANT_CONFIG_FILE, source: `${JSON.stringify(config)}\n` });
      },
    },
  ],
  build: {
    outDir: "../dist/extension",
    emptyOutDir: true,
    sourcemap: false,
    target: "chrome120",
  },
});
