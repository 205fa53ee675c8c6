import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ClassifyResponse } from "../../../contract/generator.ts";
import { PROGRESS_CLEAR_MS, REGENERATE_DEBOUNCE_MS } from "../../../contract/limits.ts";
import { UPLOAD_ERRORS } from "../../../contract/sentences.ts";
import i18n from "../../i18n/index.ts";
import { ApiError, errorText } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import {
  classifyPhotos,
  classifyUploaded,
  type EnhanceOptions,
  enhancePath,
  enhancePhoto,
  generateCopy,
  identifyAnswer,
  smartPricing,
} from "./api.ts";
import { type Details, detailsForRequest, extraFieldsFor, initialDetails } from "./details.ts";
import { flowReducer, initialFlow } from "./flow.ts";
import { debouncedLatest } from "./latest.ts";
import { draftReducer, type ListingDraft } from "./listing.ts";
import type { PickedPhoto } from "./photos.ts";
import type { PhotoUploads } from "./upload/uploads.ts";

export interface EnhanceSettings extends EnhanceOptions {
  enabled: boolean;
}

export const defaultEnhance: EnhanceSettings = { enabled: false, upscale: true, background: false };

/** The copy and pricing requests for an identified item with the seller's details. */
function requestsFor(c: ClassifyResponse, details: Details) {
  const extra = detailsForRequest(details, extraFieldsFor(c.itemType));
  const item = {
    productName: c.productName,
    category: c.category,
    brand: c.brand || undefined,
    model: c.model || undefined,
    itemType: c.itemType,
    creationLogId: c.creationLogId,
    ...extra,
  };
  return {
    copy: { ...item, image_url: c.imageUrl, additionalDetails: extra.additionalInfo },
    pricing: { ...item, imageUrl: c.imageUrl, confidence: c.confidence },
  };
}

async function copyAndPricing(c: ClassifyResponse, details: Details, signal?: AbortSignal) {
  const req = requestsFor(c, details);
  const [copy, pricing] = await Promise.all([generateCopy(req.copy, signal), smartPricing(req.pricing, signal)]);
  return { copy, pricing };
}

/**
 * Identifies the photos already uploaded on pick. If the server no longer has them (the orphan sweep removed
 * photos kept in the browser for days), they are sent again once.
 */
async function classifyPicked(photos: PickedPhoto[], uploads: PhotoUploads): Promise<ClassifyResponse> {
  try {
    return await classifyUploaded(await uploads.urlsFor(photos), initialDetails.condition);
  } catch (err) {
    if (!(err instanceof ApiError && err.serverMessage === UPLOAD_ERRORS.notYours)) throw err;
    uploads.restart(photos);
    return classifyUploaded(await uploads.urlsFor(photos), initialDetails.condition);
  }
}

/** State and actions of the Create Listings tab: photos, the generation run, and the draft being edited. */
export function useGenerator() {
  const [flow, dispatchFlow] = useReducer(flowReducer, initialFlow);
  const [draft, dispatch] = useReducer(draftReducer, null);
  const [enhance, setEnhance] = useState<EnhanceSettings>(defaultEnhance);
  /** Bumped by Start Over so an answer of an abandoned run is ignored. */
  const runRef = useRef(0);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const regen = useRef(
    debouncedLatest<{ c: ClassifyResponse; details: Details }, Awaited<ReturnType<typeof copyAndPricing>>>({
      delayMs: REGENERATE_DEBOUNCE_MS,
      run: ({ c, details }, signal) => copyAndPricing(c, details, signal),
      onStart: () => dispatch({ type: "regenerating", busy: true }),
      onResult: ({ copy, pricing }) => dispatch({ type: "regenerated", copy, pricing }),
      onError: () => {
        dispatch({ type: "regenerating", busy: false });
        toast({
          title: i18n.t("generator.toasts.failedTitle"),
          description: i18n.t("generator.toasts.failedText"),
          variant: "destructive",
        });
      },
    }),
  ).current;

  // Spec section 4: a detail change regenerates title, description and pricing 500 ms later.
  const version = draft?.detailsVersion ?? 0;
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  useEffect(() => {
    const d = latestDraft.current;
    if (!d || version === 0) return;
    regen.schedule({ c: d.classification, details: d.details });
  }, [version, regen]);

  useEffect(
    () => () => {
      regen.cancel();
      clearTimeout(clearTimer.current);
    },
    [regen],
  );

  const generate = useCallback(
    async (photos: PickedPhoto[], uploads: PhotoUploads) => {
      if (photos.length === 0 || flow.phase === "working") return;
      const run = ++runRef.current;
      const current = () => run === runRef.current;
      regen.cancel();
      clearTimeout(clearTimer.current);
      try {
        const enhancing = enhance.enabled && enhancePath(enhance) !== null;
        // The bar starts at once, while the last picked photos may still be shrinking or uploading.
        dispatchFlow({ type: "step", step: enhancing ? "enhancing" : "uploading" });
        let classification: ClassifyResponse;
        if (!enhancing) classification = await classifyPicked(photos, uploads);
        else {
          let files = await Promise.all(photos.map((p) => p.ready ?? p.file));
          if (!current()) return;
          const enhanced = await Promise.all(files.map((f) => enhancePhoto(f, enhance)));
          if (!current()) return;
          if (enhanced.some((f) => f === null)) {
            toast({
              title: i18n.t("generator.toasts.enhanceWarningTitle"),
              description: i18n.t("generator.toasts.enhanceWarningText"),
              variant: "destructive",
            });
          } else {
            toast({
              title: i18n.t("generator.toasts.enhancedTitle"),
              description: i18n.t("generator.toasts.enhancedText"),
            });
          }
          files = enhanced.map((f, i) => f ?? files[i]);
          dispatchFlow({ type: "step", step: "uploading" });
          classification = await classifyPhotos(files, initialDetails.condition);
        }
        if (!current()) return;
        dispatchFlow({ type: "step", step: "identified", status: `Identified: ${classification.productName}` });
        const req = requestsFor(classification, initialDetails);
        dispatchFlow({ type: "step", step: "copy" });
        // Both asked at once (neither needs the other); the bar still reports them in the spec's order.
        const pricingCall = smartPricing(req.pricing);
        pricingCall.catch(() => undefined); // awaited below; a copy failure must not leave it unhandled
        const copy = await generateCopy(req.copy);
        if (!current()) return;
        dispatchFlow({ type: "step", step: "copied" });
        dispatchFlow({ type: "step", step: "pricing" });
        const pricing = await pricingCall;
        if (!current()) return;
        dispatch({ type: "generated", classification, copy, pricing });
        dispatchFlow({ type: "done" });
        toast({
          title: i18n.t("generator.toasts.generatedTitle"),
          description: i18n.t("generator.toasts.generatedText"),
        });
        clearTimer.current = setTimeout(() => dispatchFlow({ type: "clear-progress" }), PROGRESS_CLEAR_MS);
      } catch (err) {
        if (!current()) return;
        dispatchFlow({ type: "failed" });
        toast({
          title: i18n.t("generator.toasts.failedTitle"),
          // A photo the server refused says why (too large, storage full); anything else asks to try again.
          description:
            err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429
              ? errorText(err, i18n.t("generator.toasts.failedText"))
              : i18n.t("generator.toasts.failedText"),
          variant: "destructive",
        });
      }
    },
    [enhance, flow.phase, regen],
  );

  /** A listing kept from before a reload (useKeptWork): back on the review step as the seller left it. */
  const restore = useCallback((kept: ListingDraft) => dispatch({ type: "restored", draft: kept }), []);

  /** "What is it?": the seller's words become the item; copy and prices follow, keeping any hand-edited text. */
  const answer = useCallback(
    async (words: string) => {
      const d = latestDraft.current;
      if (!d) return;
      const run = runRef.current;
      regen.cancel();
      dispatch({ type: "regenerating", busy: true });
      try {
        const item = await identifyAnswer(d.classification.creationLogId, words);
        const classification = { ...d.classification, ...item, suggestions: [] };
        const { copy, pricing } = await copyAndPricing(classification, d.details);
        if (run !== runRef.current) return;
        dispatch({ type: "answered", classification, copy, pricing });
      } catch (err) {
        if (run !== runRef.current) return;
        dispatch({ type: "regenerating", busy: false });
        toast({
          title: i18n.t("generator.toasts.failedTitle"),
          description: errorText(err, i18n.t("generator.toasts.failedText")),
          variant: "destructive",
        });
      }
    },
    [regen],
  );

  const reset = useCallback(() => {
    runRef.current += 1;
    regen.cancel();
    clearTimeout(clearTimer.current);
    dispatch({ type: "reset" });
    dispatchFlow({ type: "reset" });
    setEnhance(defaultEnhance);
  }, [regen]);

  return { flow, draft, dispatch, enhance, setEnhance, generate, answer, reset, restore };
}
