import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { engineState } from "../generator/warm-up.ts";

/**
 * Metrics that belong to the process, not to one app instance: Node's own (event-loop lag, memory, CPU, handles),
 * the photo engine (one per process, warmed once) and the generation stages it runs. Tests build many apps in one
 * process, so these live in one registry here and each app's /metrics merges them with its own (app-metrics.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: "snaplist_" });

export type GenerationStage = "detect" | "ocr" | "hosted_identify" | "copy" | "pricing" | "enhancement";

const stageSeconds = new Histogram({
  name: "snaplist_generation_stage_seconds",
  help: "Time each stage of making a listing took: detect, ocr (photo text), hosted_identify, copy, pricing, enhancement",
  labelNames: ["stage", "outcome"],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
  registers: [processRegistry],
});

new Gauge({
  name: "snaplist_engine_warm",
  help: "1 when the offline photo engine (detector and OCR) is loaded and warm, 0 while it is off or warming",
  labelNames: ["state"],
  registers: [processRegistry],
  collect() {
    this.reset();
    const state = engineState();
    this.set({ state }, state === "warm" ? 1 : 0);
  },
});

/** Runs one generation stage and records how long it took, whether it succeeded or threw. */
export async function timeStage<T>(stage: GenerationStage, work: () => Promise<T> | T): Promise<T> {
  const end = stageSeconds.startTimer({ stage });
  try {
    const result = await work();
    end({ outcome: "ok" });
    return result;
  } catch (err) {
    end({ outcome: "error" });
    throw err;
  }
}
