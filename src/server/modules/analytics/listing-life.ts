import { sql } from "drizzle-orm";
import type { SaleMarketplace } from "../../../contract/enums.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Listing } from "../../db/schema.ts";
import { endOpenAdRuns, recordListingEvent } from "../listings/history.ts";
import type { StateChange } from "../listings/lifecycle.ts";

/**
 * A listing's state changes in its history (issue 48, docs/decisions/205): told by the lifecycle's port inside the
 * change's transaction, after the postings module has moved the ads. A deleted listing takes its history with it.
 */
export async function recordStateChange(tx: Db, _app: App, listing: Listing, change: StateChange): Promise<void> {
  const at = change.at;
  switch (change.transition) {
    case "post":
      return recordListingEvent(tx, listing.id, { kind: "listed", amount: listing.price, at });
    case "withdraw":
      return recordListingEvent(tx, listing.id, { kind: "withdrawn", at });
    case "relist":
      // Every marketplace was queued afresh: the ads the history still counts as up are no longer followed.
      await endOpenAdRuns(tx, listing.id, at);
      return recordListingEvent(tx, listing.id, { kind: "relisted", amount: listing.price, at });
    case "sell": {
      const [sale] = rowsOf<{ amount: string; marketplace: SaleMarketplace }>(
        await tx.execute(
          sql`select sale_amount::text as amount, marketplace from sales where id = ${change.saleId ?? null}`,
        ),
      );
      if (!sale) return;
      return recordListingEvent(tx, listing.id, {
        kind: "sold",
        amount: sale.amount,
        marketplace: sale.marketplace,
        saleId: change.saleId,
        at,
      });
    }
    case "undo_sale":
      return recordListingEvent(tx, listing.id, { kind: "sale_undone", at });
    case "delete":
      return;
  }
}
