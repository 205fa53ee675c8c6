import { describe, expect, it } from "vitest";
import { flowReducer, initialFlow, PROGRESS } from "../../../src/web/features/generator/flow.ts";

describe("generation flow (spec section 4)", () => {
  it("walks the spec's steps: enhancing 15, then 5, 25, 50, 65, 80, 100", () => {
    const steps = ["enhancing", "uploading", "identified", "copy", "copied", "pricing"] as const;
    let s = initialFlow;
    const seen: number[] = [];
    for (const step of steps) {
      s = flowReducer(s, { type: "step", step });
      expect(s.phase).toBe("working");
      seen.push(s.progress as number);
    }
    s = flowReducer(s, { type: "done" });
    seen.push(s.progress as number);
    expect(seen).toEqual([15, 5, 25, 50, 65, 80, 100]);
    expect(s.phase).toBe("ready");
  });

  it("clears a finished bar but never a running one", () => {
    const done = flowReducer(initialFlow, { type: "done" });
    expect(flowReducer(done, { type: "clear-progress" })).toMatchObject({ phase: "ready", progress: null });
    const running = flowReducer(initialFlow, { type: "step", step: "copy" });
    expect(flowReducer(running, { type: "clear-progress" })).toBe(running);
  });

  it("a step may carry its own status text", () => {
    const s = flowReducer(initialFlow, { type: "step", step: "identified", status: "Identified: Samsung Galaxy S21" });
    expect(s).toMatchObject({ progress: PROGRESS.identified.progress, status: "Identified: Samsung Galaxy S21" });
  });

  it("a failure and Start Over go back to idle", () => {
    const running = flowReducer(initialFlow, { type: "step", step: "pricing" });
    expect(flowReducer(running, { type: "failed" })).toEqual(initialFlow);
    expect(flowReducer(running, { type: "reset" })).toEqual(initialFlow);
  });
});
