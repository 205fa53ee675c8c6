import { ASSISTANT_CONFIG_FILE, type AssistantConfig } from "../../../src/contract/assistant-package.ts";

let cached: Promise<AssistantConfig> | undefined;

/** The SnapList address this copy of the assistant talks to (fixed by the build, or by the admin desk's download). */
export function config(): Promise<AssistantConfig> {
  cached ??= fetch(chrome.runtime.getURL(ASSISTANT_CONFIG_FILE))
    .then((r) => r.json() as Promise<AssistantConfig>)
    .then((c) => ({ snaplistUrl: new URL(c.snaplistUrl).origin }));
  return cached;
}
