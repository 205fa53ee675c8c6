ALTER TABLE "postings" DROP CONSTRAINT "postings_status_valid";--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "withdrawn_from" text;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_withdrawn_from_valid" CHECK ((status = 'withdrawn_sold' and withdrawn_from in ('pending', 'pending_human'))
        or (status <> 'withdrawn_sold' and withdrawn_from is null));--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_status_valid" CHECK (status in ('pending', 'pending_human', 'posted', 'failed', 'withdrawn_sold'));--> statement-breakpoint
-- Listings sold before this change leave the queue too; Undo Sale restores them like any other (decision 123).
UPDATE "postings" SET "withdrawn_from" = "status", "status" = 'withdrawn_sold'
WHERE "status" IN ('pending', 'pending_human')
  AND "listing_id" IN (SELECT "id" FROM "listings" WHERE "is_sold");
