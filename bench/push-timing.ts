import type { PushService, ReceivedPush } from "../tests/helpers/push-service.ts";

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

/** The first push the local push service holds for `deviceId`, waited for up to 30 s (`what` names it in the error). */
export async function pushFor(service: PushService, deviceId: string, what: string): Promise<ReceivedPush> {
  const deadline = Date.now() + 30_000;
  let push = service.received.find((p) => p.deviceId === deviceId);
  while (!push && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2));
    push = service.received.find((p) => p.deviceId === deviceId);
  }
  if (!push) throw new Error(`no push for ${what} within 30 s`);
  return push;
}
