/**
 * Debounced, latest-wins work (spec section 4, detail changes): `schedule` waits `delayMs` after the last call,
 * then runs; a newer run aborts the older one and an older answer that still arrives is dropped, so a late
 * answer never overwrites a newer one.
 */
export interface DebouncedLatest<T> {
  schedule(input: T): void;
  /** Drops any waiting or running work (Start Over, unmount). */
  cancel(): void;
}

export function debouncedLatest<T, R>(opts: {
  delayMs: number;
  run: (input: T, signal: AbortSignal) => Promise<R>;
  onStart?: () => void;
  onResult: (result: R, input: T) => void;
  onError?: (err: unknown) => void;
  /** Called when the newest run settles (busy indicator off). */
  onSettled?: () => void;
}): DebouncedLatest<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;
  let controller: AbortController | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    seq += 1;
    controller?.abort();
    controller = undefined;
  };

  return {
    schedule(input) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        seq += 1;
        const mine = seq;
        controller?.abort();
        const own = new AbortController();
        controller = own;
        opts.onStart?.();
        opts.run(input, own.signal).then(
          (result) => {
            if (mine !== seq) return;
            opts.onResult(result, input);
            opts.onSettled?.();
          },
          (err) => {
            if (mine !== seq) return;
            opts.onError?.(err);
            opts.onSettled?.();
          },
        );
      }, opts.delayMs);
    },
    cancel,
  };
}
