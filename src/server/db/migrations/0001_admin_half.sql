CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_delist_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"url" text,
	"done_at" timestamp with time zone,
	"done_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_delist_tasks_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creation_logs" ADD COLUMN "hosted_price_opinion" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_popup_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_delist_tasks" ADD CONSTRAINT "sale_delist_tasks_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_delist_tasks" ADD CONSTRAINT "sale_delist_tasks_done_by_admin_id_users_id_fk" FOREIGN KEY ("done_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_delist_tasks_sale_marketplace_unique" ON "sale_delist_tasks" USING btree ("sale_id","marketplace");--> statement-breakpoint
CREATE INDEX "sale_delist_tasks_open_idx" ON "sale_delist_tasks" USING btree ("sale_id") WHERE "sale_delist_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "creation_logs_created_id_idx" ON "creation_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_created_id_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_created_idx" ON "listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_brand_trgm_idx" ON "listings" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_to_from_idx" ON "messages" USING btree ("to_user_id","from_user_id");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);