CREATE TABLE "posting_update_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_admin_id" uuid,
	"closed_reason" text
);
--> statement-breakpoint
CREATE TABLE "price_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	"suggested_price" numeric(12, 2) NOT NULL,
	"reason" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "price_suggestions_decision_valid" CHECK (decision is null or decision in ('accepted', 'declined')),
	CONSTRAINT "price_suggestions_decided" CHECK ((decided_at is null) = (decision is null))
);
--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "live_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posting_update_tasks" ADD CONSTRAINT "posting_update_tasks_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_update_tasks" ADD CONSTRAINT "posting_update_tasks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_update_tasks" ADD CONSTRAINT "posting_update_tasks_done_by_admin_id_users_id_fk" FOREIGN KEY ("done_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_suggestions" ADD CONSTRAINT "price_suggestions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posting_update_tasks_open_unique" ON "posting_update_tasks" USING btree ("posting_id") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "posting_update_tasks_open_idx" ON "posting_update_tasks" USING btree ("created_at","id") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "posting_update_tasks_listing_idx" ON "posting_update_tasks" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_suggestions_open_unique" ON "price_suggestions" USING btree ("listing_id") WHERE decided_at is null;--> statement-breakpoint
CREATE INDEX "price_suggestions_listing_idx" ON "price_suggestions" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postings_live_expires_idx" ON "postings" USING btree ("expires_at") WHERE status = 'posted';--> statement-breakpoint
CREATE INDEX "postings_live_since_idx" ON "postings" USING btree ("live_since") WHERE status = 'posted';--> statement-breakpoint
-- Ads already live: live since their last status change, and due by the shortest lifetime any marketplace gives
-- (30 days) until an admin records a renewal (docs/decisions/136).
UPDATE "postings" SET "live_since" = "updated_at", "expires_at" = "updated_at" + interval '30 days' WHERE "status" = 'posted';
