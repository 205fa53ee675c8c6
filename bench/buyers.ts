import { performance } from "node:perf_hooks";
import { and, eq } from "drizzle-orm";
import { postings } from "../src/server/db/schema.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../tests/helpers/factories.ts";
import { startPushService } from "../tests/helpers/push-service.ts";
import { deskActions } from "./buyers-desk.ts";
import { type Row, startBenchServer } from "./lib.ts";
import { percentile, pushFor } from "./push-timing.ts";

/**
 * Buyer questions relayed (issue 42 item 6): the time from an admin's send of a buyer's question (the desk's one
 * request, POST /api/admin/listings/:id/questions) to the seller's device's push service holding the push, decrypted
 * and checked; then the seller's one-tap answer and the time until it is on the desk (GET /api/admin/questions).
 * QUESTIONS questions, one at a time, so that the outbox is idle each time. The request's start stands in for the
 * commit, so the figures are upper bounds. Budget (the "minutes", the push budget of decision 138): p95 < 2 s.
 */
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50);

export async function run(): Promise<Row[]> {
  const service = await startPushService();
  const { app, url, database } = await startBenchServer({
    prepare: async (config) => {
      config.push.allowLocalEndpoints = true; // the push service is on this machine
    },
  });
  const json = (cookie: string, method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: app.config.publicUrl, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  try {
    const admin = await loginCookie(app, await createAdmin(app));
    const toPush: number[] = [];
    const answerToDesk: number[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      const seller = await createUser(app);
      const listing = await createListing(app, seller, { title: `Bench cycle ${i}`, price: "6000.00" });
      await app.db
        .update(postings)
        .set({ status: "posted", url: `https://www.olx.in/item/bench-iid-${i}` })
        .where(and(eq(postings.listingId, listing.id), eq(postings.marketplace, "olx")));
      const device = service.device();
      const cookie = await loginCookie(app, seller);
      const sub = await json(cookie, "POST", "/api/push/subscriptions", device.subscription);
      if (sub.status !== 201) throw new Error(`subscribe: ${sub.status} ${await sub.text()}`);
      const t0 = performance.now();
      const res = await json(admin, "POST", `/api/admin/listings/${listing.id}/questions`, {
        marketplace: "olx",
        common: "available",
      });
      const question = (await res.json()) as { id: string };
      if (res.status !== 201) throw new Error(`question: ${res.status}`);
      const push = await pushFor(service, device.id, `question ${i}`);
      if (!push.payload.body.includes("Bench cycle"))
        throw new Error(`unexpected push ${JSON.stringify(push.payload)}`);
      toPush.push(push.at - t0);
      const t1 = performance.now();
      const answered = await json(cookie, "POST", `/api/questions/${question.id}/answer`, { reply: "available" });
      if (answered.status !== 200) throw new Error(`answer: ${answered.status}`);
      await answered.arrayBuffer();
      const desk = (await (await json(admin, "GET", `/api/admin/questions?listingId=${listing.id}`)).json()) as {
        answerForBuyer: string | null;
      }[];
      if (desk[0]?.answerForBuyer !== "Yes, it is still available.") throw new Error("answer not on the desk");
      answerToDesk.push(performance.now() - t1);
      await json(admin, "POST", `/api/admin/questions/${question.id}/relayed`).then((r) => r.arrayBuffer());
    }
    if (service.problems.length) throw new Error(service.problems.join("; "));
    const round = (n: number) => Math.round(n * 10) / 10;
    const sorted = [...toPush].sort((a, b) => a - b);
    const back = [...answerToDesk].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    return [
      {
        scenario: "admin sends a question -> push held by the seller's device's push service",
        database,
        questions: QUESTIONS,
        p50Ms: round(percentile(sorted, 0.5)),
        p95Ms: round(p95),
        maxMs: round(sorted.at(-1) ?? Number.NaN),
        budget: p95 < 2000 ? "met" : "MISSED",
      },
      {
        scenario: "seller's one-tap answer -> on the admin's desk, worded for the buyer",
        database,
        questions: QUESTIONS,
        p50Ms: round(percentile(back, 0.5)),
        p95Ms: round(percentile(back, 0.95)),
        maxMs: round(back.at(-1) ?? Number.NaN),
        budget: "-",
      },
      ...(await deskActions()),
    ];
  } finally {
    await app.close();
    await service.close();
  }
}
