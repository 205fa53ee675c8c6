import { HttpError } from "./http-error.ts";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs CPU-heavy jobs (detection, OCR, enhancement) a few at a time, first come first served, so that the event
 * loop keeps answering ordinary requests in between (docs/decisions/103). Before each job it yields one turn of
 * the event loop, so requests that arrived while the previous job held the thread are served first.
 * A queue that is already `maxWaiting` long refuses more work with 429 instead of growing without bound.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    /** Mutable only so that the benchmark can compare with an unbounded setting. */
    public concurrency: number,
    readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new HttpError(429, this.busyMessage);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      await nextTurn();
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job waiting; `running` only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }
}

/** The process's one queue for photo analysis and enhancement (tfjs-wasm and sharp share 2 cores here). */
export const heavyWork = new WorkQueue(
  1,
  50,
  "Our photo engine is busy with other sellers' photos. Please try again in a few seconds.",
);
