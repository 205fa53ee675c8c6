import { performance } from "node:perf_hooks";
import { createAdmin, createListing, createUser, loginCookie } from "../tests/helpers/factories.ts";
import { startPushService } from "../tests/helpers/push-service.ts";
import { type Row, startBenchServer } from "./lib.ts";
import { percentile, pushFor } from "./push-timing.ts";

/**
 * Web Push (issue 32): the time from an admin's sale request to the seller's device's push service receiving the
 * 'Sold!' push, decrypted and checked - over SALES sales, one at a time, so that the outbox is idle each time.
 * The request's start stands in for the commit (which is inside it), so the figure is an upper bound.
 * Budget: p95 < 2 s.
 */
const SALES = Number(process.env.BENCH_SALES ?? 50);

export async function run(): Promise<Row[]> {
  const service = await startPushService();
  const { app, url, database } = await startBenchServer({
    prepare: async (config) => {
      config.push.allowLocalEndpoints = true; // the push service is on this machine
    },
  });
  try {
    const admin = await loginCookie(app, await createAdmin(app));
    const toPush: number[] = [];
    const toAnswer: number[] = [];
    for (let i = 0; i < SALES; i++) {
      const seller = await createUser(app);
      const listing = await createListing(app, seller, { title: `Bench item ${i}` });
      const device = service.device();
      const cookie = await loginCookie(app, seller);
      const sub = await fetch(`${url}/api/push/subscriptions`, {
        method: "POST",
        headers: { cookie, origin: app.config.publicUrl, "content-type": "application/json" },
        body: JSON.stringify(device.subscription),
      });
      if (sub.status !== 201) throw new Error(`subscribe: ${sub.status} ${await sub.text()}`);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/admin/sales`, {
        method: "POST",
        headers: { cookie: admin, origin: app.config.publicUrl, "content-type": "application/json" },
        body: JSON.stringify({ listingId: listing.id, saleAmount: "1200", marketplace: "olx" }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`sale: ${res.status}`);
      toAnswer.push(performance.now() - t0);
      const push = await pushFor(service, device.id, `sale ${i}`);
      if (push.payload.title !== "Sold!") throw new Error(`unexpected push ${JSON.stringify(push.payload)}`);
      toPush.push(push.at - t0);
    }
    if (service.problems.length) throw new Error(service.problems.join("; "));
    const round = (n: number) => Math.round(n * 10) / 10;
    const sorted = [...toPush].sort((a, b) => a - b);
    const answers = [...toAnswer].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    return [
      {
        scenario: "sale request -> push received by the local push service",
        database,
        sales: SALES,
        p50Ms: round(percentile(sorted, 0.5)),
        p95Ms: round(p95),
        maxMs: round(sorted.at(-1) ?? Number.NaN),
        saleAnswerP95Ms: round(percentile(answers, 0.95)),
        budget: p95 < 2000 ? "met" : "MISSED",
      },
    ];
  } finally {
    await app.close();
    await service.close();
  }
}
