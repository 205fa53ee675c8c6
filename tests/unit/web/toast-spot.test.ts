import { describe, expect, it } from "vitest";
import { type Box, toastSpot } from "../../../src/web/lib/toastSpot.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const phoneToast = { width: 358, height: 66 };
const desktopToast = { width: 440, height: 66 };
const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("toastSpot", () => {
  it("takes the top right corner of an empty screen", () => {
    expect(toastSpot({ viewport: desktop, toast: desktopToast, controls: [], landmarks: [] })).toEqual({
      x: 1280 - 16 - 440,
      y: 8,
      tier: 0,
    });
  });

  it("on a phone goes below the top navigation's buttons, not over them", () => {
    const nav = [box(16, 10, 120, 30), box(300, 10, 30, 30), box(340, 10, 30, 30)];
    const spot = toastSpot({ viewport: phone, toast: phoneToast, controls: nav, landmarks: [] });
    expect(spot).toEqual({ x: 16, y: 48, tier: 0 });
  });

  it("finds the gap between controls, and leaves a heading free when it can", () => {
    const controls = [box(16, 0, 358, 100), box(16, 300, 358, 544)];
    const heading = box(16, 110, 200, 30);
    const spot = toastSpot({ viewport: phone, toast: phoneToast, controls, landmarks: [heading] });
    expect(spot).toMatchObject({ tier: 0, y: 148 });
  });

  it("covers a heading rather than a button", () => {
    const controls = [box(16, 0, 358, 100), box(16, 180, 358, 664)];
    const heading = box(16, 110, 200, 30);
    const spot = toastSpot({ viewport: phone, toast: phoneToast, controls, landmarks: [heading] });
    expect(spot.tier).toBe(1);
    for (const c of controls) expect(overlaps({ ...spot, ...phoneToast }, c)).toBe(false);
  });

  it("on a desktop moves to the left edge when the right column is full of controls", () => {
    const rightColumn = box(560, 0, 720, 800);
    const spot = toastSpot({ viewport: desktop, toast: desktopToast, controls: [rightColumn], landmarks: [] });
    expect(spot).toEqual({ x: 16, y: 8, tier: 0 });
  });

  it("stays where it is while that is still as good, so that it does not hop about", () => {
    const input = { viewport: desktop, toast: desktopToast, controls: [box(0, 0, 1280, 60)], landmarks: [] };
    expect(toastSpot({ ...input, current: { x: 824, y: 400 } })).toEqual({ x: 824, y: 400, tier: 0 });
    // A menu opening under it moves it.
    const moved = toastSpot({
      ...input,
      controls: [...input.controls, box(800, 380, 200, 200)],
      current: { x: 824, y: 400 },
    });
    expect(moved.tier).toBe(0);
    expect(moved).not.toMatchObject({ x: 824, y: 400 });
  });

  it("when every spot covers a control, covers the least of them and stays on screen", () => {
    const controls = [box(0, 0, 390, 400), box(0, 430, 390, 414)];
    const spot = toastSpot({ viewport: phone, toast: phoneToast, controls, landmarks: [] });
    expect(spot.tier).toBe(2);
    expect(spot.y).toBeGreaterThanOrEqual(8);
    expect(spot.y + phoneToast.height).toBeLessThanOrEqual(phone.height);
    // It overlaps the 30 px gap between the two blocks rather than lying wholly on one of them.
    expect(spot.y).toBeGreaterThan(350);
  });
});
