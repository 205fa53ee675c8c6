import { get, set } from "idb-keyval";
import type { AssistantBuyerAd } from "../../../src/contract/assistant-buyers.ts";
import type { AssistantUpdate } from "../../../src/contract/assistant-update.ts";
import type { CommonQuestion } from "../../../src/contract/buyer-questions.ts";
import type { Marketplace } from "../../../src/contract/enums.ts";
import type { RunReport, ServedFieldMap, Teach } from "../../../src/contract/field-maps.ts";
import type { AdminOffer } from "../../../src/contract/offers.ts";
import {
  type AssistantPosting,
  type Claim,
  EXTENSION_TOKEN_PREFIX,
  type PostingRef,
} from "../../../src/contract/posting-desk.ts";
import type { Failure, PhotoData } from "../messages.ts";
import { config } from "./config.ts";

/**
 * Every call to SnapList, with the admin's token as a Bearer credential. The token lives in the extension's own
 * IndexedDB, which content scripts (running in the marketplace's page) cannot reach.
 */

const TOKEN_KEY = "snaplist-token";
export const getToken = () => get<string>(TOKEN_KEY);
export const setToken = (token: string) => set(TOKEN_KEY, token.trim());

type Result<T> = { ok: true; value: T } | Failure;

async function call<T>(path: string, init: RequestInit = {}, read: (r: Response) => Promise<T>): Promise<Result<T>> {
  const { snaplistUrl } = await config();
  const token = await getToken();
  if (!token) {
    return { ok: false, reason: "token", message: "Paste your assistant token in the SnapList assistant's options" };
  }
  let res: Response;
  try {
    res = await fetch(`${snaplistUrl}${path}`, {
      ...init,
      headers: { ...(init.headers ?? {}), Authorization: `Bearer ${token}` },
      credentials: "omit",
    });
  } catch {
    return {
      ok: false,
      reason: "unreachable",
      message: `SnapList is unreachable (${snaplistUrl}). Your claim is kept until it expires: fill by hand with the Copy buttons, or reload this page to try again.`,
    };
  }
  if (res.ok) return { ok: true, value: await read(res) };
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  const message = body?.message ?? `SnapList answered ${res.status}`;
  if (res.status === 401) return { ok: false, reason: "token", message };
  return { ok: false, reason: "refused", message };
}

const base = (ref: PostingRef) => `/api/extension/postings/${ref.listingId}/${ref.marketplace}`;
const json = <T>(r: Response) => r.json() as Promise<T>;

export const me = () => call("/api/extension/me", {}, json<{ adminName: string; expiresAt: string }>);
export const posting = (ref: PostingRef) => call(base(ref), {}, json<AssistantPosting>);
/** Keeps the claim while the posting's tab is open. */
export const keepClaim = (ref: PostingRef) => call(`${base(ref)}/renew`, { method: "POST" }, json<Claim>);
const post = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export const markPosted = (ref: PostingRef, url: string) =>
  call(`${base(ref)}/posted`, post({ url }), async () => undefined);

export const fieldMap = (m: Marketplace) => call(`/api/extension/field-maps/${m}`, {}, json<ServedFieldMap>);
export const teach = (m: Marketplace, body: Teach) =>
  call(`/api/extension/field-maps/${m}/teach`, post(body), json<{ version: number; changed: boolean }>);
export const report = (body: RunReport) => call("/api/extension/reports", post(body), async () => undefined);

export const liveAd = (ref: PostingRef) =>
  call(`${base(ref)}/ad`, {}, json<{ adUrl: string; title: string; expiresAt: string | null }>);
export const renewed = (ref: PostingRef) => call(`${base(ref)}/renewed`, { method: "POST" }, async () => undefined);

const delistBase = (taskId: string) => `/api/extension/delist-tasks/${encodeURIComponent(taskId)}`;
export const delistTask = (taskId: string) =>
  call(
    delistBase(taskId),
    {},
    json<{
      taskId: string;
      marketplace: Marketplace;
      adUrl: string;
      title: string;
      reason: "sold" | "withdrawn";
      done: boolean;
    }>,
  );
export const delisted = (taskId: string) =>
  call(`${delistBase(taskId)}/done`, { method: "POST" }, async () => undefined);

const updateBase = (taskId: string) => `/api/extension/update-tasks/${encodeURIComponent(taskId)}`;
export const update = (taskId: string) => call(updateBase(taskId), {}, json<AssistantUpdate>);
export const markUpdated = (taskId: string) =>
  call(`${updateBase(taskId)}/done`, { method: "POST" }, json<{ id: string; done: true }>);

// Buyers' offers and questions from the panel (issue 49 item 4): which ad a page is about, and the desk's own calls.
const buyerBase = (listingId: string) => `/api/extension/buyer-ads/${encodeURIComponent(listingId)}`;
export const findBuyerAd = (marketplace: Marketplace, urls: string[]) =>
  call("/api/extension/buyer-ads/find", post({ marketplace, urls }), json<AssistantBuyerAd>);
export const buyerAd = (listingId: string, marketplace: Marketplace) =>
  call(`${buyerBase(listingId)}/${marketplace}`, {}, json<AssistantBuyerAd>);
export const recordOffer = (listingId: string, marketplace: Marketplace, amount: string) =>
  call(`${buyerBase(listingId)}/offers`, post({ marketplace, amount }), json<AdminOffer>);
export const askSeller = (listingId: string, marketplace: Marketplace, q: { common?: CommonQuestion; text?: string }) =>
  call(`${buyerBase(listingId)}/questions`, post({ marketplace, ...q }), async () => undefined);
export const buyerRelayed = (kind: "question" | "offer", id: string) =>
  call(
    `/api/extension/${kind === "question" ? "questions" : "offers"}/${encodeURIComponent(id)}/relayed`,
    { method: "POST" },
    async () => undefined,
  );

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/**
 * The full-size photos, in order (numbered from 1, as the seller ordered them): a claimed posting's, or an update
 * task's listing's as it is now.
 */
export async function photos(of: PostingRef | { taskId: string }, count: number): Promise<Result<PhotoData[]>> {
  const out: PhotoData[] = [];
  const path = "taskId" in of ? updateBase(of.taskId) : base(of);
  for (let n = 1; n <= count; n++) {
    const r = await call(`${path}/photos/${n}`, {}, async (res) => ({
      type: res.headers.get("content-type") ?? "image/jpeg",
      bytes: new Uint8Array(await res.arrayBuffer()),
    }));
    if (!r.ok) return r;
    const ext = r.value.type.includes("png") ? "png" : r.value.type.includes("webp") ? "webp" : "jpg";
    out.push({ name: `photo-${n}.${ext}`, type: r.value.type, base64: toBase64(r.value.bytes) });
  }
  return { ok: true, value: out };
}

export const looksLikeToken = (token: string) => token.trim().startsWith(EXTENSION_TOKEN_PREFIX);
