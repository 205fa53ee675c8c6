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
ALTER TABLE "sales" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "sale_delist_tasks" ADD CONSTRAINT "sale_delist_tasks_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_delist_tasks" ADD CONSTRAINT "sale_delist_tasks_done_by_admin_id_users_id_fk" FOREIGN KEY ("done_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_delist_tasks_sale_marketplace_unique" ON "sale_delist_tasks" USING btree ("sale_id","marketplace");--> statement-breakpoint
CREATE INDEX "sale_delist_tasks_open_idx" ON "sale_delist_tasks" USING btree ("sale_id") WHERE "sale_delist_tasks"."done_at" is null;