ALTER TABLE "work_claims" DROP CONSTRAINT "work_claims_kind_known";--> statement-breakpoint
ALTER TABLE "work_targets" DROP CONSTRAINT "work_targets_kind_known";--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal', 'buyer'));--> statement-breakpoint
ALTER TABLE "work_targets" ADD CONSTRAINT "work_targets_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal', 'posting', 'buyer'));