CREATE TABLE "buyer_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"common" text,
	"text" text,
	"question_key" text NOT NULL,
	"asked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"answer_amount" numeric(12, 2),
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"relayed_at" timestamp with time zone,
	"relayed_by_id" uuid,
	CONSTRAINT "buyer_questions_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook')),
	CONSTRAINT "buyer_questions_common_or_text" CHECK ((common is null) <> (text is null)),
	CONSTRAINT "buyer_questions_answered" CHECK ((answered_at is null) = (reply is null))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_asked_by_id_users_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_relayed_by_id_users_id_fk" FOREIGN KEY ("relayed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_questions_waiting_unique" ON "buyer_questions" USING btree ("listing_id","marketplace","question_key") WHERE answered_at is null;--> statement-breakpoint
CREATE INDEX "buyer_questions_listing_idx" ON "buyer_questions" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buyer_questions_to_relay_idx" ON "buyer_questions" USING btree ("answered_at","id") WHERE answered_at is not null and relayed_at is null;