/**
 * The detector's own thread: centernet on tfjs' WebAssembly backend, which runs single-threaded and would otherwise
 * hold the request thread for ~250 ms a photo. Started by detector.ts; one request at a time, in arrival order.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import * as tf from "@tensorflow/tfjs-core";
import { packageDir } from "../package-dir.ts";
import { type DetectorNotice, type DetectReply, type DetectRequest, TRAINED_INPUT } from "./detector-protocol.ts";

const modelDir = path.join(packageDir("@vladmandic/human"), "models");
const wasmDir = `${path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist")}/`;

/**
 * The graph's constants that depend on the input side S (backbone stride 32, head stride 4): the three upsampling
 * targets, the heatmap's width and its cell count. Everything else in the graph is size-free, so swapping these
 * runs the same weights on a smaller square (docs/decisions/114).
 */
function sizeConstants(size: number): Record<string, { values: number[]; shape: number[] }> {
  const q = size / 4;
  return {
    "tower_0/CenternetHead/c5_upsample/up_sampling2d/mul": { values: [size / 16, size / 16], shape: [2] },
    "tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul": { values: [size / 8, size / 8], shape: [2] },
    "tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul": { values: [q, q], shape: [2] },
    "tower_0/BatchGather/concat": { values: [q * q, 4], shape: [2] },
    "tower_0/strided_slice_6": { values: [q], shape: [] },
  };
}

/** Reads the model JSON and its weights straight from node_modules (no fetch, no network); any input side. */
function fileSystemHandler(jsonPath: string): tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(jsonPath, "utf8"));
      for (const node of json.modelTopology.node) {
        if (node.op === "Placeholder") for (const i of [1, 2]) node.attr.shape.shape.dim[i].size = "-1";
      }
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

class Detector {
  private readonly constants = new Map<number, tf.NamedTensorMap>();
  private current = TRAINED_INPUT;
  /** False when the installed model's constants are not the ones expected: then every photo runs at 512. */
  private readonly resizable: boolean;

  constructor(private readonly model: GraphModel) {
    const expected = sizeConstants(TRAINED_INPUT);
    this.resizable = Object.entries(expected).every(([name, { values }]) => {
      const held = model.weights[name]?.[0];
      return held !== undefined && String(Array.from(held.dataSync())) === String(values);
    });
  }

  detect(size: number, pixels: Uint8Array): Float32Array {
    const side = this.resizable ? size : TRAINED_INPUT;
    this.switchTo(side);
    const input =
      side === size
        ? tf.tensor4d(Float32Array.from(pixels), [1, side, side, 3], "float32")
        : tf.image.resizeBilinear(tf.tensor4d(Float32Array.from(pixels), [1, size, size, 3], "float32"), [side, side]);
    try {
      const out = this.model.execute(input, "tower_0/detections") as tf.Tensor;
      // A copy of its own: the reply transfers this buffer, which must never be a view of the wasm heap.
      const rows = Float32Array.from(out.dataSync() as Float32Array);
      out.dispose();
      // Boxes come back in the space of the side that ran; the caller expects the side it asked for.
      if (side !== size)
        for (let i = 0; i < rows.length; i += 6) for (let k = 0; k < 4; k++) rows[i + k] *= size / side;
      return rows;
    } finally {
      input.dispose();
    }
  }

  private switchTo(size: number) {
    if (size === this.current) return;
    let tensors = this.constants.get(size);
    if (!tensors) {
      tensors = {};
      for (const [name, { values, shape }] of Object.entries(sizeConstants(size))) {
        tensors[name] = tf.tensor(values, shape, "int32");
      }
      this.constants.set(size, tensors);
    }
    if (!this.constants.has(TRAINED_INPUT)) {
      const original: tf.NamedTensorMap = {};
      for (const name of Object.keys(tensors)) original[name] = this.model.weights[name][0];
      this.constants.set(TRAINED_INPUT, original);
    }
    const chosen = this.constants.get(size) as tf.NamedTensorMap;
    // GraphModel.weights is the executor's live weight map: the next execute() reads these.
    for (const [name, tensor] of Object.entries(chosen)) this.model.weights[name] = [tensor];
    this.current = size;
  }
}

async function start(): Promise<Detector> {
  setWasmPaths(wasmDir);
  await tf.setBackend("wasm");
  await tf.ready();
  const model = await loadGraphModel(fileSystemHandler(path.join(modelDir, "centernet.json")));
  const detector = new Detector(model);
  // The first run sets up the kernels; pay that here instead of on a seller's photo.
  detector.detect(TRAINED_INPUT, new Uint8Array(TRAINED_INPUT * TRAINED_INPUT * 3));
  return detector;
}

const port = parentPort;
if (port) {
  start().then(
    (detector) => {
      // Synchronous handling keeps requests strictly one after another.
      port.on("message", (req: DetectRequest) => {
        let reply: DetectReply;
        try {
          const rows = detector.detect(req.size, req.pixels);
          reply = { id: req.id, rows };
        } catch (err) {
          reply = { id: req.id, error: err instanceof Error ? err.message : String(err) };
        }
        port.postMessage(reply, "rows" in reply ? [reply.rows.buffer as ArrayBuffer] : []);
      });
      port.postMessage({ ready: true } satisfies DetectorNotice);
    },
    (err: unknown) =>
      port.postMessage({ fatal: err instanceof Error ? err.message : String(err) } satisfies DetectorNotice),
  );
}
