import { z } from "zod";
import { pageQuerySchema } from "./pagination.ts";
import { blankToUndefined, isoDay, SALE_MESSAGES } from "./sales.ts";

/** The state-changing admin actions the audit trail records (issue 23, docs/decisions/125). */
export const AUDIT_ACTIONS = [
  "posting.status",
  "sale.record",
  "sale.undo",
  "sale.payout",
  "sale.delist_task",
  "message.send",
  "admin.sign_in",
  "admin.sign_out",
  "account.export",
  "account.delete",
  "posting.claim",
  "posting.release",
  "extension_token.create",
  "extension_token.revoke",
  "team.invite",
  "team.invite_revoke",
  "team.join",
  "team.deactivate",
  "team.reactivate",
  "posting.update_done",
  "posting.renew",
  "posting.repost",
  "field_map.teach",
  "field_map.edit",
  "field_map.revert",
  "team.role",
  "work.claim",
  "work.release",
  "work.targets",
  "message.handled",
  "listing.state",
  "offer.record",
  "offer.decide",
  "question.ask",
  "question.answer",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "posting.status": "Marketplace status",
  "sale.record": "Marked sold",
  "sale.undo": "Sale undone",
  "sale.payout": "Payout processed",
  "sale.delist_task": "Delist task",
  "message.send": "Message sent",
  "admin.sign_in": "Admin signed in",
  "admin.sign_out": "Admin signed out",
  "account.export": "Seller data downloaded",
  "account.delete": "Account deleted",
  "posting.claim": "Posting claimed",
  "posting.release": "Posting released",
  "extension_token.create": "Assistant token created",
  "extension_token.revoke": "Assistant token revoked",
  "team.invite": "Admin invited",
  "team.invite_revoke": "Invitation withdrawn",
  "team.join": "Admin joined",
  "team.deactivate": "Admin deactivated",
  "team.reactivate": "Admin reactivated",
  "posting.update_done": "Ad updated",
  "posting.renew": "Ad renewed",
  "posting.repost": "Ad expired, reposting",
  "field_map.teach": "Assistant taught",
  "field_map.edit": "Field map edited",
  "field_map.revert": "Field map reverted",
  "team.role": "Admin role changed",
  "work.claim": "Queue item claimed",
  "work.release": "Queue item released",
  "work.targets": "Queue targets changed",
  "message.handled": "Replies marked handled",
  "listing.state": "Listing state",
  "offer.record": "Buyer's offer recorded",
  "offer.decide": "Buyer's offer decided",
  "question.ask": "Buyer's question asked",
  "question.answer": "Buyer's question answered",
};

/** What a seller sees of their own listing's history: status changes, never who or from where. */
export const SELLER_HISTORY_ACTIONS = [
  "posting.status",
  "sale.record",
  "sale.undo",
  "listing.state",
] as const satisfies AuditAction[];

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  listingId: z.string().nullable(),
  saleId: z.string().nullable(),
  before: values,
  after: values,
  requestId: z.string(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryListSchema = z.array(auditEntrySchema);

const optionalId = z.preprocess(blankToUndefined, z.uuid({ message: "Not a valid id" }).optional());

const filterFields = {
  actorId: optionalId,
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { message: "Unknown action" }).optional()),
  listingId: optionalId,
  saleId: optionalId,
  from: isoDay,
  to: isoDay,
};
const rangeInOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;

/** Filters of the Activity view and its CSV export; dates are UTC days, both included. */
export const activityFilterSchema = z
  .object(filterFields)
  .refine(rangeInOrder, { message: SALE_MESSAGES.rangeInvalid });
export const activityQuerySchema = pageQuerySchema
  .extend(filterFields)
  .refine(rangeInOrder, { message: SALE_MESSAGES.rangeInvalid });
export type ActivityFilter = z.output<typeof activityFilterSchema>;
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const listingHistoryEntrySchema = auditEntrySchema.pick({
  id: true,
  at: true,
  action: true,
  before: true,
  after: true,
});
export type ListingHistoryEntry = z.infer<typeof listingHistoryEntrySchema>;
export const listingHistorySchema = z.array(listingHistoryEntrySchema);
