import type { AssistantBuyerAd } from "../../src/contract/assistant-buyers.ts";
import type { AssistantUpdate } from "../../src/contract/assistant-update.ts";
import type { CommonQuestion } from "../../src/contract/buyer-questions.ts";
import type { Marketplace } from "../../src/contract/enums.ts";
import type { FieldMap, FieldName, Fingerprint, RunReport, Teach } from "../../src/contract/field-maps.ts";
import type { AssistantPosting, PostingRef } from "../../src/contract/posting-desk.ts";
import type { FieldResult } from "./match/types.ts";

/**
 * What content scripts and the options page ask the background, and what it answers. Nothing here ever carries
 * the token: the background alone holds it and makes every call to SnapList.
 */

/** The field map a tab works with (background/maps.ts): where it came from, for the panel to say. */
export interface EffectiveMap {
  version: number;
  map: FieldMap;
  fingerprints: Partial<Record<FieldName, Fingerprint[]>>;
  source: "snaplist" | "last-good" | "bundled";
}

/**
 * How far a posting got in its tab, kept by the background across the form's pages (issue 40 item 1: the posting
 * stays with the tab, not with the address).
 */
export interface Progress {
  /** The form's step the tab is on (1 on the first page; one more per Next or new page). */
  step: number;
  /** Each field's latest outcome and the step it was on. */
  results: Partial<Record<FieldName, FieldResult & { step: number }>>;
  /** The photos were handed to this form: never again. */
  photosGiven: boolean;
  /** A choice made just before the page went elsewhere (a category tile), confirmed on the next page. */
  pending?: { field: FieldName; detail: string; step: number };
  /** Fields already counted in a run report. */
  reported: FieldName[];
  /** The address of the page the step was counted on. */
  page?: string;
}

export const newProgress = (): Progress => ({ step: 1, results: {}, photosGiven: false, reported: [] });

export type Request =
  | { type: "page" }
  | { type: "progress"; progress: Progress }
  | { type: "photos" }
  | { type: "download-photos" }
  | { type: "keep-claim" }
  | { type: "report"; fields: RunReport["fields"] }
  | { type: "teach"; teach: Teach }
  | { type: "renewed" }
  | { type: "delisted" }
  | { type: "ad-gone" }
  | { type: "update" }
  | { type: "update-photos" }
  | { type: "update-saving" }
  | { type: "buyer-ad"; urls: string[] }
  | { type: "buyer-refresh"; listingId: string }
  | { type: "record-offer"; listingId: string; amount: string }
  | { type: "ask-seller"; listingId: string; common?: CommonQuestion; text?: string }
  | { type: "buyer-relayed"; listingId: string; kind: "question" | "offer"; id: string }
  | { type: "settings" }
  | { type: "save-token"; token: string }
  | { type: "test-connection" };

/** Why SnapList could not answer: unreachable (the claim is kept), refused (sold, claimed), or the token. */
export type Failure = { ok: false; reason: "unreachable" | "refused" | "token" | "none"; message: string };

export type PageAnswer =
  | { mode: "post"; ref: PostingRef; posting: AssistantPosting; map: EffectiveMap; progress: Progress }
  | { mode: "posted"; ref: PostingRef; ok: true; url: string }
  | { mode: "posted"; ref: PostingRef; ok: false; message: string }
  | { mode: "ended"; message: string }
  | { mode: "update"; taskId: string; marketplace: Marketplace; map: EffectiveMap }
  | { mode: "updated"; ok: true }
  | { mode: "updated"; ok: false; message: string }
  | { mode: "renew"; ref: PostingRef; adUrl: string; title: string; map: EffectiveMap; done?: boolean }
  | {
      mode: "delist";
      taskId: string;
      marketplace: Marketplace;
      adUrl: string;
      title: string;
      reason: "sold" | "withdrawn";
      map: EffectiveMap;
      done?: boolean;
    }
  | { mode: "none" };

export type UpdateAnswer = { ok: true; update: AssistantUpdate } | Failure;
/** What the background tells an edit page's tab once the saved edit came back to the ad. */
export type UpdatedOutcome = { ok: true } | { ok: false; message: string };

export interface PhotoData {
  name: string;
  type: string;
  /** base64 of the bytes (messages carry JSON only). */
  base64: string;
}
export type PhotosAnswer = { ok: true; photos: PhotoData[] } | Failure;
export type SimpleAnswer = { ok: true; message: string } | Failure;
/** One of SnapList's ads and its buyers (issue 49 item 4); after an action, with what it did. */
export type BuyerAdAnswer = { ok: true; ad: AssistantBuyerAd; message?: string } | Failure;
export type TeachAnswer = { ok: true; changed: boolean; map: EffectiveMap } | Failure;
export interface SettingsAnswer {
  snaplistUrl: string;
  hasToken: boolean;
}

export function send<T>(request: Request): Promise<T> {
  return chrome.runtime.sendMessage(request) as Promise<T>;
}
