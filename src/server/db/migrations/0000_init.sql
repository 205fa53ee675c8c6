CREATE TABLE "creation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_image_url" text,
	"photo_count" integer DEFAULT 1 NOT NULL,
	"provider" text DEFAULT 'offline' NOT NULL,
	"ai_detected_product" text,
	"ai_detected_brand" text,
	"ai_detected_model" text,
	"ai_detected_category" text,
	"ai_confidence_score" integer,
	"ai_suggested_prices" jsonb,
	"ai_generated_titles" jsonb,
	"ai_generated_description" text,
	"user_selected_title" text,
	"user_selected_price" numeric(12, 2),
	"user_selected_category" text,
	"user_modified_description" text
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"image_url" text,
	"category" text DEFAULT 'general' NOT NULL,
	"item_type" text,
	"condition" text DEFAULT 'good' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"brand" text,
	"model" text,
	"pricing_strategy" text DEFAULT 'balanced' NOT NULL,
	"quick_price" numeric(12, 2),
	"median_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"confidence_score" real,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_valid" CHECK (status in ('draft', 'active')),
	CONSTRAINT "listings_strategy_valid" CHECK (pricing_strategy in ('quick', 'balanced', 'max', 'custom')),
	CONSTRAINT "listings_price_positive" CHECK ("listings"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid,
	"to_user_id" uuid NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'general' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_system_message" boolean DEFAULT false NOT NULL,
	"listing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_valid" CHECK (message_type in ('general', 'sale_success', 'info_request'))
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"url" text,
	"failure_reason" text,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postings_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook')),
	CONSTRAINT "postings_status_valid" CHECK (status in ('pending', 'pending_human', 'posted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sale_amount" numeric(12, 2) NOT NULL,
	"payout_amount" numeric(12, 2),
	"sale_date" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace" text DEFAULT 'other' NOT NULL,
	"payout_status" text DEFAULT 'pending' NOT NULL,
	"payout_date" timestamp with time zone,
	"payout_method" text,
	"payout_notes" text,
	"marked_sold_by_admin_id" uuid,
	"paid_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook', 'other')),
	CONSTRAINT "sales_payout_status_valid" CHECK (payout_status in ('pending', 'paid')),
	CONSTRAINT "sales_amount_positive" CHECK ("sales"."sale_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"password_hash" text,
	"google_id" text,
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"referred_by" text,
	"referred_by_user_id" uuid,
	"upi_id" text,
	"paypal_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "creation_logs" ADD CONSTRAINT "creation_logs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creation_logs" ADD CONSTRAINT "creation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_marked_sold_by_admin_id_users_id_fk" FOREIGN KEY ("marked_sold_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_paid_by_admin_id_users_id_fk" FOREIGN KEY ("paid_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_user_id_users_id_fk" FOREIGN KEY ("referred_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creation_logs_created_idx" ON "creation_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "creation_logs_user_idx" ON "creation_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creation_logs_listing_idx" ON "creation_logs" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_order_unique" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_idx" ON "listings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "listings_brand_model_idx" ON "listings" USING btree ("brand","model");--> statement-breakpoint
CREATE INDEX "messages_to_created_idx" ON "messages" USING btree ("to_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_to_unread_idx" ON "messages" USING btree ("to_user_id") WHERE "messages"."is_read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "postings_listing_marketplace_unique" ON "postings" USING btree ("listing_id","marketplace");--> statement-breakpoint
CREATE INDEX "postings_status_listing_idx" ON "postings" USING btree ("status","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_listing_unique" ON "sales" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "sales_user_date_idx" ON "sales" USING btree ("user_id","sale_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_payout_status_idx" ON "sales" USING btree ("payout_status","sale_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_referred_by_user_idx" ON "users" USING btree ("referred_by_user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");