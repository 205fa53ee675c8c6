/**
 * The posting assistant as a package (docs/decisions/132): shared by the extension's build and the server's
 * GET /api/admin/extension.zip, which writes the serving SnapList's address into both places below.
 */

/** Where the assistant may work besides SnapList: the three marketplaces (content scripts, host permissions). */
export const MARKETPLACE_HOST_PATTERNS = [
  "https://www.olx.in/*",
  "https://*.quikr.com/*",
  "https://www.facebook.com/*",
] as const;

/** The file inside the extension that names the SnapList address it talks to. */
export const ASSISTANT_CONFIG_FILE = "snaplist-config.json";

export interface AssistantConfig {
  /** The SnapList origin, e.g. "https://snaplist.example.com": every call the assistant makes goes there. */
  snaplistUrl: string;
}

/** The host permissions of an assistant that talks to `origin`: that origin and the marketplaces, nothing else. */
export function assistantHostPermissions(origin: string): string[] {
  return [`${new URL(origin).origin}/*`, ...MARKETPLACE_HOST_PATTERNS];
}
