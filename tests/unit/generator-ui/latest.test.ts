import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debouncedLatest } from "../../../src/web/features/generator/latest.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("debounced, latest-wins regeneration (spec section 4)", () => {
  it("runs once, 500 ms after the last change", async () => {
    const run = vi.fn(async (x: number) => x * 10);
    const onResult = vi.fn();
    const d = debouncedLatest({ delayMs: 500, run, onResult });
    d.schedule(1);
    await vi.advanceTimersByTimeAsync(300);
    d.schedule(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0]).toBe(2);
    expect(onResult).toHaveBeenCalledWith(20, 2);
  });

  it("a late answer never overwrites a newer one, and the older call is aborted", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const run = vi.fn((x: number, signal: AbortSignal) => {
      signals.push(signal);
      return x === 1 ? first.promise : second.promise;
    });
    const onResult = vi.fn();
    const d = debouncedLatest({ delayMs: 500, run, onResult });
    d.schedule(1);
    await vi.advanceTimersByTimeAsync(500);
    d.schedule(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(signals[0].aborted).toBe(true);
    second.resolve("new");
    await vi.advanceTimersByTimeAsync(0);
    first.resolve("old");
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith("new", 2);
  });

  it("cancel drops waiting and running work", async () => {
    const pending = deferred<string>();
    const onResult = vi.fn();
    const onError = vi.fn();
    const d = debouncedLatest({ delayMs: 500, run: () => pending.promise, onResult, onError });
    d.schedule(1);
    await vi.advanceTimersByTimeAsync(500);
    d.cancel();
    pending.resolve("late");
    d.schedule(2);
    d.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it("reports a failure of the newest run only", async () => {
    const onError = vi.fn();
    const onSettled = vi.fn();
    const d = debouncedLatest({
      delayMs: 10,
      run: async () => {
        throw new Error("down");
      },
      onResult: vi.fn(),
      onError,
      onSettled,
    });
    d.schedule(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
