ALTER TABLE "work_claims" DROP CONSTRAINT "work_claims_kind_known";--> statement-breakpoint
ALTER TABLE "work_targets" DROP CONSTRAINT "work_targets_kind_known";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "relayed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "offers_to_relay_idx" ON "offers" USING btree ("decided_at","id") WHERE decided_by = 'seller' and status in ('accepted', 'countered') and relayed_at is null;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal', 'buyer', 'offer'));--> statement-breakpoint
ALTER TABLE "work_targets" ADD CONSTRAINT "work_targets_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal', 'posting', 'buyer', 'offer'));