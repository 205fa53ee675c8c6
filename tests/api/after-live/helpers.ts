import { and, eq, inArray, sql } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { postings, postingUpdateTasks } from "../../../src/server/db/schema.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createAdmin, createListing, createUser, ownUploads } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";

export { clientFor } from "../listings/helpers.ts";

/** An admin, a seller, and one active listing of theirs live on OLX and Quikr (Facebook still pending). */
export async function liveSetup(app: App, opts: { price?: string; live?: Array<"olx" | "quikr" | "facebook"> } = {}) {
  const adminUser = await createAdmin(app);
  const admin = await clientFor(app, adminUser);
  const sellerUser = await createUser(app);
  const asSeller = await clientFor(app, sellerUser);
  const listing = await createListing(app, sellerUser, { title: "Canon EOS 200D", price: opts.price ?? "12000.00" });
  await ownUploads(app, sellerUser, ["/uploads/test.jpg", "/uploads/p2.jpg", "/uploads/p3.jpg", "/uploads/p4.jpg"]);
  const now = app.clock.now();
  // The listing's own ad: an ad's address belongs to one listing (docs/decisions/182).
  const ad = adUrl("olx");
  await app.db
    .update(postings)
    .set({
      status: "posted",
      url: ad,
      liveSince: now,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    })
    .where(and(eq(postings.listingId, listing.id), inArray(postings.marketplace, opts.live ?? ["olx", "quikr"])));
  return { adminUser, admin, sellerUser, asSeller, listing, ad };
}

/** The listing's tasks, open first then by marketplace. */
export async function tasksOf(app: App, listingId: string) {
  const result = await app.db.execute(sql`
    select t.id, p.marketplace, t.changes, t.done_at as "doneAt", t.closed_reason as "closedReason",
      t.done_by_admin_id as "doneBy"
    from posting_update_tasks t join postings p on p.id = t.posting_id
    where t.listing_id = ${listingId}
    order by (t.done_at is null) desc, array_position(array['olx','quikr','facebook'], p.marketplace), t.created_at`);
  return (
    result as unknown as {
      rows: Array<{
        id: string;
        marketplace: string;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
        doneAt: string | null;
        closedReason: string | null;
        doneBy: string | null;
      }>;
    }
  ).rows;
}

export const openTasksOf = async (app: App, listingId: string) =>
  (await tasksOf(app, listingId)).filter((t) => t.doneAt === null);

export const countTasks = async (app: App, listingId: string) =>
  (await app.db.select().from(postingUpdateTasks).where(eq(postingUpdateTasks.listingId, listingId))).length;

export function statusCounts(responses: Array<{ statusCode: number }>) {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}
