import type { WorkKind } from "../../../../contract/work-queue.ts";
import { buyerSource } from "./buyer.ts";
import { delistSource } from "./delist.ts";
import { offerSource } from "./offer.ts";
import { payoutSource } from "./payout.ts";
import { postingSource } from "./posting.ts";
import { renewalSource } from "./renewal.ts";
import { replySource } from "./reply.ts";
import type { WorkSource } from "./shared.ts";
import { updateSource } from "./update.ts";

/** Every kind of Today's work and where it comes from: one source per kind (docs/decisions/160). */
export const SOURCES: Record<WorkKind, WorkSource> = {
  delist: delistSource,
  reply: replySource,
  payout: payoutSource,
  update: updateSource,
  renewal: renewalSource,
  posting: postingSource,
  buyer: buyerSource,
  offer: offerSource,
};
