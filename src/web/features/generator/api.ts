import type { CurrencyCode } from "../../../contract/enums.ts";
import type {
  ClassifyResponse,
  EnhanceResponse,
  GenerateCopyRequest,
  GenerateCopyResponse,
  IdentifyAnswerResponse,
  SmartPricingRequest,
  SmartPricingResponse,
} from "../../../contract/generator.ts";
import { ENHANCE_TARGET } from "../../../contract/limits.ts";
import { ApiError, apiJson } from "../../lib/api.ts";
import type { GeneratorCondition } from "./details.ts";
import type { Tiers } from "./pricing.ts";

export interface EnhanceOptions {
  upscale: boolean;
  background: boolean;
}

/** Which enhance call the two sub-switches mean; null when both are off (docs/decisions/050). */
export function enhancePath(opts: EnhanceOptions): string | null {
  if (opts.upscale && opts.background) return "/api/enhance/combo";
  if (opts.upscale) return "/api/enhance/upscale";
  if (opts.background) return "/api/enhance/blur-background";
  return null;
}

/**
 * Enhances one photo and returns the enhanced file to identify, or null when it could not be enhanced (the
 * caller then uses the original and warns once).
 */
export async function enhancePhoto(file: File, opts: EnhanceOptions, signal?: AbortSignal): Promise<File | null> {
  const path = enhancePath(opts);
  if (!path) return file;
  try {
    const form = new FormData();
    form.append("image", file);
    form.append("targetWidth", String(ENHANCE_TARGET));
    form.append("targetHeight", String(ENHANCE_TARGET));
    form.append("enhanceLighting", "true");
    form.append("blurBackground", String(opts.background));
    const answer = await apiJson<EnhanceResponse>("POST", path, form);
    if (!answer.success) return null;
    const res = await fetch(answer.enhancedImage, { credentials: "include", signal });
    if (!res.ok) return null;
    const blob = await res.blob();
    const name = file.name.replace(/\.[^.]+$/, "") || "photo";
    return new File([blob], `${name}-enhanced.jpg`, { type: blob.type || "image/jpeg" });
  } catch {
    return null;
  }
}

/** POST /api/classify-image: the main photo as `image`, the rest as additionalImage0..n, in the seller's order. */
export function classifyPhotos(files: File[], condition: GeneratorCondition): Promise<ClassifyResponse> {
  const form = new FormData();
  files.forEach((file, i) => {
    form.append(i === 0 ? "image" : `additionalImage${i - 1}`, file);
  });
  form.append("condition", condition);
  return apiJson<ClassifyResponse>("POST", "/api/classify-image", form);
}

/** POST /api/classify-photos: photos already uploaded on pick, by URL, main photo first. */
export const classifyUploaded = (imageUrls: string[], condition: GeneratorCondition) =>
  apiJson<ClassifyResponse>("POST", "/api/classify-photos", { imageUrls, condition });

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  // Same error shape as the shared client ("status: text"); this one can be aborted.
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

export const generateCopy = (req: GenerateCopyRequest, signal?: AbortSignal) =>
  postJson<GenerateCopyResponse>("/api/generate-copy", req, signal);

export const smartPricing = (req: SmartPricingRequest, signal?: AbortSignal) =>
  postJson<SmartPricingResponse>("/api/smart-pricing", req, signal);

/** "What is it?": the item from the seller's words (and the photos' text). */
export const identifyAnswer = (creationLogId: string, answer: string) =>
  postJson<IdentifyAnswerResponse>("/api/identify-answer", { creationLogId, answer });

/** Brands, models and item types for the "What is it?" field. */
export const itemSuggestions = (q: string, signal?: AbortSignal) =>
  fetch(`/api/item-suggestions?q=${encodeURIComponent(q)}`, { credentials: "include", signal }).then((res) =>
    res.ok ? (res.json() as Promise<string[]>) : [],
  );

export interface ConvertPricingAnswer {
  success: boolean;
  convertedPricing: Tiers;
  exchangeRate: number;
  currency: CurrencyCode;
}

export const convertPricing = (pricing: Tiers, toCurrency: CurrencyCode, signal?: AbortSignal) =>
  postJson<ConvertPricingAnswer>("/api/currency/convert-pricing", { pricing, fromCurrency: "INR", toCurrency }, signal);
