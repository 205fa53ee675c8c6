CREATE TABLE "work_claims" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_claims_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "work_claims_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "work_targets" (
	"kind" text PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	CONSTRAINT "work_targets_kind_known" CHECK (kind in ('delist', 'reply', 'payout', 'update', 'renewal', 'posting')),
	CONSTRAINT "work_targets_minutes_range" CHECK ("work_targets"."minutes" >= 0 and "work_targets"."minutes" <= 43200)
);
--> statement-breakpoint
ALTER TABLE "admin_invites" ADD COLUMN "role" text DEFAULT 'poster' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "needs_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answered_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_role" text;--> statement-breakpoint
ALTER TABLE "work_claims" ADD CONSTRAINT "work_claims_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_targets" ADD CONSTRAINT "work_targets_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_claims_admin_idx" ON "work_claims" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_answered_by_admin_id_users_id_fk" FOREIGN KEY ("answered_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_awaiting_answer_idx" ON "messages" USING btree ("created_at","id") WHERE needs_answer and answered_at is null;--> statement-breakpoint
CREATE INDEX "postings_waiting_idx" ON "postings" USING btree ("updated_at","id") WHERE status in ('pending', 'pending_human');--> statement-breakpoint
DROP INDEX "delist_tasks_open_idx";--> statement-breakpoint
CREATE INDEX "delist_tasks_open_idx" ON "delist_tasks" USING btree ("created_at","id") WHERE "delist_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "sales_pending_payout_idx" ON "sales" USING btree ("sale_date","id") WHERE payout_status = 'pending';--> statement-breakpoint
ALTER TABLE "admin_invites" ADD CONSTRAINT "admin_invites_role_known" CHECK ("admin_invites"."role" in ('owner', 'manager', 'poster'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role_known" CHECK ("users"."admin_role" in ('owner', 'manager', 'poster'));--> statement-breakpoint
-- Issue 41: every admin there was before roles becomes an owner (each could do everything).
UPDATE "users" SET "admin_role" = 'owner' WHERE "is_admin" AND "admin_role" IS NULL;
--> statement-breakpoint
-- Seller replies to the team wait in Today until answered: a message from a non-admin to an admin that is not a
-- system notice. One already followed by any admin's message to that seller counts as answered then.
UPDATE "messages" m SET "needs_answer" = true,
  "answered_at" = (
    SELECT min(a."created_at") FROM "messages" a JOIN "users" au ON au."id" = a."from_user_id" AND au."is_admin"
    WHERE a."to_user_id" = m."from_user_id" AND a."created_at" >= m."created_at")
FROM "users" s, "users" r
WHERE s."id" = m."from_user_id" AND NOT s."is_admin" AND r."id" = m."to_user_id" AND r."is_admin"
  AND NOT m."is_system_message";
