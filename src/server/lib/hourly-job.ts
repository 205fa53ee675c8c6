import type { FastifyInstance } from "fastify";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Runs `run` a minute after start-up, then an hour after each run ends, on every server; never keeps the process
 * alive and stops when the app closes. A failure is logged and the next hour tries again. Work that must happen once
 * across servers makes itself safe (row locks, unique keys): this only says when.
 */
export function scheduleHourly(app: FastifyInstance, name: string, run: () => Promise<void>) {
  let closed = false;
  let timer = setTimeout(function tick() {
    void run()
      .catch((err) => app.log.warn({ err }, `${name} failed`))
      .finally(() => {
        if (closed) return;
        timer = setTimeout(tick, HOUR);
        timer.unref();
      });
  }, MINUTE);
  timer.unref();
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
}
