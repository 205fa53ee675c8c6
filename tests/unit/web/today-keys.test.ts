import { describe, expect, it } from "vitest";
import { spanText, targetText } from "../../../src/contract/work-queue.ts";
import { todayActionFor } from "../../../src/web/features/admin/today/shortcuts.ts";
import { dueText, waitingText } from "../../../src/web/features/admin/today/time.ts";

/** Today's keys (issue 41): plain letters and arrows, never with a modifier, never while typing or on a control. */
const press = (key: string, over: Partial<Parameters<typeof todayActionFor>[0]> = {}) =>
  todayActionFor({ key, ctrlKey: false, altKey: false, metaKey: false, target: null, ...over });

const fakeTarget = (matches: string | null, typing = false) =>
  ({
    closest: (sel: string) => (matches && sel.includes(matches) ? {} : null),
    isContentEditable: typing,
  }) as unknown as EventTarget;

describe("Today's keys", () => {
  it.each([
    ["j", "next"],
    ["J", "next"],
    ["ArrowDown", "next"],
    ["k", "previous"],
    ["ArrowUp", "previous"],
    ["o", "open"],
    ["Enter", "open"],
    ["d", "done"],
  ] as const)("%s is %s", (key, action) => {
    expect(press(key)).toBe(action);
  });

  it("ignores other keys, modifiers, repeats of open and done, composing, and what was handled", () => {
    expect(press("x")).toBeNull();
    expect(press("d", { ctrlKey: true })).toBeNull();
    expect(press("o", { metaKey: true })).toBeNull();
    expect(press("j", { altKey: true })).toBeNull();
    expect(press("d", { repeat: true })).toBeNull();
    expect(press("j", { repeat: true })).toBe("next");
    expect(press("d", { isComposing: true })).toBeNull();
    expect(press("d", { defaultPrevented: true })).toBeNull();
  });

  it("leaves typing alone, and Enter and arrows to the control that has the focus", () => {
    expect(press("d", { target: fakeTarget(null, true) })).toBeNull();
    expect(press("Enter", { target: fakeTarget("button") })).toBeNull();
    expect(press("ArrowDown", { target: fakeTarget("[role='tab']") })).toBeNull();
    expect(press("d", { target: fakeTarget("button") })).toBe("done");
  });
});

describe("ages and targets in words", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("says how long an item waits and when it is due", () => {
    expect(waitingText("2026-11-28T06:30:00Z", now)).toBe("waiting 5 h 30 min");
    expect(dueText("2026-11-28T12:45:00Z", now)).toBe("due in 45 min");
    expect(dueText("2026-11-26T09:00:00Z", now)).toBe("overdue by 2 d 3 h");
  });
  it("words a target", () => {
    expect(spanText(120)).toBe("2 h");
    expect(targetText("delist", 120)).toBe("within 2 h");
    expect(targetText("renewal", 0)).toBe("before expiry");
    expect(targetText("renewal", 1440)).toBe("1 d before expiry");
  });
});
