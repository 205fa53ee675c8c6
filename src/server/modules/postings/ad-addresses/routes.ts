import { adUrlProblemText, checkAdUrl, sharedAdText } from "../../../../contract/ad-address.ts";
import { badAdAddressListSchema } from "../../../../contract/admin-listings.ts";
import { errorSchema } from "../../../../contract/common.ts";
import type { App } from "../../../app-types.ts";
import { requireAdmin } from "../../../lib/guards.ts";
import { doubtfulAdAddresses, sharedAdAddresses } from "./repo.ts";

/** At most this many are listed at once: fixing them (Mark Posted with the right address) brings the next. */
const LISTED = 200;

/**
 * Stored ad addresses that contract/ad-address.ts refuses (saved before the rule, or by hand in the database): listed
 * for admins to fix with Mark Posted, never dropped or rewritten silently (issue 40 item 5, docs/decisions/153).
 */
export default async function adAddressRoutes(app: App) {
  app.get(
    "/api/admin/postings/bad-addresses",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Live ads whose stored address is not the marketplace's own ad address, to fix with Mark Posted",
        response: { 200: badAdAddressListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await doubtfulAdAddresses(app.db, LISTED * 5);
      return rows
        .flatMap((row) => {
          const checked = checkAdUrl(row.marketplace, row.url);
          return checked.ok ? [] : [{ ...row, problem: adUrlProblemText(row.marketplace, checked.problem) }];
        })
        .slice(0, LISTED);
    },
  );

  app.get(
    "/api/admin/postings/shared-addresses",
    {
      config: { permission: "postings" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Postings whose ad another listing holds too (stored before the rule), to fix with Mark Posted",
        response: { 200: badAdAddressListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await sharedAdAddresses(app.db, LISTED);
      const others = (row: (typeof rows)[number]) =>
        rows.filter((o) => o.adKey === row.adKey && o.listingId !== row.listingId).map((o) => o.title);
      // Each holder with the others' titles (the answer's schema leaves the key out).
      return rows.flatMap((row) => {
        const titles = others(row);
        return titles.length ? [{ ...row, problem: sharedAdText(row.marketplace, titles) }] : [];
      });
    },
  );
}
