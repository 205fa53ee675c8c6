-- Issue 40 item 4 (docs/decisions/155): a sale's delist tasks become delist tasks of any listing that sold or was
-- withdrawn, kept with the listing's title and the ad's address (a withdrawn listing may be deleted meanwhile).
ALTER TABLE "sale_delist_tasks" RENAME TO "delist_tasks";--> statement-breakpoint
ALTER TABLE "delist_tasks" RENAME CONSTRAINT "sale_delist_tasks_pkey" TO "delist_tasks_pkey";--> statement-breakpoint
ALTER TABLE "delist_tasks" RENAME CONSTRAINT "sale_delist_tasks_sale_id_sales_id_fk" TO "delist_tasks_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "delist_tasks" RENAME CONSTRAINT "sale_delist_tasks_done_by_admin_id_users_id_fk" TO "delist_tasks_done_by_admin_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "delist_tasks" RENAME CONSTRAINT "sale_delist_tasks_marketplace_valid" TO "delist_tasks_marketplace_valid";--> statement-breakpoint
ALTER INDEX "sale_delist_tasks_sale_marketplace_unique" RENAME TO "delist_tasks_sale_marketplace_unique";--> statement-breakpoint
ALTER INDEX "sale_delist_tasks_open_idx" RENAME TO "delist_tasks_sale_open_idx";--> statement-breakpoint
ALTER TABLE "delist_tasks" ALTER COLUMN "sale_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "delist_tasks" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "delist_tasks" ADD COLUMN "reason" text DEFAULT 'sold' NOT NULL;--> statement-breakpoint
ALTER TABLE "delist_tasks" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "delist_tasks" t SET "listing_id" = s."listing_id", "title" = coalesce(l."title", s."listing_title", '')
  FROM "sales" s LEFT JOIN "listings" l ON l."id" = s."listing_id" WHERE s."id" = t."sale_id";--> statement-breakpoint
ALTER TABLE "delist_tasks" ADD CONSTRAINT "delist_tasks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delist_tasks" ADD CONSTRAINT "delist_tasks_reason_valid" CHECK ((reason = 'sold' and sale_id is not null) or reason = 'withdrawn');--> statement-breakpoint
CREATE UNIQUE INDEX "delist_tasks_withdrawn_unique" ON "delist_tasks" USING btree ("listing_id","marketplace") WHERE "delist_tasks"."reason" = 'withdrawn' and "delist_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "delist_tasks_open_idx" ON "delist_tasks" USING btree ("created_at") WHERE "delist_tasks"."done_at" is null;
