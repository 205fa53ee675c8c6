import type { AssistantUpdate } from "../../src/contract/assistant-update.ts";
import type { Marketplace } from "../../src/contract/enums.ts";
import type { AssistantPosting, PostingRef } from "../../src/contract/posting-desk.ts";

/**
 * What content scripts and the options page ask the background, and what it answers. Nothing here ever carries
 * the token: the background alone holds it and makes every call to SnapList.
 */
export type Request =
  | { type: "page" }
  | { type: "posting" }
  | { type: "photos" }
  | { type: "download-photos" }
  | { type: "renew" }
  | { type: "update" }
  | { type: "update-photos" }
  | { type: "update-saving" }
  | { type: "settings" }
  | { type: "save-token"; token: string }
  | { type: "test-connection" };

/** Why SnapList could not answer: unreachable (the claim is kept), refused (sold, claimed), or the token. */
export type Failure = { ok: false; reason: "unreachable" | "refused" | "token" | "none"; message: string };

export type PageAnswer =
  | { mode: "launch"; ref: PostingRef }
  | { mode: "posted"; ref: PostingRef; ok: true; url: string }
  | { mode: "posted"; ref: PostingRef; ok: false; message: string }
  | { mode: "update"; taskId: string; marketplace: Marketplace }
  | { mode: "updated"; ok: true }
  | { mode: "updated"; ok: false; message: string }
  | { mode: "none" };

export type UpdateAnswer = { ok: true; update: AssistantUpdate } | Failure;
/** What the background tells an edit page's tab once the saved edit came back to the ad. */
export type UpdatedOutcome = { ok: true } | { ok: false; message: string };

export type PostingAnswer = { ok: true; posting: AssistantPosting } | Failure;
export interface PhotoData {
  name: string;
  type: string;
  /** base64 of the bytes (messages carry JSON only). */
  base64: string;
}
export type PhotosAnswer = { ok: true; photos: PhotoData[] } | Failure;
export type SimpleAnswer = { ok: true; message: string } | Failure;
export interface SettingsAnswer {
  snaplistUrl: string;
  hasToken: boolean;
}

export function send<T>(request: Request): Promise<T> {
  return chrome.runtime.sendMessage(request) as Promise<T>;
}
