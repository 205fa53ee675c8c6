import { describe, expect, it } from "vitest";
import { perTabQueue } from "../../../extension/src/background/per-tab.ts";

/** A read-modify-write of a stored value that yields between the read and the write, as chrome.storage does. */
function store() {
  let value: string[] = [];
  const tick = () => new Promise<void>((r) => setTimeout(r, 0));
  return {
    get value() {
      return value;
    },
    async add(item: string, yields: number) {
      const read = value;
      for (let i = 0; i < yields; i++) await tick();
      value = [...read, item];
    },
  };
}

describe("perTabQueue (the assistant's per-tab state changes)", () => {
  it("runs one tab's changes one after the other: a slow change is not overwritten by a quick one", async () => {
    const serial = perTabQueue();
    const s = store();
    await Promise.all([serial(1, () => s.add("saving", 5)), serial(1, () => s.add("address", 0))]);
    expect(s.value).toEqual(["saving", "address"]);
  });

  it("the same two changes side by side, without the queue, lose one (the race it prevents)", async () => {
    const s = store();
    await Promise.all([s.add("saving", 5), s.add("address", 0)]);
    expect(s.value).toEqual(["saving"]);
  });

  it("does not hold one tab's change behind another tab's", async () => {
    const serial = perTabQueue();
    const order: string[] = [];
    let release = () => {};
    const slow = serial(1, () => new Promise<void>((r) => (release = r)).then(() => order.push("tab 1")));
    await serial(2, async () => order.push("tab 2"));
    release();
    await slow;
    expect(order).toEqual(["tab 2", "tab 1"]);
  });

  it("goes on after a change that failed, and hands each caller its own result", async () => {
    const serial = perTabQueue();
    const failed = serial(1, async () => {
      throw new Error("storage gone");
    });
    const next = serial(1, async () => 42);
    await expect(failed).rejects.toThrow("storage gone");
    await expect(next).resolves.toBe(42);
  });
});
