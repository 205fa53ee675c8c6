import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDetector, detectObjects } from "../../../src/server/modules/generator/identify/detector.ts";

const photo = (name: string) => readFileSync(path.join(import.meta.dirname, "..", "..", "fixtures", "photos", name));

afterAll(() => closeDetector());

describe("detectObjects (centernet in its worker thread)", { timeout: 60_000 }, () => {
  it("finds the motorcycle at the trained size, with its box in the photo's 0..1 space", async () => {
    const [top] = await detectObjects(photo("motorcycle_left.png"));
    expect(top.label).toBe("motorcycle");
    // The bike fills most of the frame, with a margin on every side.
    expect(top.box.x).toBeGreaterThan(0.05);
    expect(top.box.y).toBeGreaterThan(0.05);
    expect(top.box.x + top.box.w).toBeLessThan(0.98);
    expect(top.box.y + top.box.h).toBeLessThan(0.98);
    expect(top.box.w).toBeGreaterThan(0.5);
  });

  it("finds the same objects on a smaller input, in the same box space", async () => {
    const [big] = await detectObjects(photo("motorcycle_left.png"));
    const [small] = await detectObjects(photo("motorcycle_left.png"), { inputSize: 320 });
    expect(small.label).toBe("motorcycle");
    for (const k of ["x", "y", "w", "h"] as const) expect(Math.abs(small.box[k] - big.box[k])).toBeLessThan(0.1);
    const cup = await detectObjects(photo("coffee.png"), { inputSize: 300 }); // rounded to a multiple of 32
    expect(cup[0].label).toBe("cup");
  });

  it("answers requests sent together, each with its own photo's objects", async () => {
    const [bike, cup, text] = await Promise.all([
      detectObjects(photo("motorcycle_left.png"), { inputSize: 320 }),
      detectObjects(photo("coffee.png")),
      detectObjects(photo("test.png"), { inputSize: 10_000 }),
    ]);
    expect(bike[0].label).toBe("motorcycle");
    expect(cup[0].label).toBe("cup");
    expect(text).toEqual([]);
  });

  it("starts a new worker after being closed", async () => {
    await closeDetector();
    const [top] = await detectObjects(photo("coffee.png"));
    expect(top.label).toBe("cup");
  });
});
