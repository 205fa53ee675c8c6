import type { Worker } from "node:worker_threads";
import sharp from "sharp";
import { startWorker } from "../../../lib/start-worker.ts";
import { COCO_LABELS, type CocoLabel } from "./coco-labels.ts";
import { type DetectorNotice, type DetectReply, type DetectRequest, TRAINED_INPUT } from "./detector-protocol.ts";

const MIN_SCORE = 0.2;
/** Smallest input side offered: below it COCO objects of a listing photo stop being found at all. */
const MIN_INPUT = 128;

export interface Detection {
  label: CocoLabel;
  score: number;
  /** Box in the 0..1 space of the image given: left, top, width, height. */
  box: { x: number; y: number; w: number; h: number };
}

export interface DetectOptions {
  /**
   * Side of the square the photo is squashed to, rounded to a multiple of 32, at most 512 (the trained size, the
   * default). Cost falls with the area: ~250 ms CPU at 512, ~110 ms at 320 here; the main photo deserves 512, a
   * secondary photo that only has to agree with it can take 320 (docs/decisions/114).
   */
  inputSize?: number;
}

interface Waiting {
  resolve: (rows: Float32Array) => void;
  reject: (err: Error) => void;
}

let worker: Worker | undefined;
let loading: Promise<void> | undefined;
let loaded = false;
const waiting = new Map<number, Waiting>();
let nextId = 1;

/**
 * Starts the detector's worker thread and loads centernet there, once per process; concurrent callers share the
 * same promise, and a failed start is retried on the next call. The thread never keeps the process alive on its
 * own: it holds a reference only while something waits for it.
 */
export function loadDetector(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const w = startWorker(import.meta.url, "detector-worker");
    worker = w;
    const fail = (err: Error) => {
      reject(err);
      for (const p of waiting.values()) p.reject(err);
      waiting.clear();
      if (worker === w) {
        worker = undefined;
        loading = undefined;
        loaded = false;
      }
    };
    w.on("message", (msg: DetectReply | DetectorNotice) => {
      if ("ready" in msg) {
        loaded = true;
        w.unref();
        return resolve();
      }
      if ("fatal" in msg) {
        void w.terminate();
        return fail(new Error(`The object detector could not start: ${msg.fatal}`));
      }
      const p = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (waiting.size === 0) w.unref();
      if ("error" in msg) p?.reject(new Error(msg.error));
      else p?.resolve(msg.rows);
    });
    w.on("error", (err) => fail(err));
    w.on("exit", (code) => fail(new Error(`The object detector stopped (exit code ${code}).`)));
  });
  return loading;
}

/** True once the model is loaded and has run once: what /api/health reports as a warm engine. */
export function detectorReady(): boolean {
  return loaded;
}

/** Stops the worker thread (tests, shutdown); the next detection starts a new one. */
export async function closeDetector(): Promise<void> {
  const w = worker;
  if (!w) return;
  await w.terminate();
}

/** Runs centernet on one image; answers the boxes above MIN_SCORE, best first, one per overlapping object. */
export async function detectObjects(image: Buffer, options: DetectOptions = {}): Promise<Detection[]> {
  const size = inputSide(options.inputSize);
  // Squash to a square as the model was trained; boxes come back in that space and map back linearly.
  // sharp works on libuv's pool and the model in its own thread: this thread only passes bytes along.
  const [pixels] = await Promise.all([
    sharp(image).removeAlpha().resize(size, size, { fit: "fill" }).raw().toBuffer(),
    loadDetector(),
  ]);
  const rows = await run(size, pixels);
  const found: Detection[] = [];
  for (let i = 0; i + 5 < rows.length; i += 6) {
    const [x1, y1, x2, y2, score, cls] = rows.subarray(i, i + 6);
    if (!(score >= MIN_SCORE) || Number.isNaN(cls)) continue;
    const label = COCO_LABELS[Math.round(cls)];
    if (!label) continue;
    const box = {
      x: clamp01(x1 / size),
      y: clamp01(y1 / size),
      w: clamp01((x2 - x1) / size),
      h: clamp01((y2 - y1) / size),
    };
    if (found.some((d) => d.label === label && iou(d.box, box) > 0.5)) continue;
    found.push({ label, score, box });
  }
  return found.sort((a, b) => b.score - a.score);
}

function inputSide(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return TRAINED_INPUT;
  return Math.min(TRAINED_INPUT, Math.max(MIN_INPUT, Math.round(requested / 32) * 32));
}

function run(size: number, pixels: Buffer): Promise<Float32Array> {
  const w = worker;
  if (!w) return Promise.reject(new Error("The object detector is not running."));
  const id = nextId++;
  // A copy with a buffer of its own, handed over without another copy.
  const bytes = new Uint8Array(pixels);
  return new Promise<Float32Array>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, size, pixels: bytes } satisfies DetectRequest, [bytes.buffer]);
  });
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

function iou(a: Detection["box"], b: Detection["box"]): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}
