import { sql } from "drizzle-orm";
import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { scheduleHourly } from "../../lib/hourly-job.ts";
import { notFound } from "../../lib/http-error.ts";
import { isListingId } from "../listings/service.ts";
import { makeDueSuggestions } from "./price-suggestions/service.ts";

/**
 * The one job runner for work that comes due with time (issue 30 item 4, docs/decisions/136): today, price
 * suggestions. Every server runs it hourly; each due listing is handled once (its row lock with skip locked, and
 * the partial unique index of open suggestions). Tests call it directly after moving the ManualClock.
 */
export async function runDueWork(app: App): Promise<{ suggestions: number }> {
  return { suggestions: await makeDueSuggestions(app) };
}

/** Hourly on every server (src/server/lib/hourly-job.ts). Not in tests: they run the job at the clock's time. */
export function scheduleDueWork(app: App) {
  if (app.config.env === "test") return;
  scheduleHourly(app, "due work", async () => {
    const r = await runDueWork(app);
    if (r.suggestions > 0) app.log.info(r, "due work done");
  });
}

/** The job on every server, and the journeys' routes when E2E_TEST_ROUTES is on. */
export default async function dueWorkRoutes(app: App) {
  registerTestRoutes(app);
  scheduleDueWork(app);
}

/**
 * "Time in journeys" (E2E_TEST_ROUTES, refused with an https PUBLIC_URL; 404 when off): an admin ages ONE listing
 * (its posted ads' live dates, its created_at and its history move back by `days`), or runs the due-work job now. Journeys run
 * in parallel on one server, so nothing here moves a clock that others read.
 */
export function registerTestRoutes(app: App) {
  if (!app.config.afterLive.testRoutes) return;
  app.post(
    "/api/test/age-listing/:listingId",
    {
      onRequest: requireAdmin,
      schema: {
        hide: true,
        params: z.object({ listingId: z.string().max(100) }),
        body: z.object({ days: z.number().int().min(0).max(3650) }),
        response: { 200: z.object({ ok: z.literal(true) }), 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { listingId } = request.params;
      if (!isListingId(listingId)) throw notFound("Listing not found");
      const by = `${request.body.days} days`;
      const result = await app.db.transaction(async (tx) => {
        const rows = await tx.execute(sql`
          update listings set created_at = created_at - ${by}::interval where id = ${listingId} returning id`);
        await tx.execute(sql`
          update postings set live_since = live_since - ${by}::interval, expires_at = expires_at - ${by}::interval,
            renewed_at = renewed_at - ${by}::interval
          where listing_id = ${listingId} and status = 'posted'`);
        // Its history moves with it (issue 48): the performance screens read their days from it.
        await tx.execute(sql`
          update listing_events set at = at - ${by}::interval, until = until - ${by}::interval
          where listing_id = ${listingId}`);
        await tx.execute(sql`
          update listing_facts set listed_at = listed_at - ${by}::interval,
            olx_live_at = olx_live_at - ${by}::interval, quikr_live_at = quikr_live_at - ${by}::interval,
            facebook_live_at = facebook_live_at - ${by}::interval, off_sale_at = off_sale_at - ${by}::interval,
            sold_at = sold_at - ${by}::interval, paid_at = paid_at - ${by}::interval,
            last_interest_at = last_interest_at - ${by}::interval
          where listing_id = ${listingId}`);
        return (rows as unknown as { rows: unknown[] }).rows.length;
      });
      if (result === 0) throw notFound("Listing not found");
      return { ok: true as const };
    },
  );
  app.post(
    "/api/test/due-work",
    {
      onRequest: requireAdmin,
      schema: {
        hide: true,
        response: { 200: z.object({ suggestions: z.number() }), 403: errorSchema },
      },
    },
    async () => runDueWork(app),
  );
}
