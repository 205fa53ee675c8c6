import { z } from "zod";
import { MARKETPLACES, type Marketplace } from "./enums.ts";
import { PAGE_SIZE_MAX } from "./pagination.ts";
import type { Permission } from "./roles.ts";

/**
 * Today: the admin's work in one queue (issue 41 item 1, docs/decisions/160). Every kind of admin work is an item
 * with an age (since when it waits) and a target (when it is due); urgent kinds lead, then overdue items, then the
 * rest by time left.
 */

export const WORK_KINDS = ["delist", "reply", "payout", "update", "renewal", "posting", "buyer", "offer"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const WORK_KIND_LABELS: Record<WorkKind, string> = {
  delist: "Delist",
  reply: "Reply",
  payout: "Payout",
  update: "Update",
  renewal: "Renewal",
  posting: "Posting",
  buyer: "Buyer answer",
  offer: "Offer",
};

/** The plural words of the header's counts ("3 delists"). */
export const WORK_KIND_PLURALS: Record<WorkKind, string> = {
  delist: "Delists",
  reply: "Replies",
  payout: "Payouts",
  update: "Updates",
  renewal: "Renewals",
  posting: "Postings",
  buyer: "Buyer answers",
  offer: "Offers",
};

/** The permission a role needs to see and work an item of each kind (src/contract/roles.ts). */
export const WORK_KIND_PERMISSION: Record<WorkKind, Permission> = {
  delist: "postings",
  reply: "messages",
  payout: "money",
  update: "postings",
  renewal: "postings",
  posting: "postings",
  /** A seller answered a buyer's question (issue 42): the poster who talks to the buyer relays it. */
  buyer: "postings",
  /** A seller accepted or countered a buyer's offer, or one at their lowest waits for Accept (issues 42, 47). */
  offer: "postings",
};

/**
 * Kinds that lead the queue whatever their age: a sold listing's ad still live is a double sale waiting to happen,
 * so its delist comes before every other item, overdue or not (docs/decisions/160).
 */
export const URGENT_KINDS: ReadonlySet<WorkKind> = new Set<WorkKind>(["delist"]);

/**
 * Service-level targets, in minutes from when an item starts waiting. A renewal's target is its ad's expiry; its
 * number is how many minutes BEFORE the expiry it is due (0: at the expiry).
 */
export const DEFAULT_TARGET_MINUTES: Record<WorkKind, number> = {
  delist: 2 * 60,
  reply: 4 * 60,
  payout: 24 * 60,
  update: 24 * 60,
  renewal: 0,
  posting: 24 * 60,
  /** Buyers move on within minutes (issue 42). */
  buyer: 15,
  offer: 15,
};

export const TARGET_LIMITS: Record<WorkKind, { min: number; max: number }> = {
  delist: { min: 5, max: 30 * 24 * 60 },
  reply: { min: 5, max: 30 * 24 * 60 },
  payout: { min: 5, max: 30 * 24 * 60 },
  update: { min: 5, max: 30 * 24 * 60 },
  renewal: { min: 0, max: 7 * 24 * 60 },
  posting: { min: 5, max: 30 * 24 * 60 },
  buyer: { min: 5, max: 30 * 24 * 60 },
  offer: { min: 5, max: 30 * 24 * 60 },
};

export type WorkTargets = Record<WorkKind, number>;

export const workTargetsSchema = z.object(
  Object.fromEntries(WORK_KINDS.map((k) => [k, z.number().int()])) as Record<WorkKind, z.ZodNumber>,
);

/** PUT /api/admin/queue/targets: any subset of kinds, each a whole number of minutes within its limits. */
export const workTargetsInputSchema = z
  .object(
    Object.fromEntries(
      WORK_KINDS.map((k) => {
        const { min, max } = TARGET_LIMITS[k];
        const message = `${WORK_KIND_LABELS[k]}: a whole number of minutes from ${min} to ${max}`;
        return [k, z.number({ error: message }).int(message).min(min, message).max(max, message).optional()];
      }),
    ) as Record<WorkKind, z.ZodOptional<z.ZodNumber>>,
  )
  .strict();
export type WorkTargetsInput = z.infer<typeof workTargetsInputSchema>;

/** "2 h", "1 d 4 h", "45 min": a target or a span as the desk shows it. */
export function spanText(minutes: number): string {
  const m = Math.max(0, Math.round(Math.abs(minutes)));
  if (m < 60) return `${m} min`;
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  if (days > 0) return hours ? `${days} d ${hours} h` : `${days} d`;
  return mins ? `${hours} h ${mins} min` : `${hours} h`;
}

export function targetText(kind: WorkKind, minutes: number): string {
  if (kind === "renewal") return minutes === 0 ? "before expiry" : `${spanText(minutes)} before expiry`;
  return `within ${spanText(minutes)}`;
}

const optionalBlank = (v: unknown) => (v === "" || v === null ? undefined : v);
const flag = z.preprocess(
  (v) => (v === "" || v == null ? undefined : v === "true" || v === "1" || v === true),
  z.boolean().optional(),
);

/** GET /api/admin/queue */
export const workQueueQuerySchema = z.object({
  kind: z.preprocess(optionalBlank, z.enum(WORK_KINDS, { error: "Unknown kind of work" }).optional()),
  marketplace: z.preprocess(optionalBlank, z.enum(MARKETPLACES, { error: "Unknown marketplace" }).optional()),
  /** Only items I hold. */
  mine: flag,
  /** Only items nobody holds. */
  unclaimed: flag,
  limit: z.coerce
    .number({ message: `Limit must be a number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .default(50),
  cursor: z.string().max(300, "Invalid cursor").optional(),
});
export type WorkQueueQuery = z.output<typeof workQueueQuerySchema>;

export const workClaimSchema = z.object({
  adminId: z.string(),
  adminName: z.string(),
  expiresAt: z.string(),
  mine: z.boolean(),
});
export type WorkClaim = z.infer<typeof workClaimSchema>;

export const workItemSchema = z.object({
  kind: z.enum(WORK_KINDS),
  /** The item's id within its kind: a delist task, a seller (replies), a sale, an update task, a posting. */
  id: z.string(),
  title: z.string(),
  /** One line on what is to be done: "Sold on 12 Dec: remove the ad", "Price ₹12,000 -> ₹10,500". */
  detail: z.string(),
  marketplace: z.enum(MARKETPLACES).nullable(),
  listingId: z.string().nullable(),
  /** When it started waiting, and when it is due (its target). */
  since: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  claim: workClaimSchema.nullable(),
  /** What its work opens: the ad's address (delist, renewal, update), the sale (payout), the seller (reply). */
  adUrl: z.string().nullable(),
  saleId: z.string().nullable(),
  sellerId: z.string().nullable(),
  /** Renewal: the ad has already expired (its work is then to repost). */
  expired: z.boolean(),
  /**
   * Offer: one recorded at or above the seller's lowest price ("you may accept it", issue 47 item 11) - its amount;
   * Done accepts it. Null for an answer to relay.
   */
  acceptAmount: z.string().nullable(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const workCountSchema = z.object({ total: z.number().int(), overdue: z.number().int() });
export const workCountsSchema = z.object(
  Object.fromEntries(WORK_KINDS.map((k) => [k, workCountSchema.optional()])) as Record<
    WorkKind,
    z.ZodOptional<typeof workCountSchema>
  >,
);
export type WorkCounts = z.infer<typeof workCountsSchema>;

export const workQueueSchema = z.object({
  items: z.array(workItemSchema),
  /** Per kind the caller's role may work, whatever the filters: the desk's header and page title. */
  counts: workCountsSchema,
  nextCursor: z.string().nullable(),
  /** The server's clock when the page was read: ages and time left are counted from it. */
  now: z.string(),
  targets: workTargetsSchema,
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

export const workCountsAnswerSchema = z.object({ counts: workCountsSchema, now: z.string() });

export const workItemParams = z.object({
  kind: z.enum(WORK_KINDS, { error: "Unknown kind of work" }),
  id: z.uuid({ message: "Item not found" }),
});
export type WorkItemRef = z.infer<typeof workItemParams>;

export const WORK_QUEUE_MESSAGES = {
  itemNotFound: "This item is no longer in the queue. Someone may have finished it.",
  heldBy: (name: string, minutes: number) => `${name} is working on this (${minutes} min left)`,
  notClaimed: "You no longer hold this item. Open it again to take it.",
  invalidCursor: "Invalid cursor",
} as const;

/** The claim a queue item's work is done under, kept for this long and renewed while open (as postings, 132). */
export const WORK_CLAIM_MINUTES = 15;

/** Every how many ms the desk asks for the queue again (new items appear, finished ones go). */
export const QUEUE_POLL_MS = 15_000;

/** How often the desk's header asks for the counts, whichever tab is open (and notices a session that ended). */
export const COUNTS_POLL_MS = 30_000;

export const isMarketplace = (v: unknown): v is Marketplace =>
  typeof v === "string" && (MARKETPLACES as readonly string[]).includes(v);
