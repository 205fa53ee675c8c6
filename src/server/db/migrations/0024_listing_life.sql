ALTER TABLE "listings" DROP CONSTRAINT "listings_status_valid";--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_status_valid";--> statement-breakpoint
ALTER TABLE "price_suggestions" DROP CONSTRAINT "price_suggestions_decision_valid";--> statement-breakpoint
DROP INDEX "listings_sold_idx";--> statement-breakpoint
DROP INDEX "buyer_questions_waiting_unique";--> statement-breakpoint
DROP INDEX "buyer_questions_to_relay_idx";--> statement-breakpoint
DROP INDEX "delist_tasks_withdrawn_unique";--> statement-breakpoint
DROP INDEX "offers_open_same_unique";--> statement-breakpoint
DROP INDEX "offers_to_relay_idx";--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "buyer_questions_gone_to_relay_idx" ON "buyer_questions" USING btree ("closed_at","id") WHERE closed_at is not null and relayed_at is null;--> statement-breakpoint
CREATE INDEX "listings_off_sale_idx" ON "listings" USING btree ("id") WHERE status <> 'active';--> statement-breakpoint
CREATE INDEX "offers_gone_to_relay_idx" ON "offers" USING btree ("closed_at","id") WHERE closed_at is not null and relayed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_questions_waiting_unique" ON "buyer_questions" USING btree ("listing_id","marketplace","question_key") WHERE answered_at is null and closed_at is null;--> statement-breakpoint
CREATE INDEX "buyer_questions_to_relay_idx" ON "buyer_questions" USING btree ("answered_at","id") WHERE answered_at is not null and relayed_at is null and closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "delist_tasks_withdrawn_unique" ON "delist_tasks" USING btree ("listing_id","marketplace","url") WHERE "delist_tasks"."reason" = 'withdrawn' and "delist_tasks"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_same_unique" ON "offers" USING btree ("listing_id","marketplace","amount") WHERE status = 'open' and closed_at is null;--> statement-breakpoint
CREATE INDEX "offers_to_relay_idx" ON "offers" USING btree ("decided_at","id") WHERE decided_by = 'seller' and status in ('accepted', 'countered') and relayed_at is null and closed_at is null;--> statement-breakpoint
-- One state for a listing's life (issue 46, docs/decisions/170). A sale wins over a withdrawal: the probe found sales
-- recorded on withdrawn listings.
UPDATE "listings" SET "status" = 'sold', "withdrawn_at" = NULL WHERE "is_sold";--> statement-breakpoint
UPDATE "listings" SET "status" = 'withdrawn' WHERE "withdrawn_at" IS NOT NULL AND NOT "is_sold";--> statement-breakpoint
-- Postings of listings off sale that a repost or a reset put back in the queue leave it again.
UPDATE "postings" SET "withdrawn_from" = "status", "status" = 'withdrawn_sold'
WHERE "status" IN ('pending', 'pending_human')
  AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
-- A ticked delist task took its ad down.
UPDATE "postings" p SET "status" = 'taken_down', "taken_down_at" = t."done_at"
FROM "delist_tasks" t
WHERE p."status" = 'posted' AND t."done_at" IS NOT NULL AND t."listing_id" = p."listing_id"
  AND t."marketplace" = p."marketplace" AND t."url" IS NOT DISTINCT FROM p."url"
  AND p."listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
-- What still waited on a listing off sale closes: update tasks, price suggestions, offers and questions.
UPDATE "posting_update_tasks" t SET "done_at" = now(),
  "closed_reason" = (SELECT CASE WHEN l."status" = 'sold' THEN 'sold' ELSE 'withdrawn' END FROM "listings" l WHERE l."id" = t."listing_id")
WHERE "done_at" IS NULL AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
UPDATE "price_suggestions" SET "decided_at" = now(), "decision" = 'closed'
WHERE "decided_at" IS NULL AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
UPDATE "offers" SET "closed_at" = now()
WHERE "relayed_at" IS NULL AND ("status" = 'open' OR ("decided_by" = 'seller' AND "status" IN ('accepted', 'countered')))
  AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
UPDATE "buyer_questions" SET "closed_at" = now()
WHERE "relayed_at" IS NULL
  AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "status" IN ('sold', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "is_sold";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_withdrawn_while" CHECK ((status = 'withdrawn') = (withdrawn_at is not null));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_valid" CHECK (status in ('draft', 'active', 'sold', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_taken_down_while" CHECK ((status = 'taken_down') = (taken_down_at is not null));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_status_valid" CHECK (status in ('pending', 'pending_human', 'posted', 'failed', 'withdrawn_sold', 'taken_down'));--> statement-breakpoint
ALTER TABLE "price_suggestions" ADD CONSTRAINT "price_suggestions_decision_valid" CHECK (decision is null or decision in ('accepted', 'declined', 'closed'));