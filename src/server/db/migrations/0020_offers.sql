CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text,
	"floor_at_record" numeric(12, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"counter_amount" numeric(12, 2),
	"recorded_by_id" uuid,
	"decided_by" text,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offers_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook')),
	CONSTRAINT "offers_status_valid" CHECK (status in ('open', 'accepted', 'declined', 'countered')),
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_decided" CHECK ((status = 'open') = (decided_at is null)),
	CONSTRAINT "offers_decided_by_valid" CHECK (decided_by is null or decided_by in ('admin', 'seller'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_listing_amount_idx" ON "offers" USING btree ("listing_id","amount" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_same_unique" ON "offers" USING btree ("listing_id","marketplace","amount") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_accepted_unique" ON "offers" USING btree ("listing_id") WHERE status = 'accepted';