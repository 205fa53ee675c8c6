import { defineManifest } from "@crxjs/vite-plugin";
import { assistantHostPermissions } from "../src/contract/assistant-package.ts";

/** The SnapList address of a plain build (the admin desk's download carries its own server's address instead). */
export const BUILD_SNAPLIST_URL = new URL(process.env.SNAPLIST_URL ?? "http://localhost:3000").origin;

/**
 * The assistant's manifest. Host permissions: the SnapList address and the three marketplaces, nothing else.
 * GET /api/admin/extension.zip rewrites the SnapList entry (and snaplist-config.json) to the serving SnapList's
 * PUBLIC_URL, so an admin who installs the download talks to that server only.
 */
export default defineManifest({
  manifest_version: 3,
  name: "SnapList posting assistant",
  short_name: "SnapList",
  description: "Fills OLX, Quikr and Facebook Marketplace posting forms from a posting claimed on the SnapList desk.",
  version: "1.0.0",
  icons: { "48": "icons/icon-48.png", "128": "icons/icon-128.png" },
  permissions: ["storage", "downloads"],
  host_permissions: assistantHostPermissions(BUILD_SNAPLIST_URL),
  background: { service_worker: "src/background/index.ts", type: "module" },
  options_ui: { page: "src/options/options.html", open_in_tab: true },
  action: { default_title: "SnapList posting assistant", default_popup: "src/options/options.html" },
  content_scripts: [
    { matches: ["https://www.olx.in/*"], js: ["src/content/olx.ts"], run_at: "document_idle" },
    { matches: ["https://*.quikr.com/*"], js: ["src/content/quikr.ts"], run_at: "document_idle" },
    { matches: ["https://www.facebook.com/*"], js: ["src/content/facebook.ts"], run_at: "document_idle" },
  ],
});
