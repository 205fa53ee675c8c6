ALTER TABLE "sales" DROP CONSTRAINT "sales_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "seller_label" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "listing_title" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "listing_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "google_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_from_idx" ON "messages" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "messages_listing_idx" ON "messages" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_or_label" CHECK (("sales"."user_id" is not null and "sales"."seller_label" is null) or ("sales"."user_id" is null and "sales"."seller_label" is not null));--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_or_title" CHECK ("sales"."listing_id" is not null or "sales"."listing_title" is not null);