ALTER TABLE "messages" ADD COLUMN "email_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "email_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_email_due_idx" ON "messages" USING btree ("email_due_at") WHERE "messages"."email_due_at" is not null;