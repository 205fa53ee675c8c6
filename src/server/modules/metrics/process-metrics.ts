import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * Metrics of the process rather than of one app (docs/decisions/128): Node's own (event-loop lag, heap, CPU,
 * handles, GC) and the generation stages, which run on the photo engine that one process loads once. Tests build
 * many apps in one process, so these live in one registry of their own, never prom-client's global one, and every
 * app's /metrics merges it with the app's registry (app-metrics.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** The steps of making a listing, each timed on its own (issue 24 item 2). */
export type GenerationStage = "detect" | "ocr" | "identify_hosted" | "copy" | "pricing" | "enhancement";

const stageSeconds = new Histogram({
  name: "snaplist_generation_stage_duration_seconds",
  help: "Time each step of making a listing took: detect (objects), ocr (label text), identify_hosted (the hosted model), copy (titles and description), pricing, enhancement; outcome ok or error",
  labelNames: ["stage", "outcome"],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

/** Runs one generation stage and records how long it took, whether it answered or threw. */
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
