import { readFile } from "node:fs/promises";
import path from "node:path";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import * as tf from "@tensorflow/tfjs-core";
import sharp from "sharp";
import { packageDir } from "../package-dir.ts";
import { COCO_LABELS, type CocoLabel } from "./coco-labels.ts";

const INPUT = 512;
const MIN_SCORE = 0.2;

export interface Detection {
  label: CocoLabel;
  score: number;
  /** Box in the 0..1 space of the image given: left, top, width, height. */
  box: { x: number; y: number; w: number; h: number };
}

const modelDir = path.join(packageDir("@vladmandic/human"), "models");
const wasmDir = `${path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist")}/`;

/** Reads the model JSON and its weights straight from node_modules: no fetch, no network. */
function fileSystemHandler(jsonPath: string): tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(jsonPath, "utf8"));
      const weightSpecs = json.weightsManifest.flatMap((g: { weights: tf.io.WeightsManifestEntry[] }) => g.weights);
      const buffers = await Promise.all(
        json.weightsManifest.flatMap((g: { paths: string[] }) =>
          g.paths.map((p) => readFile(path.join(path.dirname(jsonPath), p))),
        ),
      );
      const all = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

let loading: Promise<GraphModel> | undefined;

/** Loads the model once per process and warms it up; concurrent callers share the same promise. */
export function loadDetector(): Promise<GraphModel> {
  loading ??= (async () => {
    setWasmPaths(wasmDir);
    await tf.setBackend("wasm");
    await tf.ready();
    const model = await loadGraphModel(fileSystemHandler(path.join(modelDir, "centernet.json")));
    // The first run compiles kernels; pay that once here instead of on a seller's photo.
    const warm = tf.zeros([1, INPUT, INPUT, 3]);
    const out = model.execute(warm, "tower_0/detections") as tf.Tensor;
    tf.dispose([warm, out]);
    return model;
  })().catch((err) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** Runs centernet on one image; answers the boxes above MIN_SCORE, best first, one per overlapping object. */
export async function detectObjects(image: Buffer): Promise<Detection[]> {
  const model = await loadDetector();
  // Squash to 512x512 as the model was trained; boxes come back in that space and map back linearly.
  const { data } = await sharp(image)
    .removeAlpha()
    .resize(INPUT, INPUT, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = tf.tensor4d(Float32Array.from(data), [1, INPUT, INPUT, 3], "float32");
  const out = model.execute(input, "tower_0/detections") as tf.Tensor;
  const rows = (await out.array()) as number[][][];
  tf.dispose([input, out]);
  const found: Detection[] = [];
  for (const [x1, y1, x2, y2, score, cls] of rows[0]) {
    if (!(score >= MIN_SCORE) || Number.isNaN(cls)) continue;
    const label = COCO_LABELS[Math.round(cls)];
    if (!label) continue;
    const box = {
      x: clamp01(x1 / INPUT),
      y: clamp01(y1 / INPUT),
      w: clamp01((x2 - x1) / INPUT),
      h: clamp01((y2 - y1) / INPUT),
    };
    if (found.some((d) => d.label === label && iou(d.box, box) > 0.5)) continue;
    found.push({ label, score, box });
  }
  return found.sort((a, b) => b.score - a.score);
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
